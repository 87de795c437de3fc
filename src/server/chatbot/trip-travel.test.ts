/** A trip taken for the university is its travel: the forms for official travel answer questions about a trip. */
import { describe, expect, it } from "vitest";
import { ask, probes } from "../testing/assistant.ts";

describe("a trip is travel", () => {
  it.each(
    probes(`
      how do I liquidate the cash advance from our trip
      paano i-liquidate ang cash advance sa biyahe namin
      liquidation of cash advance for a trip
    `),
  )("%s is the liquidation report", (q) => {
    expect(ask(q).message, q).toMatch(/Cash Advance Liquidation Report/);
  });

  it("reaches the travel order by a trip for official business", () => {
    expect(ask("what form for an official trip").message).toMatch(/Travel Order/);
  });
});
