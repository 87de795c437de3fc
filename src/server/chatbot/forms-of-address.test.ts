/**
 * A faculty member named with the word the visitor addresses them by ('mam', 'ser', 'prof', 'Gng.') and the unit
 * written short ('dept'): the title asks nothing, so the person's own detail is the answer; the words still
 * need a person the records hold, and a private detail stays refused.
 */
import { describe, expect, it } from "vitest";
import { ask, probes } from "../testing/assistant.ts";

describe("a form of address before a surname", () => {
  it.each(
    probes(`
      ano email ni mam Balolong
      ano po email ni prof balolong
      e-mail ni Ms. Balolong pls
      Gng. Balolong e-mail po
    `),
  )("%s gives her e-mail", (q) => {
    const r = ask(q);
    expect(r.message, `${q} -> ${r.message}`).toMatch(/kj\.balolong@mvsu\.edu\.ph/);
  });

  it.each(
    probes(`
      contact number ni ser Lagasca
      prof lagasca phone, yung taga CS dept
    `),
  )("%s gives his phone", (q) => {
    const r = ask(q);
    expect(r.message, `${q} -> ${r.message}`).toMatch(/392-0251/);
  });

  it.each(
    probes(`
      home address ni mam Balolong
      cellphone number ng asawa ni prof Lagasca
      ser Dimaculangan email
      email ni prof Villanueva-Reyes sa physics dept
      mam ano sagot sa quiz number 3
      miss ko na yung midterm, ano gagawin ko
      when is the prom night
    `),
  )("%s is refused or not known", (q) => {
    const r = ask(q);
    expect(r.category, `${q} -> ${r.message}`).toBe("fallback");
  });
});
