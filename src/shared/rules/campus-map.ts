/** Pure rules of the campus map. No imports: runs anywhere. */

/** Default centre, zoom and map area height. */
export const MAP_CENTER = { lat: 16.721, lng: 121.689 } as const;
export const MAP_ZOOM = 17;
export const MAP_HEIGHT_PX = 600;
/** The maps script must load within this time, else the schematic map is shown. */
export const MAP_SCRIPT_TIMEOUT_MS = 10_000;

/** Dot and legend colour per static building category. */
export const CATEGORY_COLOURS: Record<string, string> = {
  Administrative: "#1d4ed8",
  Academic: "#15803d",
  Facilities: "#c2410c",
  Services: "#7e22ce",
};

/** The address that opens the map with one building selected (deep link, QR code, faculty and chatbot links). */
export function buildingLink(code: string): string {
  return `/campus-map?building=${encodeURIComponent(code)}`;
}

/** The building code in a /campus-map query string (`building=` or a route's `to=`), or null. */
export function buildingFromSearch(search: string): string | null {
  const params = new URLSearchParams(search);
  const code = params.get("building") ?? params.get("to");
  return code ? code.trim() : null;
}

/** What a /campus-map address asks for: a destination building or office, a start, a step-free route. */
export interface MapAddress {
  building: string | null;
  office: string | null;
  from: string | null;
  stepFree: boolean;
}

export function readMapAddress(search: string): MapAddress {
  const params = new URLSearchParams(search);
  const value = (key: string) => params.get(key)?.trim() || null;
  return { building: buildingFromSearch(search), office: value("office"), from: value("from"), stepFree: params.get("step-free") === "1" };
}

/**
 * The address of one route, for the QR code a visitor scans to take it along: `?from=<start>&to=<CODE>`,
 * plus `office=` and `step-free=1` when chosen. Opened on a phone, it draws the same route.
 */
export function routeLink(route: { from: string; to: string; office?: string | null; stepFree?: boolean }): string {
  const params = new URLSearchParams({ from: route.from, to: route.to });
  if (route.office) params.set("office", route.office);
  if (route.stepFree) params.set("step-free", "1");
  return `/campus-map?${params.toString()}`;
}

/** The address that opens the map with an office's card and route (search hits, the assistant's links). */
export function officeLink(id: string): string {
  return `/campus-map?office=${encodeURIComponent(id)}`;
}

/**
 * Which building holds a faculty department, so the faculty directory's Location button can select it.
 * Unknown departments answer null (the map opens without a selection).
 */
const DEPARTMENT_BUILDINGS: ReadonlyArray<[RegExp, string]> = [
  [/registrar/i, "REG"],
  [/student affairs/i, "OSA"],
  [/health/i, "UHS"],
  [/ict/i, "ICT"],
  [/human resource/i, "HRMO"],
  [/accounting|budget|cashier/i, "CASH"],
  [/research/i, "RDC"],
  [/president|administration and finance|academic affairs/i, "ADMIN"],
  [/engineering/i, "COE"],
  [/information and computing/i, "CICS"],
  [/arts and sciences/i, "CAS"],
  [/education/i, "CED"],
  [/business/i, "CBM"],
  [/agriculture/i, "CAF"],
  [/library/i, "LIB"],
];

export function buildingCodeForDepartment(department: string): string | null {
  for (const [pattern, code] of DEPARTMENT_BUILDINGS) if (pattern.test(department)) return code;
  return null;
}
