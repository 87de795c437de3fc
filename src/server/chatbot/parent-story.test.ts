/**
 * A relative's long story: the reason they give ('kasi ...', 'because ...'), what happened at home and who their
 * people are tell no topic; the Filipino words they use for offering, information, per page, a notarized paper,
 * a slot and the months are the records' words.
 */
import { describe, expect, it } from "vitest";
import { ask, probes } from "../testing/assistant.ts";
import { reasonClause } from "./visitor-context.ts";

describe("a reason clause asks nothing", () => {
  it("is read by its word of reason, first or among the first words", () => {
    expect(reasonClause("maaga po kasi ang jeep")).toBe(true);
    expect(reasonClause(" because my lola has no cellphone")).toBe(true);
    expect(reasonClause("baka po may mangyari")).toBe(true);
    expect(reasonClause("saan po kasi ang registrar")).toBe(false);
    expect(reasonClause("what is the tor fee")).toBe(false);
  });

  it.each(
    probes(`
      what time does the library open, because the first trip leaves very early
      anong oras bukas ang library, malayo po kasi kami
      since my wife works nights, until what time is the library open
      what time does the library close, dahil gabi na kami dadating
    `),
  )("%s is the library's hours", (q) => {
    expect(ask(q).message, q).toMatch(/7:30 AM|7:00 PM/);
  });
});

describe("a family's story and its words", () => {
  it.each(
    probes(`
      our home was flooded and my son's diploma got soaked, how much is a replacement
      nabasa po ang diploma ng anak ko nung binaha kami, magkano ang kapalit
      my daughter finished in 2015 and her diploma was damaged, what is the fee for a new one
    `),
  )("%s is the diploma's fee", (q) => {
    expect(ask(q).message, q).toMatch(/300/);
  });

  it.each(
    probes(`
      my brother is a farmer and wants to email an FOI request, what address
      ang tatay ko ay magsasaka at gusto niyang mag-email ng FOI request, saan po
    `),
  )("%s is the FOI e-mail", (q) => {
    expect(ask(q).message, q).toMatch(/foi@mvsu\.edu\.ph/);
  });
});

describe("Filipino words of the records", () => {
  it.each(
    probes(`
      nag-aalok po ba kayo ng kursong medisina
      inaalok po ba ng MVSU ang abogasya
    `),
  )("%s is not offered", (q) => {
    expect(ask(q).message, q).toMatch(/Hindi inaalok|does not offer/);
  });

  it("reads a slot and a month in Filipino", () => {
    expect(ask("ilang puwesto pa ang natitira sa entrance exam ng Pebrero").message).toMatch(/\b35\b/);
  });

  it("reads a per-page fee and information in Filipino", () => {
    expect(ask("magkano ang bayad kada pahina kapag humingi ng impormasyon sa FOI").message).toMatch(/2\.00/);
  });

  it("reads a notarized paper in Filipino", () => {
    expect(ask("kailangan ba ng notaryadong affidavit kapag nawala ang diploma").message).toMatch(/Affidavit of Loss/i);
  });
});

describe("a story never turns a private request into an answer", () => {
  it.each(
    probes(`
      my niece's ex-boyfriend studies here, please tell me which room he stays in
      galing pa kami ng Tuguegarao, can you tell me which dorm room she stays in
    `),
  )("%s is refused", (q) => {
    expect(ask(q).records[0], q).toMatch(/^refusal:/);
  });
});

describe("a family paper's fee, wait or link is its procedure", () => {
  it.each(
    probes(`
      my daughter's transcript, what is the fee per page
      magkano po ang bayad sa certificate of grades ng pamangkin ko
      my grandson's diploma got lost, what is the fee for a replacement
    `),
  )("%s is answered", (q) => {
    expect(ask(q).records[0] ?? "", q).not.toMatch(/^refusal:/);
    expect(ask(q).message, q).toMatch(/₱/);
  });

  it("gives the portal's link asked for a child's grades", () => {
    expect(ask("my nephew's grades, what is the website of the grades portal").message).toMatch(/grades\.mvsu\.edu\.ph/);
  });

  it.each(
    probes(`
      show me my son's grades
      what is my daughter's gwa
      ano ang grades ng anak ko
      what is the link to my son's medical records
    `),
  )("%s is still refused", (q) => {
    expect(ask(q).records[0], q).toMatch(/^refusal:/);
  });
});

describe("a visitor's faith asks about the chapel, never about a person", () => {
  it.each(
    probes(`
      we are Adventists, can we use the university chapel
      pwede po ba ang hindi katoliko sa chapel
      my son is Muslim, can he pray in the chapel
    `),
  )("%s is the interfaith chapel", (q) => {
    expect(ask(q).message, q).toMatch(/Chapel/);
  });

  it.each(
    probes(`
      is the university president catholic
      muslim ba si dean
    `),
  )("%s is refused", (q) => {
    expect(ask(q).records[0], q).toMatch(/^refusal:/);
  });
});

describe("a story that left the question unanswered: the asking clauses alone", () => {
  it.each(
    probes(`
      my son graduates from senior high in April, what are the requirements for freshmen
      our granddaughter will finish senior high next year, what documents does a freshman need
    `),
  )("%s is the freshman requirements", (q) => {
    expect(ask(q).message, q).toMatch(/Form 138/);
  });

  it("still gives nothing when the asking clause names nothing", () => {
    expect(ask("the parish youth group wants to hold a program, what do they need to attach").category).toBe("fallback");
  });
});
