/**
 * A record named inside a long sentence: who is asking, why, from where and what they like is the visitor's
 * context, never a reason to doubt the record nor a pull toward another one. Questions written for these rules,
 * in several phrasings; other universities' facts, private data and near misses stay refused.
 */
import { describe, expect, it } from "vitest";
import { ask, probes } from "../testing/assistant.ts";
import { withoutDescribingClauses, withoutRelativeWho } from "./intents.ts";
import { withoutWhereabouts } from "./whereabouts.ts";
import { identityClauses, unaskingClauses } from "./visitor-context.ts";
import { vocabularyOf } from "./spelling.ts";
import { assistant } from "../testing/assistant.ts";

describe("a describing 'who' after someone", () => {
  it("asks no person, whatever the noun before it", () => {
    expect(withoutRelativeWho("an incoming freshman who loves statistics")).not.toMatch(/\bwho\b/);
    expect(withoutRelativeWho("a grade 12 student from ilocos sur who wants to design houses")).not.toMatch(/\bwho\b/);
    expect(withoutRelativeWho("my pamangkin who just graduated")).not.toMatch(/\bwho\b/);
    // A 'who' that asks stays: at the start, after 'tell me', 'know', or a comma.
    expect(withoutRelativeWho("who is the dean of cas")).toMatch(/\bwho\b/);
    expect(withoutRelativeWho("can you tell me who is the registrar")).toMatch(/\bwho\b/);
    expect(withoutRelativeWho("i want to know who has the key")).toMatch(/\bwho\b/);
    expect(withoutRelativeWho("i need to write to the dean of cas, who is it")).toMatch(/\bwho\b/);
  });

  it("its clause is cut away when a side answer is looked for", () => {
    expect(withoutDescribingClauses("i'm a freshman who loves statistics, which college is bs math under")).toBe("i'm a freshman, which college is bs math under");
  });

  it("leaves the clause saying who someone is", () => {
    expect(identityClauses("i'm an incoming freshman who loves statistics, which college is bs mathematics under")).toHaveLength(1);
    expect(unaskingClauses("my tita who works abroad is asking, how much is the tor")).toHaveLength(1);
  });
});

describe("a sentence's end", () => {
  it("cuts the visitor's story from the question", () => {
    expect(unaskingClauses("I am a foreign applicant. What e-mail should I use?")).toEqual(["I am a foreign applicant."]);
    // A title's full stop cuts nothing.
    expect(unaskingClauses("Is Dr. Castillo the dean?")).toEqual([]);
  });
});

describe("where the visitor or their people come from", () => {
  const known = (w: string) => ["library", "registrar", "mvsu", "campus"].includes(w);
  it("is set aside when no record knows the place", () => {
    expect(withoutWhereabouts("i'm a grade 12 student from ilocos sur, do you offer architecture", known)).toBe("i'm a grade 12 student, do you offer architecture");
    expect(withoutWhereabouts("we are a bank in santiago city verifying grades, what is the fee", known)).toBe("we are a bank verifying grades, what is the fee");
    expect(withoutWhereabouts("taga nueva ecija po kami, galing po kami from nueva ecija, saan ang registrar", known)).toContain("saan ang registrar");
    expect(withoutWhereabouts("retired librarian visiting from california, how many floors does the library have", known)).toBe("retired librarian visiting, how many floors does the library have");
  });
  it("stays when a record knows it or it names a field", () => {
    expect(withoutWhereabouts("i'm a student from the campus, where is the registrar", known)).toBeUndefined();
    expect(withoutWhereabouts("she wants to work in sales, is there a marketing course", known)).toBeUndefined();
  });
});

describe("the speller", () => {
  it("holds the words families use for a child's interests and careers", () => {
    const v = vocabularyOf(assistant.facts, assistant.knowledge);
    expect(v.respell("my daughter likes cooking")).toBe("my daughter likes cooking");
    expect(v.respell("my son loves baking and drawing")).toBe("my son loves baking and drawing");
  });
});

describe("a record named inside the visitor's story", () => {
  it("answers the program asked, not what a word of the story matches", () => {
    for (const q of probes(`
      my daughter likes cooking, which college offers food technology
      anak ko mahilig magluto, saang college ang food technology
      my son loves cooking, what college is bs food technology under
    `)) expect(ask(q).message, q).toMatch(/agriculture and forestry/i);
    for (const q of probes(`
      i'm an incoming freshman who loves statistics, which college is bs mathematics under
      im a freshman who likes statistics, what college offers bs mathematics
    `)) expect(ask(q).message, q).toMatch(/arts and sciences/i);
    for (const q of probes(`
      Is there a degree for students who want to become physical education teachers?
      do you have a course for people who want to be PE teachers
    `)) expect(ask(q).message, q).toMatch(/physical education/i);
  });

  it("says a program is not offered whatever the visitor tells around it", () => {
    for (const q of probes(`
      i'm a grade 12 student from ilocos sur who wants to design houses, do you offer bs architecture
      we're from nueva ecija, does mvsu offer architecture
      do you offer veterinary medicine since you have an agriculture college
      my son who loves animals wants veterinary medicine, do you offer it
    `)) expect(ask(q).message, q).toMatch(/does not offer|hindi inaalok/i);
  });

  it("answers the post's holder or the office's contact asked after the story", () => {
    expect(ask("i need to address my letter of appeal to the dean of the college of arts and sciences, who is it").message).toMatch(/Noel/);
    expect(ask("Our agency wants to address a letter to the Vice President for Academic Affairs. Who currently holds that post?").message).toMatch(/Gumabay/);
    expect(ask("who currently holds the post of vice president for academic affairs").message).toMatch(/Gumabay/);
    expect(ask("I am a foreign applicant. What e-mail address should I use to ask the admissions office?").message).toMatch(/admissions@mvsu\.edu\.ph/);
    expect(ask("good day, we are a bank in santiago city verifying the grades of an applicant, what is your verification fee per document").message).toMatch(/150/);
    expect(ask("i am a retired librarian visiting from california, just curious how many floors your main library has").message).toMatch(/four|4/i);
  });

  it("keeps other universities, private data and near misses refused", () => {
    for (const q of probes(`
      how much is tuition for students from ateneo
      My former girlfriend studies here. Which dormitory room is she staying in?
      who is the dean of the college of medicine, i need to send my letter of appeal to him
      my dragon got sick, what form do i need
    `)) expect(ask(q).category, q).toBe("fallback");
  });
});

describe("everyday words around a post or a job", () => {
  it("a boss is the head of what it names", () => {
    expect(ask("who is the boss of the whole school, i want to address my letter properly").message).toMatch(/Bautista/);
    expect(ask("sino ang boss ng registrar").message).toMatch(/Soriano/);
  });
  it("a field before a job is the visitor's work, not a program asked", () => {
    const reply = ask("i need my tor for a nursing job in the uk, how much is it and how long will it take").message;
    expect(reply).toMatch(/100/);
    expect(reply).toMatch(/3-5 working days/);
    expect(ask("do you offer nursing").message).toMatch(/does not offer/);
  });
});

describe("a program's initials said as a common word", () => {
  it("name the program between an article and a program word", () => {
    for (const q of probes(`
      do you have an it course and what college
      may it course ba kayo
    `)) expect(ask(q).message, q).toMatch(/information technology/i);
    expect(ask("how long is it").category).toBe("fallback");
  });
});

describe("a program with a major", () => {
  it("is named by its degree's code and the major's first word", () => {
    expect(ask("minimum general average to get into bsba marketing").message).toMatch(/80%/);
    expect(ask("ilang taon ang bsed math").message).toMatch(/Mathematics/);
  });
});
