/**
 * A reason the visitor gives for asking ('since i work in manila', 'kasi may trabaho ako') tells their
 * situation: its words are not weighed against the records that answer, and the question is answered.
 */
import { describe, expect, it } from "vitest";
import { ask, probes } from "../testing/assistant.ts";
import { withoutVisitorSituation } from "./language.ts";

describe("a reason clause about the visitor", () => {
  it.each(
    probes(`
      my father will claim my transcript for me since i work in manila, what does he need
      my mother will get my transcript because im working abroad, what does she need
      my sister will claim my diploma for me coz i'm in dubai, what does she bring
      kukunin ng tatay ko ang diploma ko kasi may trabaho ako, ano dadalhin niya
    `),
  )("%s is answered with the record asked", (q) => {
    const r = ask(q);
    expect(r.category, `${q} -> ${r.message}`).not.toBe("fallback");
    expect(r.message, q).toMatch(/transcript|diploma/i);
  });

  it("is left out of the weighed words unless it holds what is asked", () => {
    const none = () => false;
    expect(withoutVisitorSituation("my father will claim my transcript since i work in manila", none)).toBe("my father will claim my transcript since i work in manila");
    expect(withoutVisitorSituation("where is the registrar since i work in manila", none)).toBe("where is the registrar");
    expect(withoutVisitorSituation("saan ang registrar kasi nasa manila ako", none)).toBe("saan ang registrar");
  });

  it("keeps a reason that is not about the visitor", () => {
    const none = () => false;
    expect(withoutVisitorSituation("is the gym closed because of the typhoon", none)).toBe("is the gym closed because of the typhoon");
  });
});
