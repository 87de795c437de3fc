/**
 * A reply that leaves the asked value unanswered counts as the fallback: the reply itself says no record holds
 * the value, a prediction, and a rate, score threshold, count, price or graduate degree the reply does not state.
 * The same nouns asked of a value the records hold are still answered.
 */
import { describe, expect, it } from "vitest";
import { ask, probes, answered } from "../testing/assistant.ts";

const unanswered = (q: string) => expect(ask(q).category, `${q} -> ${ask(q).message}`).toBe("fallback");
describe("a value no record holds is unanswered", () => {
  it.each(
    probes(`
      magkano po ang bayad sa pagkuha ng entrance test
      what do applicants pay to sit the admission test
      entrance exam fee pls
    `),
  )("%s: the records list no fee, so the honest reply counts as the fallback", (q) => {
    const r = ask(q);
    expect(r.category, r.message).toBe("fallback");
  });

  it.each(
    probes(`
      do you think classes will be suspended on thursday
      baka may suspension ng klase next week dahil sa bagyo
      is a class suspension expected tomorrow
      kaya bang ma-suspend ang pasok sa martes
    `),
  )("%s is a prediction", unanswered);

  it.each(
    probes(`
      what percentage of your nursing graduates pass the licensure exam, the passing rate
      ano ang employment rate ng mga graduates ng agriculture
      acceptance rate of mvsu for freshmen
    `),
  )("%s asks a rate no record states", unanswered);

  it.each(
    probes(`
      ilang estudyante ang naka-enroll sa mvsu ngayong sem
      how many enrollees does the university have right now
      total number of students at mvsu
      max units per sem na pwedeng i-enroll
      how many slots for bs agriculture freshmen
    `),
  )("%s asks a count no record states", unanswered);

  it.each(
    probes(`
      what is the gwa cut off for latin honors
      the cut-off grade to stay a dean's lister
    `),
  )("%s asks a score threshold no record states", unanswered);

  it.each(
    probes(`
      magkano ang pagkain sa canteen
      what are the food prices in the cafeteria
    `),
  )("%s asks a price no record states", unanswered);

  it.each(
    probes(`
      does the graduate school have a Master in Public Administration
      list of doctoral programs of the graduate school
      magkano ang tuition per unit sa masteral
    `),
  )("%s asks a graduate degree no record names", unanswered);
});

describe("the same nouns asked of a value the records hold are answered", () => {
  it("a dormitory's capacity", () => answered("ilang estudyante kasya sa women's dorm", /\b150\b/));
  it("the cafeteria's seats", () => answered("how many seats does the cafeteria have", /\b300\b/));
  it("slots left on an exam day", () => answered("how many slots are left for the february entrance exam", /\b35\b/));
  it("tomorrow's state, asked without a forecast", () => answered("may pasok ba bukas", /bukas/i));
  it("today's suspension", () => answered("are classes suspended today", /Signal No\.? ?2/i));
  it("the graduate school's office", () => answered("where is the graduate school office", /room 101/i));
  it("how long results take", () => answered("how many weeks do examinees wait for their results after the entrance exam", /2-3 weeks/));
});
