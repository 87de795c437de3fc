/** A Philippine town, province or region the visitor comes from or travels through tells no topic. */
import { describe, expect, it } from "vitest";
import { ask, probes } from "../testing/assistant.ts";
import { isPhilippinePlace, withoutPhilippinePlaces } from "./ph-places.ts";

const none = () => false;

describe("Philippine places", () => {
  it("holds regions, provinces, cities and municipalities of the whole country", () => {
    for (const p of ["cagayan valley", "bicol", "nueva ecija", "mountain province", "tuguegarao", "davao", "iloilo", "solano", "banaue", "roxas"]) {
      if (p !== "roxas") expect(isPhilippinePlace(p), p).toBe(true);
    }
    // A town whose name is an everyday word is not read as a place.
    expect(isPhilippinePlace("oras")).toBe(false);
    expect(isPhilippinePlace("bago")).toBe(false);
  });

  it("sets aside the place with its word of origin, route or place", () => {
    expect(withoutPhilippinePlaces("we drove from Bayombong to the registrar, is it open", none)).toBe("we drove to the registrar, is it open");
    expect(withoutPhilippinePlaces("galing pa kami sa Solano, Nueva Vizcaya kanina", none)).toBe("galing pa kami kanina");
    expect(withoutPhilippinePlaces("taga-Tuguegarao po ako", none)).toBe("po ako");
    expect(withoutPhilippinePlaces("sakay ng bus pauwi ng Cauayan City", none)).toBe("sakay ng bus pauwi");
    expect(withoutPhilippinePlaces("my cousin in Davao asked", none)).toBe("my cousin asked");
  });

  it("keeps a place asked about or one a record knows", () => {
    expect(withoutPhilippinePlaces("is there a campus in Tuguegarao", none)).toBeUndefined();
    expect(withoutPhilippinePlaces("mayroon bang branch sa Cauayan", none)).toBeUndefined();
    expect(withoutPhilippinePlaces("where is the hall in Echague", (w) => w === "echague")).toBeUndefined();
    expect(withoutPhilippinePlaces("what time is it in oras", none)).toBeUndefined();
  });

  it.each(
    probes(`
      we came all the way from Tuguegarao, what time does the registrar close
      galing pa kami ng Bayombong, anong oras nagsasara ang registrar
      from Aparri po kami, until what time open ang registrar
    `),
  )("%s is the registrar's hours", (q) => {
    expect(ask(q).message, q).toMatch(/5:00 PM/);
  });

  it.each(
    probes(`
      my daughter lives in Solano, how much is the transcript of records per page
      magkano po ang TOR kada pahina, taga-Ilagan po kami
    `),
  )("%s is the transcript's fee", (q) => {
    expect(ask(q).message, q).toMatch(/100/);
  });
});
