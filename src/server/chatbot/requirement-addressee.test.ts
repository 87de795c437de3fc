/**
 * 'Who' asked of one requirement item that names whom it is addressed to, signed or issued by: the item as its
 * record states it, not a person post nor an unrelated record.
 */
import { describe, expect, it } from "vitest";
import { ask, probes } from "../testing/assistant.ts";

describe("whom a requirement item is addressed to or from", () => {
  it.each(
    probes(`
      to whom should i address the application letter for the scholarship
      who is the scholarship application letter adressed to
      kanino ko ia-address ang application letter para sa scholarship
      scholarship letter of application, who do i address it to?
    `),
  )("names the Scholarship Committee: %s", (q) => {
    expect(ask(q).message).toMatch(/addressed to the Scholarship Committee/);
  });

  it.each(
    probes(`
      who issues the certification of rank for the academic excellence scholarship
      academic excellence scholarship certification of rank, sino ang pipirma
    `),
  )("names the school principal: %s", (q) => {
    expect(ask(q).message).toMatch(/Certification of rank from the school principal/);
  });

  it("leaves a letter of another record to the person asked", () => {
    expect(ask("employer here, to whom do we address our verification letter, who is the university registrar").message).not.toMatch(/Scholarship Committee/);
  });
});
