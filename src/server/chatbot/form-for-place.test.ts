/**
 * What one needs to use a place that lists no requirements is what the form reserving it asks for; a place
 * asked anything else is still the place.
 */
import { describe, expect, it } from "vitest";
import { assistant as a, ask, probes } from "../testing/assistant.ts";
import { formForPlace } from "./form-for-place.ts";

describe("what one needs to use a place", () => {
  it.each(
    probes(`
      our org wants to use the gymnasium for an event, what do we need first
      what do we need to use the gym
      requirements to use the gymnasium for our program
      ano kailangan para magamit ang gym
      what do we need to reserve the gym
    `),
  )("%s is the reservation form's requirement", (q) => {
    const r = ask(q);
    expect(r.message, q).toMatch(/activity proposal/i);
  });

  it.each(
    probes(`
      where is the gym
      gym hours
      is the gymnasium open on sunday
    `),
  )("%s is still the place", (q) => {
    expect(ask(q).message, q).not.toMatch(/activity proposal/i);
  });

  it("is no form for a place no form's purpose names", () => {
    const library = a.facts.entities.find((e) => e.kind === "building" && /library/i.test(e.title));
    expect(library).toBeDefined();
    expect(formForPlace(a.facts, library!)).toBeUndefined();
  });
});
