import { describe, expect, it } from "vitest";
import { buildingSnapshot as buildingsFile } from "../../lib/campus-map.ts";
import officesFile from "../../../content/map/offices.json";
import { matchBuildings, matchOffices, placeQuery } from "./place-search.ts";

const ids = (q: string) => matchOffices(officesFile, q).map((o) => o.id);
const codes = (q: string) => matchBuildings(buildingsFile, q).map((b) => b.code);

describe("place search", () => {
  it("drops question words in English and Filipino", () => {
    expect(placeQuery("Saan ang cashier?")).toBe("cashier");
    expect(placeQuery("Where is the guidance office")).toBe("guidance");
    expect(placeQuery("office")).toBe("office");
  });

  it("finds offices by what people call them", () => {
    expect(ids("saan ang cashier")[0]).toBe("cashier");
    expect(ids("kahera")[0]).toBe("cashier");
    expect(ids("registrar")[0]).toBe("registrar");
    expect(ids("nasaan po ang klinika")[0]).toBe("clinic");
    expect(ids("guidance office")[0]).toBe("guidance");
    expect(ids("where is the clinic?")[0]).toBe("clinic");
    expect(ids("TOR")).toContain("registrar");
    expect(ids("x")).toEqual([]);
    expect(ids("no such place")).toEqual([]);
  });

  it("finds buildings by name, code, category and services, exact names first", () => {
    expect(codes("saan ang library")[0]).toBe("LIB");
    expect(codes("first aid")).toEqual(["UHS"]);
    expect(codes("coe")[0]).toBe("COE");
    expect(codes("Facilities").length).toBe(buildingsFile.filter((b) => b.category === "Facilities").length);
    expect(codes("")).toHaveLength(buildingsFile.length);
  });
});
