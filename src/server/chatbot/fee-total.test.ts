import { describe, expect, it } from "vitest";
import { ask } from "../testing/assistant.ts";
import { countAsked, feeTotal } from "./fee-total.ts";

describe("feeTotal", () => {
  it("counts the units the question names, in digits or words, English or Filipino", () => {
    expect(countAsked("how much is a 3 page tor", "page")).toBe(3);
    expect(countAsked("tor na dalawang pahina magkano", "page")).toBe(2);
    expect(countAsked("two certified true copies of my diploma", "copy")).toBe(2);
    expect(countAsked("how many pages is a tor", "page")).toBeUndefined();
    expect(countAsked("0 pages", "page")).toBeUndefined();
  });

  it("adds a fixed charge once to the per-unit fee times the count", () => {
    expect(feeTotal("tor of 4 pages", "The fee is ₱100.00 per page plus ₱50.00 documentary stamp.", "en")).toBe("For 4 pages: ₱450.00 (₱100.00 × 4 + ₱50.00 documentary stamp).");
    expect(feeTotal("3 documents", "₱150.00 per document", "en")).toBe("For 3 documents: ₱450.00 (₱150.00 × 3).");
    expect(feeTotal("limang kopya", "₱50.00 per certified true copy", "fil")).toBe("Para sa 5 kopya: ₱250.00 (₱50.00 × 5).");
  });

  it("says nothing when the fee is not per unit or no count is asked", () => {
    expect(feeTotal("2 pages", "The fee is ₱150.00 for a replacement.", "en")).toBeUndefined();
    expect(feeTotal("how much is the tor", "₱100.00 per page", "en")).toBeUndefined();
  });
});

describe("the assistant with a count", () => {
  it("states the total first, then the fee it is counted from", () => {
    expect(ask("how much will i pay for a transcript of 6 pages").message).toMatch(/^For 6 pages: ₱650\.00 .*₱100\.00 per page/);
    expect(ask("magkano ang 3 certificates").message).toMatch(/₱150\.00/);
  });
});
