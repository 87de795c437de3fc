import { Footprints, KioskLocations, Places, Walkways, type CampusPlan } from "../shared/api/campus-plan.ts";
import { campusPlan } from "./campus-plan.ts";

/**
 * Build time only: parses the campus plan the island ships with the zod contract, so a bad value in content/map/
 * fails `astro build` with the field named. Answers the parsed plan.
 */
export function checkedCampusPlan(plan: CampusPlan = campusPlan): CampusPlan {
  const where = (file: string, run: () => unknown) => {
    try {
      return run();
    } catch (err) {
      throw new Error(`content/map/${file}: ${err instanceof Error ? err.message : String(err)}`, { cause: err });
    }
  };
  return {
    footprints: where("footprints.json", () => Footprints.parse(plan.footprints)) as CampusPlan["footprints"],
    walkways: where("walkways.json", () => Walkways.parse(plan.walkways)) as CampusPlan["walkways"],
    places: where("places.json", () => Places.parse(plan.places)) as CampusPlan["places"],
    kiosks: where("kiosks.json", () => KioskLocations.parse(plan.kiosks)) as CampusPlan["kiosks"],
  };
}
