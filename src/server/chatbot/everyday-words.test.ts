/**
 * Everyday words around a question ('ulit', 'sa umaga', 'extra') never make the assistant doubt the record
 * named; a thing nothing holds still does ('may casino ba'). A shortened month before a day is that month, and
 * a Filipino root's o raised to u before a suffix is found ('sagutin': sagot).
 */
import { describe, expect, it } from "vitest";
import { ask } from "../testing/assistant.ts";
import { filipinoRoots, normalise } from "./language.ts";
import { framingTerms } from "./explained.ts";

describe("everyday words", () => {
  it("are framing words, but no noun naming a thing is", () => {
    const frame = framingTerms();
    for (const w of ["ulit", "umaga", "gabi", "mahirap", "kausapin", "binigay", "ago", "extra", "wrong"]) expect(frame.has(w), w).toBe(true);
    for (const w of ["casino", "helicopter", "passport", "nightclub"]) expect(frame.has(w), w).toBe(false);
  });

  it("around a record's question, in Filipino, Taglish and English, leave the fact answered", () => {
    expect(ask("magkano po ulit ang TOR kada pahina").message).toMatch(/₱100\.00/);
    expect(ask("anong oras bukas ang library sa umaga").message).toMatch(/7:30 AM/);
    expect(ask("nawala ulit ang id ko, magkano ang kapalit").message).toMatch(/₱150\.00/);
    expect(ask("how much is a transcript, i was charged extra").message).toMatch(/₱100\.00/);
    expect(ask("kailan sasagutin ng opisina ang foi request ko").message).toMatch(/1-7 working days/);
  });

  it("do not hide a thing nothing holds, 'may' before a noun included", () => {
    for (const q of ["may casino ba sa campus", "may nightclub ba malapit sa dorm", "is there a nightclub near the dorm ulit"]) expect(ask(q).category, q).toBe("fallback");
  });
});

describe("Filipino and shortened forms", () => {
  it("reads a shortened month before a day as the month", () => {
    expect(normalise("exam on feb 12")).toBe("exam on february 12");
    expect(normalise("sept. 3rd")).toBe("september 3rd");
    expect(normalise("dec is cold")).toBe("dec is cold");
    expect(ask("what is on dec 18").message).toMatch(/Lantern Parade/);
  });

  it("finds a root whose last o is raised to u before a suffix, and roots after nai-, pina-, ipina-", () => {
    expect(filipinoRoots("sagutin")).toContain("sagot");
    expect(filipinoRoots("aksyunan")).toContain("aksyon");
    expect(filipinoRoots("naibigay")).toContain("bigay");
    expect(filipinoRoots("ipinadala")).toContain("dala");
  });
});

describe("Filipino names of places, services and applicants", () => {
  it("reads the chapel, counseling, results, applying and a freshie", () => {
    expect(ask("hanggang anong oras bukas ang kapilya").message).toMatch(/6:00 PM/);
    expect(ask("libre ba ang pagpapayo").message).toMatch(/free|libre/i);
    expect(ask("kailan ang huling araw para mag-aplay sa pagtatapos").message).toMatch(/November 29/);
  });
});
