/**
 * The next entrance exam one can still register for is the first coming date with seats left: a full date is
 * skipped when registering, slots or availability is asked, and kept when only the next date is asked.
 */
import { describe, expect, it } from "vitest";
import { ask, probes } from "../testing/assistant.ts";

describe("next entrance exam with seats", () => {
  it("skips a full date when seats are asked", () => {
    const qs = probes(`
      next entrance exam date with available slots
      next entrance exam na may bakanteng slot
      next entrance exam i can still apply for
      when is the next entrance exam with open slots
    `);
    const missed = qs.map((q) => ({ q, m: ask(q).message })).filter(({ m }) => !/^The next entrance exam is on Wednesday, February 12, 2025|^Ang susunod na entrance exam ay sa Miyerkules, February 12, 2025/.test(m));
    expect(missed.map(({ q, m }) => `${q} -> ${m.slice(0, 90)}`)).toEqual([]);
  });

  it("keeps the first coming date when only the next date is asked", () => {
    expect(ask("when is the next entrance exam").message).toMatch(/^The next entrance exam is on Wednesday, January 15, 2025/);
  });
});
