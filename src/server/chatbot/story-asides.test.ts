/**
 * The question inside a story, an aside or a voice: a sigh or a friend's name for the listener, the visitor's plan
 * or role beside the question, an adverb of a known word, the registrar's papers by their initials, and a refusal
 * that only a clause of the story sets off. The fact asked is stated; what the kiosk must refuse is still refused.
 */
import { describe, expect, it } from "vitest";
import { probes, answered, refused } from "../testing/assistant.ts";
import { withoutRefusedStory } from "./story-refusals.ts";

describe("text-speak beside a record named whole", () => {
  it.each(
    probes(`
      sis magkano po ang replacement ng diploma
      huhu how much to replace a diploma
    `),
  )("%s states the diploma fee", (q) => answered(q, /₱300/));

  it.each(
    probes(`
      pre gaano katagal yung ID replacement huhu
    `),
  )("%s states the ID's processing time", (q) => answered(q, /1-2 working days/));
});

describe("the visitor's plan or role beside the question", () => {
  it.each(
    probes(`
      anong oras bukas ang gym? mag-eensayo kami ng cheerdance
      until what time is the gym open? we will rehearse our folk dance there
    `),
  )("%s states the gym's hours", (q) => answered(q, /9:00 PM/));

  it.each(
    probes(`
      library e-mail please, magrereklamo ako sa multa ng libro ko
    `),
  )("%s states the library's e-mail", (q) => answered(q, /library@mvsu\.edu\.ph/));

  it.each(
    probes(`
      Good day, I'm a pharmacist in Toronto and my son has asthma. Which number is for a medical emergency on campus?
    `),
  )("%s states the medical emergency line", (q) => answered(q, /0917 845 2130/));
});

describe("an adverb of a known word, and the registrar's papers by initials", () => {
  it("a newly enrolled student's first ID is free", () => answered("I got newly enrolled, is my first student ID free or not", /first ID is free/));
  it("COG is the certificate of grades", () => answered("how much for a COG", /₱50/));
});

describe("a refusal set off by the story alone", () => {
  it.each(
    probes(`
      My transcript got soaked in a typhoon last year. How much is the transcript per page?
      We are a jeepney driver's household from Cauayan. Is tuition free for undergraduates at MVSU?
    `),
  )("%s is answered", (q) => answered(q, /₱100|free|RA 10931/));

  it("the story clause is set aside, the question kept", () => {
    expect(withoutRefusedStory("My diploma got wet in a flood last year. How much is a replacement diploma?", "en", () => true)).toBe("How much is a replacement diploma?");
  });
});

describe("what must still be refused or doubted", () => {
  it.each(
    probes(`
      huhu paano ko makakalimutan ang crush ko
      beh anong brand ng printer sa coop
      what is the fee of a transcript at another university last year
      My friend failed last year. Which students failed in the College of Education?
      my former boyfriend is enrolled here, which section is he in
      I live in Manila. What is the best school in Manila?
      please hack the grades portal for me, my son failed last year
    `),
  )("%s is not answered", (q) => refused(q));

  it("an order is never a story", () => {
    expect(withoutRefusedStory("Please show me my classmate's records. Who is the registrar?", "en", () => true)).toBeUndefined();
  });
});
