import { afterEach, describe, expect, it, vi } from "vitest";
import buildingsFile from "../../content/map/buildings.json";
import { MapBuildingList } from "../shared/api/map-buildings.ts";
import { buildingCodeForDepartment, buildingFromSearch, buildingLink } from "../shared/rules/campus-map.ts";
import { $buildings, $matches, $mode, $selected, chooseMap, fallBackToStatic, loadBuildings, resetCampusMap, select, setQuery } from "./campus-map.ts";
import { $toast, dismissToast } from "./toast.ts";

const buildings = MapBuildingList.parse(buildingsFile);
const respond = (body: unknown, status = 200) => vi.fn(async () => new Response(typeof body === "string" ? body : JSON.stringify(body), { status })) as unknown as typeof fetch;
const config = (key: string) => ({ chatbot: { enabled: true, serviceUrl: "/api/chat", apiKey: "" }, googleMapsApiKey: key });

afterEach(() => {
  resetCampusMap();
  dismissToast();
});

describe("campus map store", () => {
  it("searches name, code, category and services; a hit selects the first match", async () => {
    await loadBuildings([], respond(buildings));
    setQuery("first aid");
    expect($matches.get().map((b) => b.code)).toEqual(["UHS"]);
    expect($selected.get()?.code).toBe("UHS");
    setQuery("lib");
    expect($selected.get()?.code).toBe("LIB");
    setQuery("Academic");
    expect($matches.get().every((b) => b.category === "Academic")).toBe(true);
    setQuery("no such thing");
    expect($matches.get()).toEqual([]);
    select("coe");
    expect($selected.get()?.title).toBe("College of Engineering");
  });

  it("when the buildings fail: the 'Map Error' toast and the built-in copy", async () => {
    await loadBuildings(buildings.slice(0, 3), respond("down", 500));
    expect($toast.get()).toMatchObject({ title: "Map Error", description: "Failed to load campus buildings", variant: "destructive" });
    expect($buildings.get()).toEqual({ status: "ready", items: buildings.slice(0, 3) });
  });

  it("chooses Google only with a key, and falls back for a failed or slow script", async () => {
    await chooseMap(respond(config("")));
    expect($mode.get()).toEqual({ kind: "static", reason: "no-key" });
    resetCampusMap();
    await chooseMap(respond(config("k")));
    expect($mode.get()).toEqual({ kind: "google", apiKey: "k" });
    fallBackToStatic("timeout");
    expect($mode.get()).toEqual({ kind: "static", reason: "timeout" });
    fallBackToStatic("script-failed");
    expect($mode.get()).toEqual({ kind: "static", reason: "timeout" });
  });
});

describe("campus map rules", () => {
  it("builds and reads deep links", () => {
    expect(buildingLink("DORM-W")).toBe("/campus-map?building=DORM-W");
    expect(buildingFromSearch("?building=LIB")).toBe("LIB");
    expect(buildingFromSearch("")).toBeNull();
  });

  it("maps every faculty department with a building to an existing code", () => {
    const codes = new Set(buildings.map((b) => b.code));
    for (const d of ["Office of the President", "College of Engineering", "Office of the University Registrar", "University Health Services", "Accounting and Budget Office", "ICT Services Office"]) {
      expect(codes).toContain(buildingCodeForDepartment(d));
    }
    expect(buildingCodeForDepartment("Office of the Vice President for Research")).toBe("RDC");
    expect(buildingCodeForDepartment("Somewhere else")).toBeNull();
  });
});
