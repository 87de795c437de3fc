import { describe, expect, it } from "vitest";
import { hasUnstorableCharacters, stripUnstorableCharacters, textField } from "./text.ts";
import { dateTimeParam, dayParam } from "./dates.ts";

describe("textField", () => {
  it("finds NUL and lone surrogates but keeps whole surrogate pairs (emoji)", () => {
    expect(hasUnstorableCharacters("a\u0000b")).toBe(true);
    expect(hasUnstorableCharacters("\ud800x")).toBe(true);
    expect(hasUnstorableCharacters("x\udfff")).toBe(true);
    expect(hasUnstorableCharacters("ok 😀 ñ")).toBe(false);
    expect(stripUnstorableCharacters("A\u0000na \ud800😀\udc00")).toBe("Ana 😀");
  });

  it("strips for visitors' text and rejects with a sentence for staff text, and still chains as a string", () => {
    const visitor = textField("strip").trim().min(1, "Type a message first");
    expect(visitor.parse(" hi\u0000 ")).toBe("hi");
    expect(visitor.safeParse("\u0000").error?.issues[0]?.message).toBe("Type a message first");
    const staff = textField("reject", { label: "Welcome message" }).trim().max(10);
    expect(staff.parse(" Hello ")).toBe("Hello");
    expect(staff.safeParse("Hi\ud800").error?.issues[0]?.message).toMatch(/^Welcome message contains a character that cannot be stored/);
  });

  it("takes dates only between 1900 and 9999", () => {
    expect(dateTimeParam("before").safeParse("2025-01-15T08:00:00Z").success).toBe(true);
    expect(dateTimeParam("before").safeParse("0000-01-01T00:00:00Z").success).toBe(false);
    expect(dateTimeParam("before").safeParse("9999-12-31T23:59:59-14:00").success).toBe(false);
    expect(dayParam("from").safeParse("2025-02-01").success).toBe(true);
    expect(dayParam("from").safeParse("0000-01-01").error?.issues[0]?.message).toMatch(/between 1900 and 9999/);
  });
});
