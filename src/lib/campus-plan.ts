import footprintsFile from "../../content/map/footprints.json";
import kiosksFile from "../../content/map/kiosks.json";
import placesFile from "../../content/map/places.json";
import walkwaysFile from "../../content/map/walkways.json";
import type { CampusPlan } from "../shared/api/campus-plan.ts";

/**
 * The campus plan from content/map/ (footprints, walkways, gates, parking, landmarks, kiosk spots), shipped
 * to the island as is, so routes are computed offline on the kiosk and the page carries no zod. The files are
 * checked against the contract when the page is built (`checkedCampusPlan`, called by the campus map page), so a
 * bad value fails `astro build` with the field named.
 */
export const campusPlan = {
  footprints: footprintsFile,
  walkways: walkwaysFile,
  places: placesFile,
  kiosks: kiosksFile,
} as unknown as CampusPlan;
