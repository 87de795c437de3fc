import { describe, expect, it } from "vitest";
import { digitSpelling, endingSpellings, shorteningInContext } from "./text-speak.ts";
import { Vocabulary } from "./spelling.ts";

describe("digitSpelling", () => {
  it("reads the digits 2, 4 and 8 inside a word as the sounds they stand for", () => {
    expect(digitSpelling("b4")).toBe("bfor");
    expect(digitSpelling("2morrow")).toBe("tomorrow");
    expect(digitSpelling("l8")).toBe("late");
  });

  it("leaves numbers and codes with other digits alone", () => {
    expect(digitSpelling("2024")).toBeUndefined();
    expect(digitSpelling("sg12")).toBeUndefined();
    expect(digitSpelling("form138")).toBeUndefined();
  });
});

describe("endingSpellings", () => {
  it("restores a dropped final g and a z written for s", () => {
    expect(endingSpellings("payin")).toEqual(["paying"]);
    expect(endingSpellings("hourz")).toEqual(["hours"]);
  });

  it("keeps short words and words whose ending is their own", () => {
    expect(endingSpellings("pin")).toEqual([]);
    expect(endingSpellings("quiz")).toEqual(["quis"]);
    expect(endingSpellings("buzz")).toEqual([]);
    expect(endingSpellings("again")).toEqual([]);
  });
});

describe("shorteningInContext", () => {
  it("reads 'frm' as a form before a preposition or at the end, else as 'from'", () => {
    expect(shorteningInContext("frm", "the", "for")).toBe("form");
    expect(shorteningInContext("frm", "anong", "ng")).toBe("form");
    expect(shorteningInContext("frm", "clearance", undefined)).toBe("form");
    expect(shorteningInContext("frm", "email", "the")).toBe("from");
  });

  it("reads 'lng' as 'long' after 'how' and as the Filipino 'lang' elsewhere", () => {
    expect(shorteningInContext("lng", "hw", "bago")).toBe("long");
    expect(shorteningInContext("lng", "isa", "po")).toBe("lang");
  });

  it("has no reading for a word with one meaning", () => expect(shorteningInContext("pls", "x", "y")).toBeUndefined());
});

describe("Vocabulary reading text-speak", () => {
  const vocab = new Vocabulary([
    "Processing takes three days before release. The library is open until evening. The subject dropping form.",
    "Civil engineering takes five years. The exam schedule. Contact number of the clinic. Paying by installment.",
    "Mars and mares. Marso is March.",
  ]);

  it("restores digit text-speak, clipped words and text-speak endings", () => {
    expect(vocab.respell("hw lng b4 release")).toBe("how long before release");
    expect(vocab.respell("libary opn til evening")).toBe("library open until evening");
    expect(vocab.respell("frm for droppin subj")).toBe("form for dropping subject");
    expect(vocab.respell("clinic contact num pls")).toBe("clinic contact number pls");
    expect(vocab.respell("how many dayz")).toBe("how many days");
    expect(vocab.respell("payin by installment")).toBe("paying by installment");
  });

  it("corrects a four-letter word only for a vowel between closing consonants or a swap into an unheld letter pair", () => {
    expect(vocab.respell("civl engineering")).toBe("civil engineering");
    expect(vocab.respell("exma schedule")).toBe("exam schedule");
    // A real word near a held one stays as typed.
    expect(vocab.respell("a trip to mars")).toBe("a trip to mars");
    expect(vocab.respell("rain and rude")).toBe("rain and rude");
  });

  it("keeps a number, a code and a word with digits that spells nothing held", () => {
    expect(vocab.respell("room 104, form 138, g8way")).toBe("room 104, form 138, g8way");
  });
});

describe("object property names", () => {
  it("are no shortenings", () => {
    expect(shorteningInContext("constructor", undefined, undefined)).toBeUndefined();
    expect(shorteningInContext("toString", "a", "b")).toBeUndefined();
  });
});
