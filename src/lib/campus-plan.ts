import footprintsFile from "../../content/map/footprints.json";
import kiosksFile from "../../content/map/kiosks.json";
import placesFile from "../../content/map/places.json";
import walkwaysFile from "../../content/map/walkways.json";
import { Footprints, KioskLocations, Places, Walkways, type CampusPlan } from "../shared/api/campus-plan.ts";

/**
 * The campus plan from content/map/ (footprints, walkways, gates, parking, landmarks, kiosk spots) and the
 * offices list. Parsed when the page is built, so a bad value fails `astro build` with the field named;
 * the island ships the same parsed copy, so routes are computed offline on the kiosk.
 */
export const campusPlan: CampusPlan = {
  footprints: Footprints.parse(footprintsFile),
  walkways: Walkways.parse(walkwaysFile),
  places: Places.parse(placesFile),
  kiosks: KioskLocations.parse(kiosksFile),
};
