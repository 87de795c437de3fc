import { describe, expect, it } from "vitest";
import { FeedbackInput } from "../api/feedback.ts";
import { FEEDBACK_CATEGORIES, MESSAGES } from "../api/feedback-values.ts";
import { checkFeedbackForm } from "./feedback-form.ts";

/** What the zod contract answers: the first message per field. */
function zodErrors(body: Record<string, unknown>): Record<string, string> {
  const result = FeedbackInput.safeParse(body);
  const errors: Record<string, string> = {};
  if (!result.success) for (const issue of result.error.issues) errors[String(issue.path[0])] ??= issue.message;
  return errors;
}

/** A small deterministic generator (mulberry32), so a failure names an input that can be replayed. */
function random(seed: number) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const PIECES = ["a", "Z", "0", " ", "\t", "\n", ".", "@", "-", "_", "+", "'", "é", "ñ", "\u0000", "\uD800", "\uDC00", "\uD83D\uDE00", "x".repeat(60)];
const EMAILS = ["", " ", "juan@mvsu.edu.ph", " juan@mvsu.edu.ph ", "juan@@mvsu.edu.ph", "juan@mvsu", "juan.@mvsu.edu.ph", ".juan@mvsu.edu.ph", "j..c@mvsu.edu.ph", "o'neil@mvsu.edu.ph", "a+b@x-y.co", "a@-x.com", "a@x.c", "juan@mvsu.edu.ph\u0000", "ju\uD800an@mvsu.edu.ph", `${"a".repeat(250)}@x.ph`, "JUAN@MVSU.EDU.PH", "juan@mvsu.edu.p1"];
const RATINGS: unknown[] = [0, 1, 2, 3, 4, 5, 6, -1, 2.5, 5.5, Number.NaN, Number.POSITIVE_INFINITY, "3", null, undefined, 100];
const CATEGORIES: unknown[] = [...FEEDBACK_CATEGORIES.map((c) => c.value), "", "sports", "Academic", null, undefined];

describe("the feedback form's checks", () => {
  it("give the zod contract's messages on many generated inputs", () => {
    const next = random(20261124);
    const pick = <T>(list: readonly T[]) => list[Math.floor(next() * list.length)]!;
    const text = (max: number) => Array.from({ length: Math.floor(next() * max) }, () => pick(PIECES)).join("");
    for (let i = 0; i < 3000; i++) {
      const body: Record<string, unknown> = {
        category: pick(CATEGORIES),
        rating: pick(RATINGS),
        message: next() < 0.05 ? "y".repeat(4990 + Math.floor(next() * 20)) : text(12),
        isAnonymous: next() < 0.3,
      };
      if (!body.isAnonymous) {
        body.name = next() < 0.05 ? "n".repeat(195 + Math.floor(next() * 10)) : text(6);
        body.email = next() < 0.5 ? pick(EMAILS) : text(8);
      }
      expect(checkFeedbackForm(body), JSON.stringify(body)).toEqual(zodErrors(body));
    }
  });

  it("accept a filled form and name every missing field", () => {
    expect(checkFeedbackForm({ name: "Ana", email: "ana@mvsu.edu.ph", category: "academic", rating: 4, message: "The library hours are great." })).toEqual({});
    expect(checkFeedbackForm({ category: "", rating: 0, message: "short" })).toEqual({
      category: MESSAGES.category,
      rating: MESSAGES.rating,
      message: MESSAGES.message,
    });
  });
});
