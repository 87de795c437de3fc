import { describe, expect, it } from "vitest";
import { assistantFromContent } from "./from-content.ts";
import { respond } from "./assistant.ts";
import { EVAL_NOW } from "../../../bench/chat-eval.ts";

const a = await assistantFromContent(EVAL_NOW);
const ask = (q: string) => respond(a.knowledge, a.facts, a.config, q, EVAL_NOW, () => 0);

describe("doubt by unexplained words", () => {
  it("gives the fallback when a content word is explained by neither the answering record nor question vocabulary", () => {
    for (const q of ["how to apply for a passport", "library hours of the city library", "where can i park my helicopter"]) {
      const r = ask(q);
      expect(r.category, q).toBe("fallback");
      expect(r.records.join(" "), q).toMatch(/^unexplained:/);
    }
  });

  it("still answers when every word is the record's own or frames the question", () => {
    expect(ask("how long before i can claim my transcript").message).toMatch(/working days/);
    expect(ask("can my mom get my tor for me").category).not.toBe("fallback");
    expect(ask("do you offer bs criminology").message).toMatch(/does not offer Criminology/);
    expect(ask("kailan ang huling araw ng withdrawal").category).not.toBe("fallback");
  });

  it("corrects a typo of a question word instead of doubting it", () => {
    expect(ask("whre is the admision office").message).toMatch(/Room 104/);
  });
});
