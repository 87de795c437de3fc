import raw from "../../content/university.json";
import type { University } from "./university.ts";

/**
 * content/university.json for code that runs in the browser. Every page's build already parses it with the
 * `University` schema (lib/university.ts, read by the layouts), so a bad value still fails the build, and
 * scripts ship the file without zod.
 */
export const university = raw as University;
