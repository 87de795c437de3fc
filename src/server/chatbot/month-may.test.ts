/**
 * 'May' is a month only beside a day or a year: the English modal ('you may elevate') and the Filipino 'may'
 * ('may bayad') in a record's sentence do not make it hold the date a 'when' question asks for.
 */
import { describe, expect, it } from "vitest";
import { ask, probes } from "../testing/assistant.ts";

describe("'May' as a month", () => {
  it("answers when a complaint's reply comes with the reply's time, not the sentence saying 'you may elevate'", () => {
    for (const q of probes(`
      when will the office head reply to my complaint
      if i file a complaint, when will the office head reply
      i filed a complaint about a rude staff, when will the office head reply
      nag-complain ako about the guard, when will the office head reply
    `)) {
      const m = ask(q).message;
      expect(m, q).toMatch(/written reply within 3 working days/);
      expect(m, q).not.toMatch(/elevate/);
    }
  });

  it("still reads May with a day or a year as a month", () => {
    expect(ask("what is on the calendar in May 2025").message).toMatch(/May/);
  });
});
