/**
 * A student service asked by the need it meets, inside a story: a place of the story that offers nothing asked
 * gives way to the service whose feature the need names; asked where, one word only that service offers is
 * enough; students helping students and outside mental health professionals reach the guidance office.
 */
import { describe, expect, it } from "vitest";
import { ask, probes, answered } from "../testing/assistant.ts";

describe("a need told in a story", () => {
  it.each(
    probes(`
      my son lives in the dorm and has a toothache, can he have his teeth checked on campus
      nasa dorm ang anak ko, may dentista ba para sa ngipin niya
      my daughter is at the women's dormitory, can a dentist look at her teeth
    `),
  )("%s gets the dental feature, not the dormitory", (q) => answered(q, /dental/i));
});

describe("a need asked where by a word one place offers", () => {
  it.each(
    probes(`
      saan ko po ipapa-check ang ngipin ko
      saan pwede magpatingin ng ngipin
      where do i have my teeth looked at
    `),
  )("%s reaches the health service's dental care", (q) => answered(q, /dental|clinic|health services/i));

  it.each(
    probes(`
      where can i buy a spaceship part
      saan ang unicorn
    `),
  )("%s stays unanswered", (q) => expect(ask(q).category, q).toBe("fallback"));
});

describe("students helping students and referral", () => {
  it.each(
    probes(`
      is there a peer support group for students
      may peer counseling ba dito
      can i talk to a fellow student instead of a counselor
      may kapwa estudyante ba na pwede kausapin sa guidance
      are there student volunteers in the guidance office
    `),
  )("%s gets the peer facilitators", (q) => answered(q, /peer facilitators/i));

  it.each(
    probes(`
      psychologist referral
      can guidance refer me to a psychologist
      saan pwede magpa refer sa psychologist
    `),
  )("%s gets the guidance office's referral", (q) => answered(q, /referral to mental health|guidance/i));
});
