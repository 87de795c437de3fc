import { describe, expect, it } from "vitest";
import university from "../../../content/university.json";
import { CAMPUS_TIME_ZONE, formatDate, formatDateRange, formatDateTime, formatMonthDay, formatTime, formatWeekday, isoDay, isoTimestamp } from "./dates.ts";

const day = (s: string) => new Date(`${s}T00:00:00Z`);

describe("dates in the campus time zone", () => {
  it("is the time zone the university's record names (the header clock's)", () => {
    expect(CAMPUS_TIME_ZONE).toBe(university.timeZone);
  });

  it("writes calendar days without shifting them", () => {
    expect(formatDate(day("2025-01-15"))).toBe("January 15, 2025");
    expect(formatDate("2025-04-10", "short")).toBe("Apr 10, 2025");
    expect(formatWeekday(day("2025-03-03"))).toBe("Monday");
    expect(formatMonthDay("2025-03-04")).toBe("Mar 4");
    expect(isoDay(day("2024-12-31"))).toBe("2024-12-31");
  });

  it("writes an instant as the Manila day and clock, whatever the reader's zone", () => {
    // 20:00 UTC on the 4th is 04:00 on the 5th in Manila.
    expect(formatDate("2025-03-04T20:00:00Z")).toBe("March 5, 2025");
    expect(isoDay("2025-03-04T20:00:00Z")).toBe("2025-03-05");
    expect(formatDateTime("2025-03-04T06:05:00Z")).toBe("Mar 4, 2025, 2:05 PM");
    expect(formatTime("2025-03-04T06:05:31Z")).toBe("2:05:31 PM");
    // 15:59 UTC is still the same Manila day; 16:00 UTC is the next.
    expect(isoDay("2025-03-04T15:59:59Z")).toBe("2025-03-04");
    expect(isoDay("2025-03-04T16:00:00Z")).toBe("2025-03-05");
  });

  it("writes an export's timestamp as Manila local time with its offset", () => {
    expect(isoTimestamp("2025-01-15T00:30:00Z")).toBe("2025-01-15T08:30:00+08:00");
    expect(isoTimestamp(new Date("2025-01-15T16:30:00Z"))).toBe("2025-01-16T00:30:00+08:00");
  });

  it("writes ranges compactly", () => {
    expect(formatDateRange(day("2024-08-12"), day("2024-08-23"))).toBe("August 12 - 23, 2024");
    expect(formatDateRange(day("2024-07-29"), day("2024-08-09"))).toBe("July 29 - August 9, 2024");
    expect(formatDateRange(day("2024-12-21"), day("2025-01-05"))).toBe("December 21, 2024 - January 5, 2025");
    expect(formatDateRange(day("2024-08-21"))).toBe("August 21, 2024");
    expect(formatDateRange(day("2024-08-21"), day("2024-08-21"))).toBe("August 21, 2024");
    expect(formatDateRange(day("2024-11-01"), day("2024-11-02"), "short")).toBe("Nov 1 - 2, 2024");
  });
});
