import { describe, expect, it } from "vitest";
import { Vocabulary, editDistance, initialismsOf, isMisspelling, isVowelDropped, loanwordSpellings } from "./spelling.ts";

const vocab = new Vocabulary([
  "Dr. Ernesto P. Galang, D. Reyes and B. Cruz.",
  "The emergency number of the clinic. The grades portal link. The subject dropping form. Open Monday to Saturday.",
  "Nursing is not offered. The cafeteria opens early. Transcript of records. Track and field. Would you like a chair?",
]);

describe("editDistance", () => {
  it("counts a swap of neighbours as one edit", () => expect(editDistance("emial", "email", 2)).toBe(1));
  it("stops counting past the allowance", () => expect(editDistance("abcdef", "uvwxyz", 2)).toBe(3));
  it("counts only changed and extra letters when left-out letters cost little", () => {
    expect(Math.floor(editDistance("clinc", "clinic", 2, 0.01))).toBe(0);
    expect(Math.floor(editDistance("trick", "track", 2, 0.01))).toBe(1);
  });
});

const RULES = { "vowels left out": isVowelDropped, misspelt: isMisspelling };

describe("reading a typed word as a word the kiosk holds", () => {
  // Text-speak drops vowels only; a left-out or swapped letter is a typo; a changed or extra letter in a short word makes another word.
  it.each([
    ["vowels left out", "numbr", "number", true],
    ["vowels left out", "emrgncy", "emergency", true],
    ["vowels left out", "lnk", "link", true],
    ["vowels left out", "opn", "open", true],
    ["vowels left out", "nmbre", "number", false],
    ["vowels left out", "numbr", "nimber", false],
    ["vowels left out", "number", "number", false],
    ["vowels left out", "kau", "kayo", false],
    ["misspelt", "clinc", "clinic", true],
    ["misspelt", "libary", "library", true],
    ["misspelt", "emial", "email", true],
    ["misspelt", "nurzing", "nursing", true],
    ["misspelt", "transcipt", "transcript", true],
    ["misspelt", "trick", "track", false],
    ["misspelt", "movie", "move", false],
    ["misspelt", "world", "would", false],
    ["misspelt", "forget", "forgot", false],
    ["misspelt", "aside", "aide", false],
  ] as const)("%s: %s for %s is %s", (rule, typed, meant, yes) => expect(RULES[rule](typed, meant)).toBe(yes));
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

  it("reads a Filipino word with its linker as the word, and a function word with its linker as the function word", () => {
    const fil = new Vocabulary(["nawala ang ID"]);
    expect(fil.correct("nawalang")).toBeUndefined();
    expect(fil.respell("ano pong dadalhin")).toBe("ano po dadalhin");
  });

  it("reads a Filipino affixed form by the root the synonym table holds", () => {
    expect(vocab.correct("mapalitan")).toBe("palit");
  });

  it("reads a Filipino spelling of a loanword as the English word the kiosk holds, as written or misspelt", () => {
    const loans = new Vocabulary(["Campus security office. College of Education. Academic calendar. Technical support."]);
    expect(loans.respell("numero ng seguridad ng kampus")).toBe("numero ng security ng campus");
    expect(loans.respell("kolehiyo ng edukasyon")).toBe("kolehiyo ng education");
    expect(loans.correct("akademiko")).toBe("academic");
    expect(loans.correct("teknikal")).toBe("technical");
    // A native word the patterns turn into no held word stays as typed.
    expect(loans.correct("tumatakbo")).toBeUndefined();
    // A verb with the -um- infix reads as its form without it, when the word table holds that ('kumukuha': kukuha).
    expect(loans.correct("kumukuha")).toBe("kukuha");
    expect(loans.correct("bukas")).toBeUndefined();
  });

  it("keeps the visitor's capitals and punctuation around words it does not change", () => {
    expect(vocab.respell("Is the Cafeteria opn?")).toBe("Is the Cafeteria open?");
  });
});

describe("loanwordSpellings", () => {
  it("applies the Filipino loanword patterns cumulatively, the most changed spelling first", () => {
    expect(loanwordSpellings("edukasyon")).toEqual(["education", "edukation"]);
    expect(loanwordSpellings("seguridad")).toEqual(["segurity"]);
    expect(loanwordSpellings("iskedyul").slice(0, 3)).toEqual(["scedul", "scedyul", "skedyul"]);
  });

  it("reads -ri as -ry, -yo as -y, and a k near the start also as a Greek ch", () => {
    expect(loanwordSpellings("laboratoryo")).toContain("laboratory");
    expect(loanwordSpellings("kemistri")).toContain("chemistry");
    expect(loanwordSpellings("mekanikal")).toContain("mechanical");
    expect(loanwordSpellings("teknikal")).toContain("technical");
    expect(loanwordSpellings("kampus")).toContain("campus");
    expect(loanwordSpellings("iskedyul")).toContain("schedul");
  });

  it("leaves short words and words no pattern matches alone", () => {
    expect(loanwordSpellings("kasi")).toEqual([]);
    expect(loanwordSpellings("bahay")).toEqual([]);
  });
});

describe("initialismsOf", () => {
  it("gives the initials of a record's runs of words, none across a short word", () => {
    const got = initialismsOf(["₱50.00 per certified true copy of the diploma"]);
    expect(got).toContain("ctc");
    expect(got).not.toContain("ctcotd");
    expect(got).not.toContain("ctco");
  });
});
