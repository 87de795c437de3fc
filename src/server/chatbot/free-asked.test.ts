/**
 * A yes/no cost question ('do I have to pay', 'is it free', 'may bayad ba', 'libre po ba') is answered by the
 * record that says the thing is free, whatever words the record says it in; a price asked outright, a record that
 * states a fee of its own, and things no record calls free are not.
 */
import { describe, expect, it } from "vitest";
import { ask, probes, answered } from "../testing/assistant.ts";

const FREE = /\bfree\b|free of charge|walang bayad|libre/i;

describe("whether a thing costs anything", () => {
  it.each(
    probes(`
      my roommate says the school internet costs money. will I be charged for the wifi on campus?
      do I need to pay anything to get on the campus wi-fi
    `),
  )("%s is the Wi-Fi's free sentence", (q) => answered(q, /Wi-Fi is free/i));

  it.each(
    probes(`
      is counseling at the guidance office free for students?
      may bayad po ba ang counseling sa guidance?
    `),
  )("%s is the guidance office's fee", (q) => answered(q, FREE));

  it.each(
    probes(`
      my lola wants to see the foundation week parade. does she have to pay?
      foundation week po, may bayad po ba manood?
    `),
  )("%s is the announcement's free sentence", (q) => answered(q, /activities are free/i));

  it.each(
    probes(`
      do we still pay tuition if my brother enrolls here
      magbabayad pa po ba kami sa pag-aaral ng anak ko dito?
    `),
  )("%s is the free tuition", (q) => answered(q, /RA 10931/));

  it.each(
    probes(`
      is there a charge if I only want to inquire at the public assistance desk?
      may bayad ba kung magtatanong lang po sa public assistance desk?
    `),
  )("%s is the general information service's fee", (q) => answered(q, FREE));
});

describe("what no record calls free stays unanswered as free", () => {
  it.each(
    probes(`
      how much is the graduation fee?
      how much is the rent at the dorm?
      magkano ang upa sa dormitoryo?
    `),
  )("%s is not told it is free", (q) => expect(ask(q).message, q).not.toMatch(/Wi-Fi is free|activities are free|Guidance & Counseling is free|no fee for General Information/i));

  it.each(
    probes(`
      do I have to pay for a transcript for my scholarship?
      do i have to pay to see the school nurse?
      where do i pay my fees?
      can i pay my fees online?
    `),
  )("%s gets no neighbouring record's free sentence", (q) => expect(ask(q).message, q).not.toMatch(/Guidance & Counseling is free|Free tuition|Wi-Fi is free|activities are free/i));

  it("a transcript's own fee stands", () => expect(ask("Do I have to pay for a transcript for my scholarship?").message).toMatch(/₱100/));

  it.each(
    probes(`
      do I have to pay to get my classmate's grades?
      is it free to hack the student portal?
    `),
  )("%s is still refused", (q) => expect(ask(q).category, q).toBe("fallback"));
});
