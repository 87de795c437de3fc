/**
 * The visitor's situation names the service: what happened to them (a card that broke, being treated rudely, living
 * far and needing a place to stay, a complaint nobody acted on, wanting one's money back, not knowing which career
 * to take, a phone snatched) reaches the record that handles that case, and a window asked of a service is the
 * window its step is taken at. Out-of-scope probes show the situation words do not make the kiosk answer what it
 * must refuse.
 */
import { describe, expect, it } from "vitest";
import { ask, probes, answered } from "../testing/assistant.ts";

describe("damage told in any words is the replacement of a damaged card", () => {
  it.each(
    probes(`
      my student ID snapped in two, what form do I fill out for a new one
      nabasag yung ID card ko, may form ba para mapalitan
      my ID picture has faded so much, which form gets me a new card
    `),
  )("%s is the ID replacement request", (q) => answered(q, /Student ID Replacement Request/));
});

describe("being treated badly is a complaint", () => {
  it.each(
    probes(`
      the clerk at the window was so impolite, who do I report this to
      sinigawan ako ng empleyado sa opisina, saan ko pwede i-report
      an employee ignored me and was unprofessional, where do I report that
    `),
  )("%s goes to the complaints desk", (q) => answered(q, /Complaints Desk|complaints@mvsu/));

  it.each(
    probes(`
      my complaint was not resolved by the office, who else can take it up
      I'm not satisfied with how my complaint was handled, where can I bring it next
    `),
  )("%s is elevated outside the university", (q) => answered(q, /Anti-Red Tape|8888/));
});

describe("the situation told reaches the service", () => {
  it.each(
    probes(`
      my family lives three provinces away, who can I ask about lodging inside the campus
      taga-malayong bayan ako, saan magtatanong tungkol sa matutuluyan sa campus
    `),
  )("%s is the housing office", (q) => answered(q, /Housing Office|Dormitory/));

  it.each(
    probes(`
      I paid for a subject that was later cancelled, can I get the money back, what form
    `),
  )("%s is the refund request", (q) => answered(q, /Refund of Fees/));

  it.each(
    probes(`
      hindi ako sigurado kung anong career ang bagay sa akin, may test ba kayo
      I honestly feel clueless about which career path to take, does anyone help with that
    `),
  )("%s is the counselors' career guidance", (q) => answered(q, /Guidance/));

  it.each(
    probes(`
      may nag-snatch ng bag ko sa parking, sino pwede tawagan
    `),
  )("%s is the guards", (q) => answered(q, /Security/));

  it.each(
    probes(`
      saan pwede bibili ng school supplies dito sa loob
      where could I purchase a PE uniform on campus, is there a store
    `),
  )("%s is the cooperative store", (q) => answered(q, /Cooperative Store/));
});

describe("a window asked of a service is the window its step is taken at", () => {
  it.each(
    probes(`
      which window do I go to for a certificate of grades
      saang window pipila para sa certificate of grades
    `),
  )("%s is window 3", (q) => answered(q, /Window 3/));

  it.each(
    probes(`
      anong window para sa diploma
      what window takes the transcript request
    `),
  )("%s is window 2", (q) => answered(q, /Window 2/));
});

describe("situation words do not make the kiosk answer what it must refuse", () => {
  it.each(
    probes(`
      my classmate was rude to me, can you tell me his home address
      my phone screen cracked, how much does a repair shop in town charge
      give me the answers to the midterm, I'm not sure about question 3
      which window at the LTO office handles driver's licenses
    `),
  )("%s gets the fallback or a refusal", (q) => expect(ask(q).category, `${q} -> ${ask(q).message}`).toBe("fallback"));
});
