/**
 * Details of the portal records and the page text shown with them: a page panel named whole by the question
 * (the University Website way in), and the visitor's own grades asked after what a teacher said.
 */
import { describe, expect, it } from "vitest";
import { ask, probes } from "../testing/assistant.ts";

describe("a page panel named by its label", () => {
  it.each(
    probes(`
      how can i open the student portal through the university website
      paano mag-access ng portal mula sa university website
      how do i acces the portals on the universty website
    `),
  )("states the University Website way in: %s", (q) => {
    expect(ask(q).message).toMatch(/University Website: Go to www\.mvsu\.edu\.ph and choose Students, then Online Services/);
  });

  it.each(
    probes(`
      what is the url of the grades portal
      student portal links
    `),
  )("keeps the portal links when no panel is named: %s", (q) => {
    expect(ask(q).message).not.toMatch(/University Website: Go to/);
  });
});

describe("the visitor's own grades after what someone said", () => {
  it.each(
    probes(`
      my teacher said the grades are posted, link to check my grades
      my adviser told us grades are out, what is the link for my grades
      my prof announced grades are available, where do i view mine online
    `),
  )("is not refused as someone else's grades: %s", (q) => {
    expect(ask(q).records).not.toContain("refusal:private-data");
  });

  it("gives the grades portal", () => {
    expect(ask("my teacher said the grades are posted, link to check my grades").message).toMatch(/grades\.mvsu\.edu\.ph/);
    expect(ask("my instructor mentioned grades are out, link to check my grades").message).toMatch(/grades\.mvsu\.edu\.ph/);
  });

  it.each(
    probes(`
      show me my classmate's grades
      my friend's grades please
      what are my professor's grades for his masters
    `),
  )("still refuses someone else's grades: %s", (q) => {
    expect(ask(q).records).toContain("refusal:private-data");
  });
});

describe("what an account portal shows, asked by the visitor's words", () => {
  it.each(
    probes(`
      where do i see my gwa
      saan ko makikita ang GWA ko
      how can i check my general weighted average online
      am i on the dean's list, where can i check
      paano malaman kung deans list ako
    `),
  )("points to the grades portal: %s", (q) => {
    expect(ask(q).message).toMatch(/grades\.mvsu\.edu\.ph/);
  });

  it.each(
    probes(`
      who are the deans
      list of the deans of mvsu
    `),
  )("still names the deans when they are asked: %s", (q) => {
    expect(ask(q).message).toMatch(/Dr\. Ernesto P\. Galang/);
  });

  it("reads an average asked of a scholarship as the scholarship's", () => {
    expect(ask("what average do i need for the merit scholarship").message).toMatch(/90% average/);
  });
});

describe("update as what the visitor does", () => {
  it.each(
    probes(`
      after i set my portal password what else should i update
      what do i need to update after activating my portal account
    `),
  )("is the first-time guide's profile step, not the news: %s", (q) => {
    expect(ask(q).message).toMatch(/mobile number and e-mail for password recovery/);
  });

  it.each(
    probes(`
      latest updates
      any updates from the university
    `),
  )("updates asked are still the news: %s", (q) => {
    expect(ask(q).records.some((r) => r.startsWith("announcement:"))).toBe(true);
  });
});
