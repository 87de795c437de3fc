import { describe, expect, it } from "vitest";
import { Vocabulary, editDistance, isMisspelling, isVowelDropped } from "./spelling.ts";

const vocab = new Vocabulary([
  "The emergency number of the clinic. The grades portal link. The subject dropping form. Open Monday to Saturday.",
  "Nursing is not offered. The cafeteria opens early. Transcript of records. Track and field. Would you like a chair?",
]);

describe("isVowelDropped", () => {
  it.each([
    ["numbr", "number"],
    ["emrgncy", "emergency"],
    ["lnk", "link"],
    ["opn", "open"],
  ])("reads %s as %s with vowels left out", (typed, meant) => expect(isVowelDropped(typed, meant)).toBe(true));

  it.each([
    ["nmbre", "number"],
    ["numbr", "nimber"],
    ["number", "number"],
    ["kau", "kayo"],
  ])("does not read %s as %s", (typed, meant) => expect(isVowelDropped(typed, meant)).toBe(false));
});

describe("editDistance", () => {
  it("counts a swap of neighbours as one edit", () => expect(editDistance("emial", "email", 2)).toBe(1));
  it("stops counting past the allowance", () => expect(editDistance("abcdef", "uvwxyz", 2)).toBe(3));
  it("counts only changed and extra letters when left-out letters cost little", () => {
    expect(Math.floor(editDistance("clinc", "clinic", 2, 0.01))).toBe(0);
    expect(Math.floor(editDistance("trick", "track", 2, 0.01))).toBe(1);
  });
});

describe("isMisspelling", () => {
  it.each([
    ["clinc", "clinic"],
    ["libary", "library"],
    ["emial", "email"],
    ["nurzing", "nursing"],
    ["transcipt", "transcript"],
  ])("%s is a misspelt %s", (typed, meant) => expect(isMisspelling(typed, meant)).toBe(true));

  it.each([
    ["trick", "track"],
    ["movie", "move"],
    ["world", "would"],
    ["forget", "forgot"],
    ["aside", "aide"],
  ])("%s is a word of its own, not a misspelt %s", (typed, meant) => expect(isMisspelling(typed, meant)).toBe(false));
});

describe("Vocabulary", () => {
  it("restores words visitors shorten or misspell", () => {
    expect(vocab.respell("emrgncy numbr for d clinic")).toBe("emergency number for the clinic");
    expect(vocab.respell("lnk ng grades portl pls")).toBe("link ng grades portal pls");
    expect(vocab.respell("form pra mag drop ng subjct")).toBe("form para mag drop ng subject");
    expect(vocab.respell("may bs nurzing b kau")).toBe("may bs nursing ba kayo");
  });

  it("never turns a word the kiosk holds, or a real word near one, into another word", () => {
    expect(vocab.respell("Track and field")).toBe("Track and field");
    expect(vocab.respell("the trick to pass")).toBe("the trick to pass");
    expect(vocab.respell("my son and his car")).toBe("my son and his car");
    expect(vocab.respell("world map")).toBe("world map");
  });

  it("reads a Filipino word with its linker as the word", () => {
    const fil = new Vocabulary(["nawala ang ID"]);
    expect(fil.correct("nawalang")).toBeUndefined();
  });

  it("keeps the visitor's capitals and punctuation around words it does not change", () => {
    expect(vocab.respell("Is the Cafeteria opn?")).toBe("Is the Cafeteria open?");
  });
});
