/** The id of the campus map page's JSON element holding the campus plan (written by CampusPlanData.astro, read by campus-plan-page.ts). */
export const CAMPUS_PLAN_ELEMENT_ID = "campus-plan";
