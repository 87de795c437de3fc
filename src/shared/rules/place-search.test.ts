import { describe, expect, it } from "vitest";
import { buildingSnapshot as buildingsFile } from "../../lib/campus-map.ts";
import officesFile from "../../../content/map/offices.json";
import { matchBuildings, matchOffices, placeQuery } from "./place-search.ts";

const ids = (q: string) => matchOffices(officesFile, q).map((o) => o.id);
const codes = (q: string) => matchBuildings(buildingsFile, q).map((b) => b.code);

describe("place search", () => {
  it("drops question words in English and Filipino", () => {
    expect(["Saan ang cashier?", "Where is the guidance office", "office"].map(placeQuery)).toEqual(["cashier", "guidance", "office"]);
  });

  it("finds offices by what people call them", () => {
    // What a visitor types, and the office that must come first.
    const firstOffice = { "saan ang cashier": "cashier", kahera: "cashier", registrar: "registrar", "nasaan po ang klinika": "clinic", "guidance office": "guidance", "where is the clinic?": "clinic" };
    for (const [query, id] of Object.entries(firstOffice)) expect(ids(query)[0], query).toBe(id);
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
