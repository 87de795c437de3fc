import { z } from "zod";

/**
 * The campus plan's geometry and the offices people look for, from the files in content/map/ (one schema
 * per file). Everything is keyed by building code (content/map/buildings.json, the `map_buildings` rows),
 * so the plan can be drawn and routed offline while titles, hours and contacts stay in the database.
 * Coordinates are the plan's space: x 0 (west) to 100 (east), y 0 (north) to 100 (south).
 */

const coordinate = z.number().min(-5).max(105);
export const PlanPoint = z.tuple([coordinate, coordinate]).describe("[x, y] in the plan's space");
export type PlanPoint = z.infer<typeof PlanPoint>;

const id = z.string().regex(/^[A-Za-z0-9][A-Za-z0-9-]*$/, "must be letters, digits and dashes");

/** A door of a building; its id is also a node of the walkway graph. */
export const Entrance = z.object({
  id: id.describe("Node id of the door in the walkway graph, '<CODE>-<door>', e.g. 'ADMIN-main'"),
  name: z.string().min(1).describe("How directions name the door: 'main door', 'west door'"),
  x: coordinate,
  y: coordinate,
});
export type Entrance = z.infer<typeof Entrance>;

/** content/map/footprints.json: each building's outline, its short label on the plan and its doors. */
export const Footprint = z.object({
  label: z.array(z.string().min(1).max(14)).min(1).max(2).describe("One or two short lines drawn inside the outline"),
  outline: z.array(PlanPoint).min(3).describe("Polygon of the building, corners in order"),
  entrances: z.array(Entrance).min(1).describe("Doors; a route ends at the nearest usable one"),
});
export type Footprint = z.infer<typeof Footprint>;
export const Footprints = z.record(z.string().min(1), Footprint).describe("Keyed by building code");
export type Footprints = z.infer<typeof Footprints>;

export const WalkwayNode = z.object({ id, x: coordinate, y: coordinate });
export type WalkwayNode = z.infer<typeof WalkwayNode>;

/** One walkable stretch between two nodes, usable both ways. */
export const WalkwayEdge = z.object({
  from: id.describe("Node id: a junction, a gate or an entrance"),
  to: id,
  metres: z.number().positive().describe("Walking length in metres (at least the straight-line distance)"),
  name: z.string().min(1).optional().describe("Walkway name used in directions; absent for a door's short path"),
  steps: z.boolean().describe("True when the stretch has steps or stairs: never on a wheelchair route"),
});
export type WalkwayEdge = z.infer<typeof WalkwayEdge>;

/** content/map/walkways.json: the graph routes are computed on. */
export const Walkways = z.object({
  metresPerUnit: z.object({ x: z.number().positive(), y: z.number().positive() }).describe("Metres per plan unit east-west and north-south"),
  geo: z
    .object({ north: z.number(), west: z.number(), degreesPerUnit: z.number().positive() })
    .describe("Latitude of y=0, longitude of x=0 and degrees per plan unit: places the plan on the Google map"),
  nodes: z.array(WalkwayNode).min(1),
  edges: z.array(WalkwayEdge).min(1),
});
export type Walkways = z.infer<typeof Walkways>;

export const Gate = z.object({
  id: id.describe("Node id of the gate in the walkway graph"),
  name: z.string().min(1),
  x: coordinate,
  y: coordinate,
  note: z.string().optional().describe("What a visitor should know: who uses it, when it is open"),
});
export type Gate = z.infer<typeof Gate>;

export const ParkingArea = z.object({
  id,
  name: z.string().min(1),
  building: z.string().optional().describe("Building code when the lot is also a map building (PARK)"),
  outline: z.array(PlanPoint).min(3),
});
export type ParkingArea = z.infer<typeof ParkingArea>;

export const Landmark = z.object({
  id,
  name: z.string().min(1),
  kind: z.enum(["monument", "fountain", "garden", "shelter"]).describe("Decides the symbol on the plan"),
  x: coordinate,
  y: coordinate,
});
export type Landmark = z.infer<typeof Landmark>;

/** content/map/places.json: what a visitor recognises that is not a building. */
export const Places = z.object({ gates: z.array(Gate).min(1), parking: z.array(ParkingArea), landmarks: z.array(Landmark) });
export type Places = z.infer<typeof Places>;

/** A compass bearing in steps of 90: 0 north (up on the plan), 90 east, 180 south, 270 west. */
export const Facing = z.union([z.literal(0), z.literal(90), z.literal(180), z.literal(270)]);
export type Facing = z.infer<typeof Facing>;

/** content/map/kiosks.json: where a kiosk stands (KIOSK_LOCATION names one). */
export const KioskLocation = z.object({
  id: id.describe("Value of KIOSK_LOCATION, e.g. 'ADMIN-lobby'"),
  name: z.string().min(1).describe("Shown as 'You are here: <name>'"),
  building: z.string().optional().describe("Building code when the kiosk stands inside one"),
  x: coordinate,
  y: coordinate,
  facing: Facing.describe("The way a visitor looks when facing the screen; the plan turns so this is up"),
  joins: z.array(id).min(1).describe("Graph nodes reachable straight from the kiosk (its building's doors)"),
});
export type KioskLocation = z.infer<typeof KioskLocation>;
export const KioskLocations = z.array(KioskLocation).min(1);

/**
 * content/map/offices.json: offices by what people call them. Hours and contact are the building's (the
 * `map_buildings` row) unless `contactFrom` names a contact block elsewhere in content/.
 */
export const Office = z.object({
  id: id.describe("Stable id, e.g. 'registrar', used in ?office=<id>"),
  name: z.string().min(1),
  building: z.string().min(1).describe("Building code the office is in"),
  floor: z.string().min(1).describe("'Ground floor', '2nd floor'"),
  room: z.string().min(1).describe("Room number or where on the floor"),
  aliases: z.array(z.string().min(1)).min(1).describe("Words people use for it (English and Filipino), searched"),
  contactFrom: z
    .string()
    .regex(/^(offices|student-services):[a-z0-9-]+$/, "must be 'offices:<id>' or 'student-services:<id>'")
    .optional()
    .describe("A contact block (hours, phone, e-mail) in content/offices.yaml or content/student-services/services.yaml"),
});
export type Office = z.infer<typeof Office>;
export const Offices = z.array(Office).min(1);

/** Hours and contact of an office, resolved at build time from its `contactFrom` block. */
export const OfficeContact = z.object({ hours: z.string().optional(), phone: z.string().optional(), email: z.string().optional() });
export type OfficeContact = z.infer<typeof OfficeContact>;
/** An office as the map island receives it. */
export type PlanOffice = Office & { contact?: OfficeContact };

/** All of content/map's geometry in one value. */
export interface CampusPlan {
  footprints: Footprints;
  walkways: Walkways;
  places: Places;
  kiosks: KioskLocation[];
}
