/**
 * Small talk: a message that is only a greeting, thanks, goodbye or a bare call for help gets a short kind
 * reply; anything with a topic in it is a question for the records.
 */
import { describe, expect, it } from "vitest";
import { smallTalkReply } from "./small-talk.ts";

describe("small talk", () => {
  it("answers a bare call for help with what to ask and how to get an emergency number", () => {
    for (const q of ["help", "tulong!", "help me please", "i need help po", "can you help me", "pakitulungan mo ako"]) {
      expect(smallTalkReply(q, () => 0), q).toMatch(/tell me what happened/);
    }
  });

  it("leaves a call for help with a topic or a situation to the records", () => {
    for (const q of ["help me find the registrar", "i need help with my enrollment", "tulong may nahimatay", "i need"]) {
      expect(smallTalkReply(q, () => 0), q).toBeUndefined();
    }
  });

  it("still greets and thanks", () => {
    expect(smallTalkReply("hello po", () => 0)).toMatch(/Hello/);
    expect(smallTalkReply("salamat po", () => 0)).toMatch(/welcome/);
  });
});
