import { describe, expect, it } from "vitest";
import { formatPesos, initials, truncate } from "./format.ts";

describe("formatPesos", () => {
  it("writes pesos the Philippine way", () => {
    expect(formatPesos(1250000)).toBe("₱1,250,000.00");
    expect(formatPesos(9412350.5)).toBe("₱9,412,350.50");
    expect(formatPesos(0)).toBe("₱0.00");
  });
});

describe("truncate", () => {
  it("keeps 50 characters and adds an ellipsis only when longer", () => {
    expect(truncate("x".repeat(50))).toBe("x".repeat(50));
    expect(truncate("x".repeat(51))).toBe(`${"x".repeat(50)}...`);
  });
});

describe("initials", () => {
  it("skips titles and middle initials", () => {
    expect(initials("Dr. Aurelio C. Bautista")).toBe("AB");
    expect(initials("Engr. Josefina D. Tumaliuan, PhD")).toBe("JT");
  });
});
