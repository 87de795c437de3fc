/**
 * The scholarships overview names the aid the scholarships office helps with (government subsidies, LGU and
 * private grants) beside the university's own scholarships, and 'assist', 'govt', 'gobyerno' and the
 * government's health insurance are read as the records say them.
 */
import { describe, expect, it } from "vitest";
import { ask, probes } from "../testing/assistant.ts";

describe("aid the scholarships office helps with", () => {
  it.each(
    probes(`
      can the university help me get the TES
      does mvsu assist students with the TDP
      may scholarship ba galing sa gobyerno
      meron bang scholarship mula sa LGU namin
      any govt scholarships i can get here
      are there scholarships from the local government
    `),
  )("names the government and LGU aid: %s", (q) => {
    const reply = ask(q).message;
    expect(reply).toMatch(/Tertiary Education Subsidy \(TES\) and TDP/);
    expect(reply).toMatch(/LGU-sponsored grants/);
  });

  it("still lists the university's own scholarships first, once", () => {
    const reply = ask("what scholarships does mvsu have").message;
    expect(reply).toMatch(/^MVSU scholarships: Academic Excellence Scholarship/);
    expect(reply.match(/Academic Excellence Scholarship/g)).toHaveLength(1);
  });

  it("keeps the office's place in the answer that adds it to the list", () => {
    expect(ask("san ang scholarship office").message).toMatch(/Room 108/);
  });
});

describe("help asked as assistance", () => {
  it.each(
    probes(`
      can the clinic assist with my government health insurance
      does the health services unit help with national health insurance
      pwede bang tumulong ang clinic sa health insurance ng gobyerno
    `),
  )("reaches PhilHealth assistance: %s", (q) => {
    expect(ask(q).message).toMatch(/PhilHealth assistance/);
  });
});
