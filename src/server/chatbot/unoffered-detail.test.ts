import { describe, expect, it } from "vitest";
import { ask, probes } from "../testing/assistant.ts";

describe("a detail asked of a program MVSU does not offer", () => {
  it.each(
    probes(`
      head of the nursing department
      contact number ng college of medicine
      e-mail of the law school
      when is the enrollment for the architecture program
      nursing program tuition
      magkano ang matrikula sa pharmacy course
      where is the college of criminology
      saan ang law school dito
      passing score for the architecture program
      dean of pharmacy
    `),
  )("%s gets the fallback category", (q) => {
    const r = ask(q);
    expect(r.category).toBe("fallback");
    expect(r.message).toMatch(/does not offer|Hindi inaalok|don't have/i);
  });

  it.each(
    probes(`
      do you offer architecture
      may criminology ba kayo
      is there a law school
      how many years is pharmacy
      nursing requirements
    `),
  )("whether it is offered (%s) stays the not-offered answer", (q) => {
    const r = ask(q);
    expect(r.category).not.toBe("fallback");
    expect(r.message).toMatch(/does not offer|Hindi inaalok/);
  });

  it("a college MVSU has keeps its dean", () => {
    expect(ask("dean of the college of engineering").category).not.toBe("fallback");
  });
});

describe("tuition of a graduate degree", () => {
  it.each(
    probes(`
      masters tuition fee
      how much is the tuition for a doctorate
      magkano ang tuition sa graduate school
    `),
  )("%s is not answered with the undergraduate free-tuition law", (q) => {
    expect(ask(q).category).toBe("fallback");
  });

  it("undergraduate tuition is free", () => {
    expect(ask("how much is the tuition").message).toMatch(/free|libre/i);
  });
});

describe("a fragment closing on a price word", () => {
  it.each(
    probes(`
      gym rental per hour
      locker rent
      chapel baptism fee
      bus price
    `),
  )("%s with no price in the reply is the fallback", (q) => {
    expect(ask(q).category).toBe("fallback");
  });

  it.each(
    probes(`
      tor fee
      id replacement fee
      certificate of enrollment fee po
    `),
  )("%s states its price", (q) => {
    expect(ask(q).message).toMatch(/₱/);
  });
});

describe("a score or grade asked as a value", () => {
  it.each(
    probes(`
      passing score ng entrance exam
      what is the lowest passing grade for the admission test
    `),
  )("%s with no figure in the reply is the fallback", (q) => {
    expect(ask(q).category).toBe("fallback");
  });

  it.each(
    probes(`
      minimum average for the academic merit scholarship
      math grade needed for computer science
    `),
  )("%s states the figure", (q) => {
    expect(ask(q).message).toMatch(/\d+ ?%/);
  });
});
