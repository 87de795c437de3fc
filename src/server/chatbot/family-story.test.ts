/**
 * A parent's or grandparent's story around a question ('my grandson loves basketball', 'our whole family wants
 * to watch', 'malakas ang ulan dito') leaves the record asked answered: kin, feelings and manners of doing are
 * everyday words, everyday Filipino nouns and verbs reach the campus words they mean (almusal: the cafeteria,
 * pormularyo: a form, humiram: borrowing or reserving, pinuno: the head, tauhan: personnel, ulan: the storm), and
 * a thing nothing holds is still a reason to doubt.
 */
import { describe, expect, it } from "vitest";
import { ask, probes } from "../testing/assistant.ts";
import { framingTerms } from "./explained.ts";
import { ownHousehold } from "./everyday-words.ts";
import { vocabularyOf } from "./spelling.ts";
import { assistant } from "../testing/assistant.ts";

describe("kin, feelings and manners in a visitor's story", () => {
  it("are framing words, while things nothing holds are not", () => {
    const frame = framingTerms();
    for (const w of ["grandson", "granddaughters", "nephew", "husband", "loves", "badly", "shy", "elsewhere", "someday", "apo", "maayos", "malakas", "manood"]) expect(frame.has(w), w).toBe(true);
    for (const w of ["helicopter", "passport", "nightclub", "family", "pamilya"]) expect(frame.has(w), w).toBe(false);
  });

  it("a household word tells whose case it is only when it is the visitor's own", () => {
    expect(ownHousehold("our whole family will come to see the parade", "family")).toBe(true);
    expect(ownHousehold("sasama ang buong pamilya namin", "pamilya")).toBe(true);
    expect(ownHousehold("gusto ng pamilya ko pumunta", "pamilya")).toBe(true);
    expect(ownHousehold("list the students and their family income", "family")).toBe(false);
    expect(ownHousehold("my family is here", "grandson")).toBe(false);
  });

  it("leave the record asked answered, in English, Filipino and Taglish", () => {
    const cases: [string, RegExp][] = [
      ["my granddaughter just lost her school id, how much is a replacement", /₱150\.00/],
      ["my grandson did badly in his subjects, when is the finals week", /December 9/],
      ["our whole family would like to see the intramurals, when does it start", /December 2/],
      ["gusto po naming manood ng intramurals kasama ang buong pamilya, kailan po ito", /December 2/],
      ["yung apo ko po mahilig mag basketball, anong oras bukas ang gym", /6:00 AM/],
      ["my nephew loves books, what time does the library open", /7:30 AM/],
    ];
    for (const [q, want] of cases) expect(ask(q).message, q).toMatch(want);
  });

  it("still doubt a thing nothing holds inside the same story", () => {
    for (const q of probes(`
      my grandson loves helicopters, is there a helicopter ride on campus
      our whole family needs passports, where do we apply for a passport
      may nightclub po ba malapit, gusto ng pamilya ko
      list the scholars and their family income
    `)) expect(ask(q).category, q).toBe("fallback");
  });
});

describe("everyday Filipino nouns and verbs for campus words", () => {
  it("read meals as the cafeteria, rain as the storm, the head and the personnel of an office", () => {
    expect(ask("anong oras po bukas ang canteen para sa agahan").message).toMatch(/6:30 AM/);
    expect(ask("umuulan po dito, may pasok po ba ngayon").message).toMatch(/suspend|walang pasok/i);
    expect(ask("sino ang pinuno ng HR").message).toMatch(/Tamayo/);
    expect(ask("sino po ang namumuno sa opisina ng mga tauhan, HR").message).toMatch(/Tamayo/);
  });

  it("read 'pormularyo' as a form and borrowing a hall as reserving it", () => {
    const vocab = vocabularyOf(assistant.facts, assistant.knowledge);
    expect(vocab.respell("anong pormularyo ang kailangan")).toBe("anong form ang kailangan");
    expect(ask("ano pong pormularyo para makahiram ng gym para sa program namin").message).toMatch(/Facility Reservation/);
    expect(ask("pano humiram ng libro sa library").message).toMatch(/borrow/i);
  });

  it("read text-speak 'ngaun' as 'ngayon'", () => {
    const vocab = vocabularyOf(assistant.facts, assistant.knowledge);
    expect(vocab.respell("may klase ba ngaun")).toBe("may klase ba ngayon");
    expect(ask("kelan midterms ngaun sem").message).toMatch(/October 14/);
  });
});
