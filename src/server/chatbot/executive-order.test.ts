/** An executive order is a law: asked which law grants a right, the record naming its executive order answers. */
import { describe, expect, it } from "vitest";
import { ask, probes } from "../testing/assistant.ts";

describe("the law behind a record", () => {
  it.each(
    probes(`
      anong batas ang FOI
      what law covers FOI requests
      foi is under what law
    `),
  )("names Executive Order No. 2 for FOI: %s", (q) => {
    expect(ask(q).message).toMatch(/Executive Order No\. 2/);
  });
});
