/**
 * The thing a value is asked of must be in the reply: a neighbouring record that holds the place or office but
 * not the thing (a service held there, a post, a fee of another act) is no answer (asked-thing.ts).
 */
import { describe, expect, it } from "vitest";
import { ask, probes } from "../testing/assistant.ts";
import { askedThing } from "./asked-thing.ts";

describe("the thing asked must be said by the reply", () => {
  it.each(
    probes(`
      who is the thesis adviser of bsit 4-a
      what time is the mass at the university chapel on saturdays
      what are the visiting hours of the men's dormitory
      magkano po ang graduation fee sa mvsu
      kailan ang deadline ng completion ng incomplete grade
    `),
  )("%s gets the fallback", (q) => {
    const r = ask(q);
    expect(r.category, `${q} -> ${r.message}`).toBe("fallback");
  });

  it.each(
    probes(`
      how much is the transcript of records
      magkano ang TOR
      what time does the library open
      who is the dean of the college of engineering
      how much are the photocopies for an foi request
      until what time is the ict help desk open
    `),
  )("%s keeps its answer", (q) => {
    const r = ask(q);
    expect(r.category, `${q} -> ${r.message}`).not.toBe("fallback");
  });

  it("reads the thing after the lead-in, without the kind of value, days or verbs", () => {
    expect(askedThing("what time is the Saturday choir practice at the gym")?.words).toEqual(["choir", "practice"]);
    expect(askedThing("how much is the locker rental fee")?.words).toEqual(["locker", "rental"]);
    expect(askedThing("how much is covered by the scholarship")).toBeUndefined();
    expect(askedThing("when is the deadline for teachers to encode grades")).toBeUndefined();
    expect(askedThing("where is the registrar")).toBeUndefined();
  });
});
