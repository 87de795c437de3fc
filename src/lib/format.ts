/**
 * Display formats of the information pages, fixed to Philippine conventions and the campus time zone so
 * the build gives the same text on any machine.
 */

const pesoFormat = new Intl.NumberFormat("en-PH", { style: "currency", currency: "PHP", minimumFractionDigits: 2 });

/** ₱1,250,000.00: peso sign, comma thousands, two decimals. */
export function formatPesos(amount: number): string {
  return pesoFormat.format(amount);
}

const longDate = new Intl.DateTimeFormat("en-US", { month: "long", day: "numeric", year: "numeric", timeZone: "UTC" });
const shortDate = new Intl.DateTimeFormat("en-US", { month: "short", day: "numeric", year: "numeric", timeZone: "UTC" });
const weekday = new Intl.DateTimeFormat("en-US", { weekday: "long", timeZone: "UTC" });

/**
 * Content dates are calendar days (YYYY-MM-DD parsed as UTC midnight), so they are formatted in UTC:
 * formatting in Asia/Manila would still give the same day, but UTC keeps the intent obvious.
 */
export function formatDate(date: Date, style: "long" | "short" = "long"): string {
  return (style === "long" ? longDate : shortDate).format(date);
}

/** "Monday" for a calendar day. */
export function formatWeekday(date: Date): string {
  return weekday.format(date);
}

/** "August 12 - 23, 2024", "November 1 - 2, 2024" or "December 21, 2024 - January 5, 2025". */
export function formatDateRange(start: Date, end?: Date, style: "long" | "short" = "long"): string {
  if (!end || end.getTime() === start.getTime()) return formatDate(start, style);
  const month = style === "long" ? "long" : "short";
  const sameYear = start.getUTCFullYear() === end.getUTCFullYear();
  const sameMonth = sameYear && start.getUTCMonth() === end.getUTCMonth();
  if (sameMonth) {
    const m = new Intl.DateTimeFormat("en-US", { month, timeZone: "UTC" }).format(start);
    return `${m} ${start.getUTCDate()} - ${end.getUTCDate()}, ${end.getUTCFullYear()}`;
  }
  if (sameYear) {
    const md = new Intl.DateTimeFormat("en-US", { month, day: "numeric", timeZone: "UTC" });
    return `${md.format(start)} - ${md.format(end)}, ${end.getUTCFullYear()}`;
  }
  return `${formatDate(start, style)} - ${formatDate(end, style)}`;
}

/** ISO calendar day for <time datetime>. */
export function isoDay(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/** Cuts text to `max` characters and adds an ellipsis when it was longer (QR caption, 50). */
export function truncate(text: string, max = 50): string {
  return text.length > max ? `${text.slice(0, max)}...` : text;
}

/** "AB" from "Dr. Aurelio C. Bautista": the first letters of the first and last name, titles skipped. */
export function initials(name: string): string {
  const words = name
    .replace(/,.*$/, "")
    .split(/\s+/)
    .filter((w) => w && !/^(dr|engr|atty|mr|ms|mrs|prof)\.?$/i.test(w) && !/^[A-Z]\.$/.test(w));
  const first = words[0]?.[0] ?? "";
  const last = words.length > 1 ? words[words.length - 1][0] : "";
  return (first + last).toUpperCase();
}
