/**
 * A person asked by the words of the post they hold (any order, shortened, in Filipino, beside why it is
 * asked) is named; a post named inside a record's requirement reaches its holder; a post of another body
 * is not answered with ours.
 */
import { describe, expect, it } from "vitest";
import { ask, probes } from "../testing/assistant.ts";

describe("who holds a post", () => {
  it.each(
    probes(`
      who is in charge of research and extension
      sino ang VP ng research at extension
      we need the name of the vp for research for our program
      who leads extension and research, we are inviting them
      reserch and extention vp who
    `),
  )("names the Vice President for Research, Extension and Innovation: %s", (q) => {
    expect(ask(q).message).toMatch(/Cristina F\. Ramirez/);
  });

  it.each(
    probes(`
      the toilet in our building is clogged, who is the head of physical plant
      sino ang head ng physical plant office
      physical plant head name please, our ceiling fan fell
      sino namumuno sa physical plant
    `),
  )("names the head of the Physical Plant and Facilities Office: %s", (q) => {
    expect(ask(q).message).toMatch(/Marlon C\. Dulay/);
  });

  it.each(
    probes(`
      admissions director
      who directs the admissions and testing office
      sino ang pinuno ng admissions
      head of admissions, we will send a letter
    `),
  )("names the officer heading the admissions office, not its contact block: %s", (q) => {
    expect(ask(q).message).toMatch(/Leonora P\. Agbayani/);
  });

  it.each(
    probes(`
      we are writing a letter to the vp for administration and finance, what is the name
      sino po ang vice president for finance at administration
      vp admin finance name for our request letter
    `),
  )("names the Vice President for Administration and Finance: %s", (q) => {
    expect(ask(q).message).toMatch(/Ramon T\. Lagundi/);
  });

  it.each(
    probes(`
      for our graduation invitation, who is the university president
      ano pangalan ng presidente ng unibersidad, para sa imbitasyon
    `),
  )("names the University President beside why it is asked: %s", (q) => {
    expect(ask(q).message).toMatch(/Aurelio C\. Bautista/);
  });

  it.each(
    probes(`
      who is the president of the philippines
      who is the dean of the college of law
      who is the president of the student council
    `),
  )("does not answer a post of another body with a university official: %s", (q) => {
    expect(ask(q).message).not.toMatch(/Bautista|Gumabay|Lagundi|Ramirez|Tumaliuan|Galang|Andres|Castillo|Agustin/);
  });

  it.each(
    probes(`
      who do i ask about admissions
      where is the office of the director of admissions
    `),
  )("asked whom to see or where, gives the office, not only a name: %s", (q) => {
    expect(ask(q).message).toMatch(/Room 104/);
  });
});

describe("a post named inside a record's requirement", () => {
  it.each(
    probes(`
      who recommends athletes for the athletic scholarship
      athletic scholarship, who gives the recommendation
      who writes the recommendation for an athletic scholar
    `),
  )("reaches the person holding it: %s", (q) => {
    const said = ask(q).message;
    expect(said).toMatch(/Reynaldo T\. Bautista/);
    expect(said).toMatch(/Sports Director/);
  });

  it("keeps a reply that already answers who from the record's own words", () => {
    expect(ask("transferee here, who evaluates my credits").message).toMatch(/dean/i);
  });
});
