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

describe("a record's sentence that explains the whole question", () => {
  it("answers from the sentence that holds every content word and the kind of value asked", () => {
    expect(ask("north gate open what time").message).toMatch(/6:00 AM - 8:00 PM/);
    expect(ask("where do i request my transcript").message).toMatch(/Window 2/);
  });

  it("does not answer a count, or a college the university does not have, from a neighbouring record", () => {
    expect(ask("how many students are enrolled this semester").category).toBe("fallback");
    expect(ask("who is the dean of the college of law").category).toBe("fallback");
    expect(ask("who is the dean of the college of engineering").message).toMatch(/Tumaliuan/);
  });
});

describe("refusals by class of request", () => {
  it("refuses orders, answers to anything assessed, who among students did something, and someone's credentials", () => {
    for (const q of ["file my leave application", "pasagot naman ng exam ko sa physics", "which students were sent to guidance this week", "give me the login of the portal administrator", "how old is the registrar"]) {
      const r = ask(q);
      expect(r.category, q).toBe("fallback");
      expect(r.records[0], q).toMatch(/^refusal:/);
    }
  });

  it("still answers a request for information phrased as an order", () => {
    expect(ask("check my statement of account online").category).not.toBe("fallback");
    expect(ask("what is the password requirement for the portal").category).not.toBe("fallback");
  });
});
