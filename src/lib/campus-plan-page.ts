/**
 * The campus plan in the browser: read from the JSON the campus map page carries (`<script
 * type="application/json" id="campus-plan">`, written by src/components/CampusPlanData.astro from
 * src/lib/campus-plan.ts), so the plan travels once, as page data, not inside the island's script. The
 * browser build swaps this module in for src/lib/campus-plan.ts (src/integrations/campus-plan-page.ts);
 * the server, the build and the tests keep reading content/map/.
 */
import type { CampusPlan } from "../shared/api/campus-plan.ts";
import { CAMPUS_PLAN_ELEMENT_ID } from "./campus-plan-element.ts";

function readPlan(): CampusPlan {
  const text = document.getElementById(CAMPUS_PLAN_ELEMENT_ID)?.textContent;
  if (!text) throw new Error(`The campus plan is missing from this page (no #${CAMPUS_PLAN_ELEMENT_ID} element).`);
  return JSON.parse(text) as CampusPlan;
}

export const campusPlan: CampusPlan = readPlan();
