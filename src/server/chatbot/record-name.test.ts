/** A question asking what a record is called gets its full name first; a reply that says it stays as it is. */
import { describe, expect, it } from "vitest";
import { ask, probes } from "../testing/assistant.ts";
import { withRecordName } from "./record-name.ts";
import { assistant as a } from "../testing/assistant.ts";

describe("the name of a record", () => {
  it.each(
    probes(`
      what is the entrance exam called
      what's the name of the admission test
      whats the name of ur entrance exam
      ano ang pangalan ng entrance exam
    `),
  )("states the record's full name: %s", (q) => {
    expect(ask(q).message).toMatch(/MVSU College Admission Test/);
  });

  it("leaves a reply that already says the name", () => {
    expect(withRecordName(a.facts.entities, "what is the name of the athletic scholarship", { message: "Athletic Scholarship: partial tuition.", records: ["scholarship:athletic"] }, "en")).toBeUndefined();
    expect(ask("what is the name of the university president").message).not.toMatch(/Its full name/);
  });
});
