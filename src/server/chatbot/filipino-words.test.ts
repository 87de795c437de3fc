/**
 * A question asked wholly in Filipino, with the Filipino word for the campus thing ('pamantasan', 'pangalawang
 * pangulo', 'bulwagan', 'sahod'), is answered as its English twin is; its affixed verbs reach their roots; and
 * what is out of scope in English stays refused in Filipino.
 */
import { describe, expect, it } from "vitest";
import { filipinoRoots, mapWord, normalise, wordsListedTwice } from "./language.ts";
import { ask, probes } from "../testing/assistant.ts";

describe("Filipino affixes peeled to the root", () => {
  it.each([
    ["nagpapagamot", "gamot"],
    ["pagpapagamot", "gamot"],
    ["pinapapirmahan", "pirma"],
    ["nakakapagtapos", "tapos"],
    ["magpapaayos", "ayos"],
    ["ipinapapalit", "palit"],
    ["pinapaprint", "print"],
  ])("%s reaches %s", (word, root) => {
    expect(filipinoRoots(word)).toContain(root);
  });

  it("keeps a root of four letters at least", () => {
    expect(filipinoRoots("pakiramdam")).not.toContain("ramdam".slice(0, 3));
    expect(filipinoRoots("bayaran")[0]).toBe("bayar");
  });

  it("lists each Filipino word once in the word tables", () => {
    expect(wordsListedTwice()).toEqual([]);
    expect(mapWord("pamantasan")).toEqual(["university"]);
    expect(normalise("pangalawang pangulo sa akademiko")).toBe("vp sa akademiko");
  });
});

describe("officials asked by their Filipino titles", () => {
  it.each(
    probes(`
      sino po ang pangulo ng aming pamantasan
      sinong pangulo ng pamantasang ito
      who is the university president
    `),
  )("%s", (q) => expect(ask(q).message).toMatch(/Aurelio C\. Bautista/));

  it.each(
    probes(`
      sino ang ikalawang pangulo para sa pananaliksik at ekstensyon
      sino po ang bise presidente ng pananaliksik
      sino ang namumuno sa pananaliksik ng pamantasan
    `),
  )("%s", (q) => expect(ask(q).message).toMatch(/Cristina F\. Ramirez/));

  it("a dean of a college named 'dalubhasaan'", () => {
    expect(ask("sino ang dekano ng dalubhasaan ng inhinyeriya").message).toMatch(/Josefina D\. Tumaliuan/);
  });
});

describe("buildings and rooms in Filipino", () => {
  it.each(
    probes(`
      ilan ang kasya sa bulwagan
      gaano karaming tao ang makakasya sa awditoryum
      how many people fit in the auditorium
    `),
  )("%s", (q) => expect(ask(q).message).toMatch(/\b800\b/));

  it.each(
    probes(`
      nasaan ang laboratoryo ng kimika
      saan ang laboratoryong pang kimika
    `),
  )("%s", (q) => expect(ask(q).message).toMatch(/Science Laboratory/));

  it.each(
    probes(`
      nasaan ang himnasyo ng pamantasan
      saan ang gimnasyo
    `),
  )("%s", (q) => expect(ask(q).message).toMatch(/Gymnasium/));

  it("a parking place named 'paradahan'", () => {
    expect(ask("saan ang paradahan ng mga bisita").message).toMatch(/Parking/);
  });
});

describe("health in Filipino", () => {
  it.each(
    probes(`
      saan pwedeng magpagamot ng ngipin
      masama ang aking pakiramdam, saan ako pupunta
      may sakit ako saan ang pagamutan
      nilalagnat ako saan ang klinika
    `),
  )("%s", (q) => expect(ask(q).message).toMatch(/Health Services|Clinic/));

  it.each(
    probes(`
      numero para sa krisis sa isip
      ano ang numerong matatawagan ng kaibigan kong may krisis sa isip
    `),
  )("%s", (q) => expect(ask(q).message).toMatch(/\b1553\b/));
});

describe("money, documents and academic life in Filipino", () => {
  it.each(
    probes(`
      magkano ang sahod ng nars na hinahanap nyo
      magkano ang suweldo ng nars
      how much is the salary for nurse
    `),
  )("%s", (q) => expect(ask(q).message).toMatch(/46,725/));

  it.each(
    probes(`
      magkano po ang sertipikadong kopya ng diploma
      magkano ang isang sertipikadong tunay na kopya ng diploma
    `),
  )("%s", (q) => expect(ask(q).message).toMatch(/₱50\.00/));

  it.each(
    probes(`
      hanggang kailan ang pagpasa ng aplikasyon para sa pagtatapos
      kailan ang deadline ng aplikasyon para makapagtapos
    `),
  )("%s", (q) => expect(ask(q).message).toMatch(/November 29/));

  it.each(
    probes(`
      may kursong pagkanars ba ang pamantasan
      may kurso ba kayo sa medisina
    `),
  )("%s", (q) => expect(ask(q).message).toMatch(/Hindi inaalok|does not offer/));

  it.each(
    probes(`
      ano ang dadalhin ng bagong mag-aaral sa pagpapatala
      anong dokumento ang dadalhin ng bagong estudyante
    `),
  )("%s", (q) => expect(ask(q).message).toMatch(/Form 138|Report Card/));

  it("a lantern parade in Filipino", () => {
    expect(ask("anong petsa ang parada ng mga parol").message).toMatch(/December 18/);
  });

  it("a board meeting in Filipino", () => {
    expect(ask("saan ang pulong ng lupon ng mga rehente").message).toMatch(/Board Room/);
  });

  it("answers in Filipino", () => {
    expect(ask("saan matatagpuan ang himnasyo").message).toMatch(/Nakamarka/);
  });
});

describe("out of scope in Filipino stays refused", () => {
  it.each(
    probes(`
      ikaw na ang magpatala sa akin
      kayo na lang po magbayad ng matrikula ko
    `),
  )("%s", (q) => expect(ask(q).message).toMatch(/Hindi ako makagagawa ng transaksyon/));

  it.each(
    probes(`
      sino ang pangulo ng ibang pamantasan
      magkano ang matrikula sa ibang kolehiyo
    `),
  )("%s", (q) => expect(ask(q).message).toMatch(/Para lamang sa Magat Valley State University/));

  it.each(
    probes(`
      ano ang mga sagot sa pagsusulit sa pagpasok
      pahingi ng sagot sa pagsusulit
    `),
  )("%s", (q) => expect(ask(q).message).toMatch(/sagot sa exam/));

  it.each(
    probes(`
      ano ang numero ng pangulo sa bahay
      saan ang bahay ng dekano
      magkano ang sahod ni Dr. Bautista
    `),
  )("%s", (q) => expect(ask(q).message).toMatch(/pribadong impormasyon/));
});
