import { describe, expect, it } from "vitest";
import { KnowledgeItemInput } from "../../shared/api/knowledge.ts";
import { EMPTY_FORM, formToInput, inputToForm, parsePriority, splitCommas, splitLines } from "./knowledge-form.ts";

describe("knowledge dialog rules", () => {
  it("splits variations on line breaks and keywords/entities on commas, trimming and dropping empty pieces", () => {
    expect(splitLines(" How do I enroll? \n\n  Enrollment steps\r\n   \nenroll")).toEqual(["How do I enroll?", "Enrollment steps", "enroll"]);
    expect(splitCommas(" enroll, ,registration ,, schedule ,")).toEqual(["enroll", "registration", "schedule"]);
    expect(splitLines("")).toEqual([]);
    expect(splitCommas(" , ")).toEqual([]);
  });

  it("falls back to priority 1 for non-numeric input and keeps it within 1-10", () => {
    expect(parsePriority("abc")).toBe(1);
    expect(parsePriority("")).toBe(1);
    expect(parsePriority("7")).toBe(7);
    expect(parsePriority(" 3 ")).toBe(3);
    expect(parsePriority("42")).toBe(10);
    expect(parsePriority("0")).toBe(1);
    expect(parsePriority("4.6")).toBe(5);
  });

  it("new items default to empty text, easy, priority 1, active", () => {
    expect(EMPTY_FORM).toMatchObject({ canonicalQuestion: "", canonicalAnswer: "", difficulty: "easy", priority: "1", isActive: true });
  });

  it("builds the body the server's schema accepts, and reads an item back into the same form", () => {
    const form = {
      ...EMPTY_FORM,
      category: "services",
      canonicalQuestion: "  Where is the clinic? ",
      questionVariations: "clinic location\nhealth center",
      canonicalAnswer: "Beside the gym.",
      keywords: "clinic, health",
      entities: "University Health Center",
      priority: "x",
    };
    const input = formToInput(form);
    expect(input).toEqual({
      category: "services",
      difficulty: "easy",
      canonicalQuestion: "Where is the clinic?",
      questionVariations: ["clinic location", "health center"],
      canonicalAnswer: "Beside the gym.",
      answerVariations: [],
      keywords: ["clinic", "health"],
      entities: ["University Health Center"],
      priority: 1,
      isActive: true,
    });
    expect(KnowledgeItemInput.safeParse(input).success).toBe(true);
    expect(formToInput(inputToForm(input))).toEqual(input);
  });
});
