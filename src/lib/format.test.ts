import { describe, expect, it } from "vitest";
import { formatDate, formatDateRange, formatPesos, initials, truncate } from "./format.ts";

describe("formatPesos", () => {
  it("writes pesos the Philippine way", () => {
    expect(formatPesos(1250000)).toBe("₱1,250,000.00");
    expect(formatPesos(9412350.5)).toBe("₱9,412,350.50");
    expect(formatPesos(0)).toBe("₱0.00");
  });
});

describe("dates", () => {
  const d = (s: string) => new Date(`${s}T00:00:00Z`);
  it("formats calendar days without shifting them", () => {
    expect(formatDate(d("2025-01-15"))).toBe("January 15, 2025");
    expect(formatDate(d("2025-04-10"), "short")).toBe("Apr 10, 2025");
  });
  it("formats ranges compactly", () => {
    expect(formatDateRange(d("2024-08-12"), d("2024-08-23"))).toBe("August 12 - 23, 2024");
    expect(formatDateRange(d("2024-07-29"), d("2024-08-09"))).toBe("July 29 - August 9, 2024");
    expect(formatDateRange(d("2024-12-21"), d("2025-01-05"))).toBe("December 21, 2024 - January 5, 2025");
    expect(formatDateRange(d("2024-08-21"))).toBe("August 21, 2024");
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
