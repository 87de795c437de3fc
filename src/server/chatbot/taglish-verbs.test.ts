/**
 * A Taglish verb on an English root written as one word ('marefund', 'makagraduate', 'magtatravel' with the
 * repeated first sound, 'grumaduate' with the -um- infix) is read as the English word the records use; a
 * request 'pa-' on a Filipino word and a root that may start with a repeated vowel are left as written.
 */
import { describe, expect, it } from "vitest";
import { ask, assistant, probes } from "../testing/assistant.ts";
import { vocabularyOf } from "./spelling.ts";

const vocabulary = vocabularyOf(assistant.facts, assistant.knowledge);

describe("a Taglish verb written as one word", () => {
  it.each([
    ["marefund", "refund"],
    ["makagraduate", "graduate"],
    ["nakagraduate", "graduate"],
    ["magtatravel", "travel"],
    ["nagsusubmit", "submit"],
    ["grumaduate", "graduate"],
  ])("%s reads as %s", (word, english) => expect(vocabulary.respell(`anong form para ${word}`)).toBe(`anong form para ${english}`));

  it.each(["pakopya", "nag-iinterview", "magkano", "pumasa", "sumusunod"])("%s is left as written", (word) => {
    expect(vocabulary.respell(`sino ${word} dito`)).toBe(`sino ${word} dito`);
  });

  it.each(
    probes(`
      anong form para marefund yung tuition ko
      pwede pa ba ako marefund, anong form
      how do i get marefund for a cancelled enrollment, which form
    `),
  )("%s is the refund request", (q) => expect(ask(q).message).toMatch(/Request for Refund of Fees/));

  it.each(
    probes(`
      anong form para makagraduate ako
      graduating na ako, anong form bago grumaduate
      form pra makagraduate this sem
    `),
  )("%s is the graduation application", (q) => expect(ask(q).message).toMatch(/Application for Graduation/));

  it.each(
    probes(`
      magtatravel ako for official business, anong form
      nagtravel ako for official business anong form dapat
    `),
  )("%s is the travel order", (q) => expect(ask(q).message).toMatch(/Travel Order Request/));
});

describe("what was paid got back", () => {
  it.each(
    probes(`
      gusto kong mabawi ang bayad ko sa subject na na-drop, anong form
      pwede bang ibalik ang bayad ko sa cancelled enrollment, anong form
      ibalik ang pera ko sa dropped subject, anong form
    `),
  )("%s is the refund request", (q) => expect(ask(q).message).toMatch(/Request for Refund of Fees/));
});
