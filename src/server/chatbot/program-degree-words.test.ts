import { describe, expect, it } from "vitest";
import { ask, assistant, probes } from "../testing/assistant.ts";
import { withDegreeWords } from "./program-degree-words.ts";

const entities = assistant.facts.entities;

describe("a program said by its degree letters and a clipped field word", () => {
  it("reads letters and word that make a code as the code, else the one program whose field the word opens", () => {
    expect(withDegreeWords(entities, "BS Math ilang taon")).toBe("BSMath ilang taon");
    expect(withDegreeWords(entities, "how long is ab psychol")).toBe("how long is Bachelor of Arts in Psychology");
    expect(withDegreeWords(entities, "bs mathem ilang taon")).toBe("Bachelor of Science in Mathematics ilang taon");
    expect(withDegreeWords(entities, "how long is bs crim")).toBe("how long is bs crim");
    expect(withDegreeWords(entities, "bs agri")).toBe("bs agri");
    expect(withDegreeWords(entities, "may tulong ba for grants")).toBe("may tulong ba for grants");
  });

  it.each(
    probes(`
      how long is ab psych
      bs psych ilang taon
      ilang taon ang AB Psych
    `),
  )("%s gets the psychology program's length", (q) => {
    expect(ask(q).message).toMatch(/Psychology[\s\S]*4 years/);
  });

  it("says whether a clipped program is offered", () => {
    expect(ask("is ab comm offered").message).toMatch(/Communication/);
  });
});
