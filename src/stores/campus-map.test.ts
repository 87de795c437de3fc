import { afterEach, describe, expect, it, vi } from "vitest";
import { buildingSnapshot as buildingsFile } from "../lib/campus-map.ts";
import officesFile from "../../content/map/offices.json";
import { MapBuildingList } from "../shared/api/map-buildings.ts";
import { buildingCodeForDepartment, buildingFromSearch, buildingLink, readMapAddress, routeLink } from "../shared/rules/campus-map.ts";
import {
  $buildings,
  $matches,
  $mode,
  $route,
  $routeLink,
  $selected,
  $selectedOffice,
  $start,
  $startIsHere,
  chooseMap,
  currentAddress,
  fallBackToStatic,
  loadBuildings,
  openAddress,
  resetCampusMap,
  select,
  setOffices,
  setQuery,
  setStart,
  setStepFree,
} from "./campus-map.ts";
import { $toast, dismissToast } from "./toast.ts";

const buildings = MapBuildingList.parse(buildingsFile);
const respond = (body: unknown, status = 200) => vi.fn(async () => new Response(typeof body === "string" ? body : JSON.stringify(body), { status })) as unknown as typeof fetch;
const config = (key: string, extra: object = {}) => ({ chatbot: { enabled: true, serviceUrl: "/api/chat", apiKey: "" }, googleMapsApiKey: key, ...extra });

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
    expect($buildings.get()).toEqual({ status: "ready", data: buildings.slice(0, 3) });
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

describe("campus map routes", () => {
  it("a kiosk without a location starts at the Admin lobby desk; KIOSK_LOCATION moves it; a phone starts at the Main Gate", async () => {
    await chooseMap(respond(config("")), { kiosk: true });
    expect($start.get()).toMatchObject({ kind: "kiosk", id: "ADMIN-lobby" });
    expect($startIsHere.get()).toBe(true);
    setStart("admin-lobby");
    expect($startIsHere.get()).toBe(true);
    setStart("GATE-east");
    expect($startIsHere.get()).toBe(false);
    expect($start.get().id).toBe("GATE-east");
    setStart("ADMIN-lobby");
    expect($startIsHere.get()).toBe(true);
    resetCampusMap();
    await chooseMap(respond(config("", { kioskLocation: "LIB-lobby", kiosk: { mode: true, idleSeconds: 60, attractSeconds: 180 } })));
    expect($start.get()).toMatchObject({ kind: "kiosk", id: "LIB-lobby", facing: 270 });
    resetCampusMap();
    await chooseMap(respond(config("", { kioskLocation: "nowhere" })), { kiosk: true });
    expect($start.get().id).toBe("ADMIN-lobby");
    resetCampusMap();
    await chooseMap(respond(config("", { kioskLocation: "LIB-lobby" })));
    expect($start.get()).toMatchObject({ kind: "gate", id: "GATE-main" });
    expect($startIsHere.get()).toBe(false);
    setStart("cas");
    expect($start.get()).toMatchObject({ kind: "building", id: "CAS" });
    setStart("no such start");
    expect($start.get().id).toBe("GATE-main");
  });

  it("an office search selects the office and its building and draws the route, step-free on request", async () => {
    setOffices(officesFile);
    await loadBuildings([], respond(buildings));
    await chooseMap(respond(config("")), { kiosk: true });
    setQuery("saan ang cashier");
    expect($selected.get()?.code).toBe("CASH");
    expect($selectedOffice.get()?.id).toBe("cashier");
    const route = $route.get();
    expect(route.status).toBe("ready");
    if (route.status !== "ready") return;
    expect(route.route.metres).toBeGreaterThan(0);
    expect(route.route.directions[0]!.text).toMatch(/^Leave the Administration Building by the /);
    expect($routeLink.get()).toBe("/campus-map?from=ADMIN-lobby&to=CASH&office=cashier");
    setStepFree(true);
    expect($routeLink.get()).toBe("/campus-map?from=ADMIN-lobby&to=CASH&office=cashier&step-free=1");
    expect($route.get().status).toBe("ready");
    select("LIB");
    expect($selectedOffice.get()).toBeNull();
    expect(currentAddress()).toBe("?building=LIB&step-free=1");
  });

  it("opens a shared route address: start, destination, office and the wheelchair option", async () => {
    setOffices(officesFile);
    await loadBuildings([], respond(buildings));
    openAddress("?from=GATE-north&to=uhs&office=clinic&step-free=1");
    expect($start.get().id).toBe("GATE-north");
    expect($selected.get()?.code).toBe("UHS");
    expect($selectedOffice.get()?.id).toBe("clinic");
    const route = $route.get();
    expect(route.status === "ready" && route.route.stepFree).toBe(true);
    expect(currentAddress()).toBe("?building=UHS&office=clinic&from=GATE-north&step-free=1");
    resetCampusMap();
    await loadBuildings([], respond(buildings));
    openAddress("?building=COE");
    expect($selected.get()?.code).toBe("COE");
    expect($route.get().status).toBe("ready");
  });
});

describe("campus map rules", () => {
  it("builds and reads route links", () => {
    expect(routeLink({ from: "ADMIN-lobby", to: "COE" })).toBe("/campus-map?from=ADMIN-lobby&to=COE");
    expect(readMapAddress("?from=GATE-main&to=COE&step-free=1")).toEqual({ building: "COE", office: null, from: "GATE-main", stepFree: true });
    expect(readMapAddress("?building=LIB&to=COE").building).toBe("LIB");
  });

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
