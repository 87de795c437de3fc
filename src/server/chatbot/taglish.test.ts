import { describe, expect, it } from "vitest";
import { ask } from "../testing/assistant.ts";
import { withEnglishValues } from "./taglish.ts";

describe("withEnglishValues", () => {
  it("states Filipino dates and year counts in English words, and nothing else", () => {
    expect(withEnglishValues("Pasukan: Lunes, Enero 20, 2025.")).toBe("Pasukan: Monday, January 20, 2025.");
    expect(withEnglishValues("hanggang Mayo 5")).toBe("hanggang May 5");
    expect(withEnglishValues("Pasukan: Lunes, January 20, 2025.")).toBe("Pasukan: Monday, January 20, 2025.");
    expect(withEnglishValues("Ang BSME ay 5 taon.")).toBe("Ang BSME ay 5 years.");
    expect(withEnglishValues("Isang Linggo bago ang exam; ilang taon na")).toBe("Isang Linggo bago ang exam; ilang taon na");
  });
});

describe("the assistant in Taglish and in Filipino", () => {
  it("answers a Taglish question's dates and durations in English words", () => {
    expect(ask("kailan po yung deadline ng graduation application").message).toMatch(/November 29, 2024/);
    expect(ask("ilang years po ang BS Civil Engineering").message).toMatch(/\b5 years\b/);
    expect(ask("kailan ang start ng classes sa second sem").message).toMatch(/January 20, 2025/);
  });

  it("keeps the weekday and the years in Filipino when the question is Filipino throughout, the month in English as Filipino speakers write it", () => {
    expect(ask("kailan magsisimula ang klase sa ikalawang semestre").message).toMatch(/Lunes, January 20, 2025/);
    expect(ask("ilang taon ang kursong inhinyeriyang sibil").message).toMatch(/\blimang taon \(5 years\)/);
  });
});
