import officesFile from "../../content/map/offices.json";
import { Offices, type Office } from "../shared/api/campus-plan.ts";

/**
 * content/map/offices.json, parsed at build time (a bad value fails the build with the field named). Read by
 * the page, which resolves each office's contact block and hands the list to the island: the browser gets
 * it once, in the page, not again in the island's code.
 */
export const campusOffices: Office[] = Offices.parse(officesFile);
