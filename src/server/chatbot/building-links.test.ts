import { describe, expect, it } from "vitest";
import { buildingForEntities, buildingLinks } from "./building-links.ts";
import { readKnowledgeSeed } from "../db/seed.ts";
import { readFileSync } from "node:fs";
import path from "node:path";

const buildings = [
  { code: "REG", title: "Registrar Office" },
  { code: "OSA", title: "Student Affairs Office" },
  { code: "UHS", title: "University Clinic" },
  { code: "SEC", title: "Campus Security Office" },
  { code: "LIB", title: "University Library" },
];

describe("buildingForEntities", () => {
  it("matches the same words in any order, ignoring generic words and possessives", () => {
    expect(buildingForEntities(["Registrar's Office"], buildings)?.code).toBe("REG");
    expect(buildingForEntities(["Office of Student Affairs"], buildings)?.code).toBe("OSA");
    expect(buildingForEntities(["Campus Security"], buildings)?.code).toBe("SEC");
    expect(buildingForEntities(["Health Centre", "University Clinic"], buildings)?.code).toBe("UHS");
  });
  it("matches a building code", () => {
    expect(buildingForEntities(["lib"], buildings)?.code).toBe("LIB");
  });
  it("does not match a partial name or an unrelated entity", () => {
    expect(buildingForEntities(["Student Affairs Scholarship Desk"], buildings)).toBeUndefined();
    expect(buildingForEntities(["Academic Calendar"], buildings)).toBeUndefined();
    expect(buildingForEntities(["Security"], buildings)).toBeUndefined();
    expect(buildingForEntities([], buildings)).toBeUndefined();
  });
});

describe("seeded knowledge and the seeded campus map", () => {
  it("links the answers about the registrar, library, clinic, student affairs, security and the cafeteria to their buildings", async () => {
    const seed = await readKnowledgeSeed();
    const map = JSON.parse(readFileSync(path.resolve("content/map/buildings.json"), "utf8")) as { code: string; title: string }[];
    const links = buildingLinks(seed.map((item, id) => ({ id, entities: item.entities })), map);
    const bySlug = Object.fromEntries(seed.map((item, id) => [item.slug, links.get(id)?.code]));
    expect(bySlug).toMatchObject({
      "registrar-office": "REG",
      library: "LIB",
      "health-services": "UHS",
      "student-affairs": "OSA",
      "campus-security": "SEC",
      cafeteria: "CAFE",
      "administration-building": "ADMIN",
      "engineering-building": "COE",
      "ict-helpdesk": "ICT",
    });
    expect(bySlug["academic-calendar"]).toBeUndefined();
  });
});
