/** The campus map's buildings as GET /api/map-buildings answers them. */
import type { Database } from "../db/client.ts";
import { listPublicItems } from "./content-lists.ts";
import type { MapBuilding } from "../../shared/api/map-buildings.ts";

export const getMapBuildings = async (db: Database): Promise<MapBuilding[]> => (await listPublicItems(db, "map-buildings")) as MapBuilding[];
