/**
 * The one way dates are written for people, on pages, in islands, in the console and on the server: in the
 * university's time zone (Asia/Manila, UTC+8 all year), whatever zone the visitor's browser or the build
 * machine is in, so a kiosk, a phone abroad and the prerendered page all show the same day.
 *
 * Inputs are instants (a Date, or an ISO timestamp such as an announcement's createdAt) or calendar days
 * (YYYY-MM-DD, read as UTC midnight, which is 08:00 the same day in Manila, so a day never shifts).
 */

export const CAMPUS_TIME_ZONE = "Asia/Manila";

type DateInput = Date | string;

const toDate = (value: DateInput): Date => (typeof value === "string" ? new Date(value) : value);

const formatters = new Map<string, Intl.DateTimeFormat>();
/** One formatter per set of options, made on first use (so a page ships and builds only the ones it uses). */
function formatter(options: Intl.DateTimeFormatOptions, locale = "en-US"): Intl.DateTimeFormat {
  const key = locale + JSON.stringify(options);
  let made = formatters.get(key);
  if (!made) formatters.set(key, (made = new Intl.DateTimeFormat(locale, { ...options, timeZone: CAMPUS_TIME_ZONE })));
  return made;
}

/** 'March 4, 2025' (long) or 'Mar 4, 2025' (short). */
export function formatDate(value: DateInput, style: "long" | "short" = "long"): string {
  return formatter({ month: style, day: "numeric", year: "numeric" }).format(toDate(value));
}

/** 'Mar 4' (short) or 'March 4' (long): a day within a year the reader already knows. */
export function formatMonthDay(value: DateInput, style: "long" | "short" = "short"): string {
  return formatter({ month: style, day: "numeric" }).format(toDate(value));
}

/** 'Monday'. */
export function formatWeekday(value: DateInput): string {
  return formatter({ weekday: "long" }).format(toDate(value));
}

/** 'Mar 4, 2025, 2:05 PM'. */
export function formatDateTime(value: DateInput): string {
  return formatter({ year: "numeric", month: "short", day: "numeric", hour: "numeric", minute: "2-digit" }).format(toDate(value));
}

/** '2:05:31 PM'. */
export function formatTime(value: DateInput): string {
  return formatter({ hour: "numeric", minute: "2-digit", second: "2-digit" }).format(toDate(value));
}

/** YYYY-MM-DD of the Manila day (for <time datetime>, and for 'which day is it on campus'). */
export function isoDay(value: DateInput): string {
  // en-CA writes the day as YYYY-MM-DD.
  return formatter({ year: "numeric", month: "2-digit", day: "2-digit" }, "en-CA").format(toDate(value));
}

/** Manila local time with its offset, e.g. 2025-01-15T08:30:00+08:00: a timestamp staff read in an export. */
export function isoTimestamp(value: DateInput): string {
  // Manila keeps UTC+8 all year (no daylight saving), so the offset is fixed.
  return `${new Date(toDate(value).getTime() + 8 * 3600 * 1000).toISOString().slice(0, 19)}+08:00`;
}

/** "August 12 - 23, 2024", "July 29 - August 9, 2024" or "December 21, 2024 - January 5, 2025". */
export function formatDateRange(start: DateInput, end?: DateInput, style: "long" | "short" = "long"): string {
  const from = isoDay(start);
  const to = end === undefined ? from : isoDay(end);
  if (from === to) return formatDate(start, style);
  const [fromYear, fromMonth] = from.split("-");
  const [toYear, toMonth, toDay] = to.split("-");
  if (fromYear !== toYear) return `${formatDate(start, style)} - ${formatDate(end!, style)}`;
  if (fromMonth === toMonth) return `${formatter({ month: style }).format(toDate(start))} ${Number(from.slice(8))} - ${Number(toDay)}, ${toYear}`;
  return `${formatMonthDay(start, style)} - ${formatMonthDay(end!, style)}, ${toYear}`;
}
