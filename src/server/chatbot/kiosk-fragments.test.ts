/**
 * Questions typed at the lobby kiosk as fragments of a few words with no verb: a program's code split at its
 * degree letters, a degree's majors asked as a whole, two values named one after the other, the graduate
 * school by its short name.
 */
import { describe, expect, it } from "vitest";
import { ask, assistant, probes } from "../testing/assistant.ts";
import { withDegreeWords } from "./program-degree-words.ts";
import { programMajors } from "./program-majors.ts";
import { detectIntents } from "./intents.ts";
import { fragmentQuestion } from "./fragment-value.ts";

describe("a program's code typed with a space after its degree letters", () => {
  it("reads the degree letters and the field word as the code only when they make one", () => {
    const entities = assistant.facts.entities;
    expect(withDegreeWords(entities, "ab psych college")).toBe("abpsych college");
    expect(withDegreeWords(entities, "BS IT years")).toBe("BSIT years");
    expect(withDegreeWords(entities, "bs-ce")).toBe("bsce");
    expect(withDegreeWords(entities, "ab comm offered")).toBe("abcomm offered");
    // Letters that make no code stay as typed.
    expect(withDegreeWords(entities, "bs nursing")).toBe("bs nursing");
    expect(withDegreeWords(entities, "ba ito")).toBe("ba ito");
  });

  it("answers the program asked that way, in English, Filipino and Taglish", () => {
    const cases: [string, RegExp][] = [
      ["ab psych college", /College of Arts and Sciences/],
      ["AB Psych ilang taon", /4|apat/],
      ["bs it saang college", /College of Information and Computing Sciences/],
      ["bs ce how many years", /5 years|limang taon/],
      ["ab comm offered ba", /Communication/],
      ["bs bio college", /College of Arts and Sciences/],
    ];
    for (const [q, want] of cases) expect(ask(q).message, q).toMatch(want);
  });
});

describe("a degree's majors asked as a whole", () => {
  it("lists every major of the degree, in English and Filipino", () => {
    for (const q of probes(`
      bsba majors
      what are the majors of bsba
      business administration specializations
      anong major ng bsba
      mga major ng business administration
    `)) {
      const m = ask(q).message;
      expect(m, q).toMatch(/Financial Management/);
      expect(m, q).toMatch(/Marketing Management/);
    }
    for (const q of probes(`
      bsed majors
      secondary education majors offered
      anong mga major sa bsed
    `)) {
      const m = ask(q).message;
      expect(m, q).toMatch(/English/);
      expect(m, q).toMatch(/Mathematics/);
    }
  });

  it("leaves a question naming one major, or no degree, to that program's answer", () => {
    const entities = assistant.facts.entities;
    expect(programMajors(entities, "bsba major in marketing years", "en")).toBeUndefined();
    expect(programMajors(entities, "bsed english majors", "en")).toBeUndefined();
    expect(programMajors(entities, "what majors", "en")).toBeUndefined();
    expect(programMajors(entities, "bsba fee", "en")).toBeUndefined();
    expect(ask("bsba major in marketing years").message).toMatch(/Marketing Management.*4 years/);
  });
});

describe("two values named one after the other in a fragment", () => {
  it("reads a length of time named right after a price or a list to bring as asked too", () => {
    for (const q of ["tor fee days", "diploma fee time", "bayad araw", "requirements days", "magkano tagal"]) expect(detectIntents(q), q).toContain("time");
    // 'Days' alone or before 'of' is no length of time asked.
    expect(detectIntents("fee days of the week")).not.toContain("time");
  });

  it("answers both the fee and the processing time", () => {
    for (const q of probes(`
      transcript fee days
      diploma replacement fee days
      good moral fee days
      lost id fee time
      id replacement bayad tagal
    `)) {
      const m = ask(q).message;
      expect(m, q).toMatch(/₱/);
      expect(m, q).toMatch(/\d-\d working days|araw/);
    }
  });

  it("answers a program's years and its college named after them", () => {
    for (const q of probes(`
      bsce years and college
      bsce years college
      civil engineering years & college
      ilang taon at kolehiyo ng bsce
    `)) {
      const m = ask(q).message;
      expect(m, q).toMatch(/5 years|limang taon|5 taon/);
      expect(m, q).toMatch(/College of Engineering|Kolehiyo ng Inhinyeriya/);
    }
  });
});

describe("the graduate school by its short name", () => {
  it("answers its e-mail, hours and place", () => {
    expect(ask("grad school email").message).toMatch(/gradschool@mvsu\.edu\.ph/);
    expect(ask("gradschool hours").message).toMatch(/8:00 AM/);
    expect(ask("grad school office open sat").message).toMatch(/Mon-Sat|Sabado/);
    expect(ask("saan ang grad school").message).toMatch(/Room 101|Graduate School/);
  });
});

describe("an office's room asked by a fragment ending in 'room' or 'floor'", () => {
  it("answers the office's room, by its name or initials, in English and Filipino", () => {
    expect(ask("osas room").message).toMatch(/Room 101/);
    expect(ask("student affairs room?").message).toMatch(/Room 101/);
    expect(ask("accounting floor").message).toMatch(/2nd floor/);
    expect(ask("admissions office room").message).toMatch(/Room 104/);
    expect(ask("guidance palapag").message).toMatch(/2nd floor|Room 204/);
  });

  it("leaves a kind of room to its own answer", () => {
    expect(ask("dorm room").message).not.toMatch(/Room 101/);
    expect(ask("comfort room").message).not.toMatch(/Room 101/);
  });
});

describe("a fragment naming the kind of value it wants last, with no question word", () => {
  it("reads the last word as the question it stands for", () => {
    expect(fragmentQuestion("entrance exam duration")?.question).toBe("how long is entrance exam");
    expect(fragmentQuestion("exam report time")?.question).toBe("what time is exam report");
    expect(fragmentQuestion("entrance exam name")?.question).toBe("what is the name of entrance exam");
    expect(fragmentQuestion("clearance approval days?")?.question).toBe("how many days clearance approval");
    // A question word already asks; 'processing time' and 'school days' are no clock time or length asked.
    expect(fragmentQuestion("how long is the entrance exam duration")).toBeUndefined();
    expect(fragmentQuestion("tor processing time")).toBeUndefined();
    expect(fragmentQuestion("school days")).toBeUndefined();
    expect(fragmentQuestion("duration")).toBeUndefined();
  });

  it("answers the value over every kind of record: a step, a program, a service, a contract", () => {
    const cases: [string, RegExp][] = [
      ["entrance exam duration", /3 hours/],
      ["entrance exam length", /3 hours/],
      ["admission test report time", /7:30/],
      ["entrance exam name", /College Admission Test/],
      ["mechanical engineering duration", /5 years/],
      ["clearance approval days", /1-2 working days/],
      ["grade verification days", /3-5 working days/],
      ["agri lab contract duration", /240/],
    ];
    for (const [q, want] of cases) expect(ask(q).message, q).toMatch(want);
  });

  it("keeps the reply as typed when the question its last word stands for holds no such value", () => {
    expect(ask("my pet hamster name").category).toBe("fallback");
  });
});

describe("hours asked overnight", () => {
  it("reads 'overnight' and 'magdamag' as opening hours asked", () => {
    for (const q of ["parking open overnight", "is the library open overnight", "bukas ba magdamag ang clinic"]) expect(detectIntents(q), q).toContain("hours");
    expect(ask("parking open overnight").message).toMatch(/24 hours/);
    expect(ask("library open overnight").message).toMatch(/7:00 PM/);
  });
});

describe("an announcement asked by one word of its title and words of its body", () => {
  it("answers the sentence holding the detail asked", () => {
    expect(ask("student leaders nomination deadline").message).toMatch(/March 7/);
    expect(ask("leaders nomination kailan").message).toMatch(/March 7/);
  });

  it("does not take a title word that only starts like the question's ('installation' for 'installment')", () => {
    expect(ask("form para hulugan ang tuition").message).toMatch(/Installment Payment Agreement/);
    expect(ask("installment tuition form").message).not.toMatch(/Solar/);
  });
});
