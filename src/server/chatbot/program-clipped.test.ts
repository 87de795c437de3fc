/**
 * A program's field word clipped and said bare ('psych') in a question about a program: the one program whose
 * field it opens. Without a program asked, or for a field MVSU does not offer, the word keeps its own reading.
 */
import { describe, expect, it } from "vitest";
import { ask, probes } from "../testing/assistant.ts";

describe("a clipped field word said bare", () => {
  it.each(
    probes(`
      saang kolehiyo ang psych
      psych is under which college po
    `),
  )("%s is psychology's college", (q) => {
    const r = ask(q);
    expect(r.message, `${q} -> ${r.message}`).toMatch(/College of Arts and Sciences/);
  });

  it("reads a clipped accountancy", () => {
    const r = ask("which college handles accounta students");
    expect(r.message).toMatch(/College of Business and Management/);
  });

  it.each(
    probes(`
      psych test answers pls
      saang kolehiyo ang astro
    `),
  )("%s is not answered with a program", (q) => {
    const r = ask(q);
    expect(r.message, `${q} -> ${r.message}`).not.toMatch(/Bachelor of (Arts|Science) in (Psychology|Accountancy)/);
  });
});
