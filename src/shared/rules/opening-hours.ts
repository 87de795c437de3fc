/**
 * "Open now" from the office hours text editors write ("8:00 AM - 5:00 PM, Mon-Fri", "Open 24 hours,
 * daily", "7:00 AM - 7:00 PM Mon-Sat (walk-in); hotline 24/7"), in Philippine time (UTC+8 all year, no
 * daylight saving). The first part before a ';' is the regular schedule; text it cannot read gives null,
 * so the card shows the hours without a guess. Holidays are not known here.
 */

export interface WeeklyHours {
  /** Days open, 0 Sunday to 6 Saturday. */
  days: number[];
  /** Minutes after midnight; 0 and 1440 for round the clock. */
  opens: number;
  closes: number;
}

const DAY_NAMES = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"];
const DAY_PREFIX = ["sun", "mon", "tue", "wed", "thu", "fri", "sat"];
const MANILA_OFFSET_MS = 8 * 60 * 60 * 1000;

function dayIndex(word: string): number {
  return DAY_PREFIX.indexOf(word.slice(0, 3).toLowerCase());
}

function minutes(h: string, m: string, half: string): number {
  const hour = (Number(h) % 12) + (half.toUpperCase() === "PM" ? 12 : 0);
  return hour * 60 + Number(m);
}

/** Reads the regular schedule of an hours text, or null. */
export function parseHours(text: string): WeeklyHours | null {
  const regular = text.split(";")[0]!.replace(/^[A-Za-z][A-Za-z ]*:\s+/, "");
  let days: number[] | null = null;
  if (/\b(daily|every day|everyday)\b/i.test(regular)) days = [0, 1, 2, 3, 4, 5, 6];
  const range = /\b(sun|mon|tue|wed|thu|fri|sat)[a-z]*\.?\s*(?:-|–|to)\s*(sun|mon|tue|wed|thu|fri|sat)[a-z]*/i.exec(regular);
  if (!days && range) {
    const [a, b] = [dayIndex(range[1]!), dayIndex(range[2]!)];
    days = [];
    for (let d = a; ; d = (d + 1) % 7) {
      days.push(d);
      if (d === b) break;
    }
  }
  if (!days) return null;
  if (/24 hours|24\/7/i.test(regular)) return { days, opens: 0, closes: 1440 };
  const time = /(\d{1,2}):(\d{2})\s*(AM|PM)\s*(?:-|–|to)\s*(\d{1,2}):(\d{2})\s*(AM|PM)/i.exec(regular);
  if (!time) return null;
  const opens = minutes(time[1]!, time[2]!, time[3]!);
  const closes = minutes(time[4]!, time[5]!, time[6]!);
  return closes > opens ? { days, opens, closes } : null;
}

function clock(m: number): string {
  const h = Math.floor(m / 60) % 24;
  return `${((h + 11) % 12) + 1}:${String(m % 60).padStart(2, "0")} ${h < 12 ? "AM" : "PM"}`;
}

export type OpenStatus = { open: true; text: string } | { open: false; text: string };

/**
 * Open or closed at `now` in Manila, with when that changes: "Open now, until 5:00 PM", "Closed now,
 * opens 8:00 AM tomorrow", "Closed now, opens 8:00 AM Monday", "Open 24 hours". Null for unreadable text.
 */
export function openStatus(hoursText: string, now: Date): OpenStatus | null {
  const hours = parseHours(hoursText);
  if (!hours) return null;
  if (hours.opens === 0 && hours.closes === 1440 && hours.days.length === 7) return { open: true, text: "Open 24 hours" };
  const manila = new Date(now.getTime() + MANILA_OFFSET_MS);
  const today = manila.getUTCDay();
  const minute = manila.getUTCHours() * 60 + manila.getUTCMinutes();
  if (hours.days.includes(today) && minute >= hours.opens && minute < hours.closes) {
    return { open: true, text: hours.closes === 1440 ? "Open now, until midnight" : `Open now, until ${clock(hours.closes)}` };
  }
  for (let ahead = 0; ahead < 8; ahead++) {
    const day = (today + ahead) % 7;
    if (!hours.days.includes(day) || (ahead === 0 && minute >= hours.opens)) continue;
    const when = ahead === 0 ? "today" : ahead === 1 ? "tomorrow" : DAY_NAMES[day];
    return { open: false, text: `Closed now, opens ${clock(hours.opens)} ${when}` };
  }
  return { open: false, text: "Closed now" };
}
