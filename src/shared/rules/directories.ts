/**
 * Pure rules of the directory pages, shared by stores, islands, tests and
 * the bench. No imports: runs anywhere.
 */

/** Lower-cases once; the stores keep this per item so a keystroke costs one `includes` per item. */
export function searchText(fields: ReadonlyArray<string | undefined | null>): string {
  return fields.filter(Boolean).join("\u0000").toLowerCase();
}

/** Case-insensitive substring match; a blank query matches everything. */
export function matchesQuery(haystack: string, query: string): boolean {
  const q = query.trim().toLowerCase();
  return q === "" || haystack.includes(q);
}

/** Toggle filter: clicking the active value clears it. */
export function toggleFilter<T>(current: T | null, clicked: T): T | null {
  return current === clicked ? null : clicked;
}

/** Counts per key, in first-seen order. */
export function countBy<T>(items: readonly T[], key: (item: T) => string): Map<string, number> {
  const counts = new Map<string, number>();
  for (const item of items) {
    const k = key(item);
    counts.set(k, (counts.get(k) ?? 0) + 1);
  }
  return counts;
}

/** Palette entry chosen by name length modulo palette size. */
export function paletteFor<T>(name: string, palette: readonly T[]): T {
  return palette[name.length % palette.length]!;
}

export type DesignationClass = "executive" | "leadership" | "faculty" | "staff";

/**
 * 'President' gives executive (so a vice president is executive too); else 'vice
 * president' or 'dean' gives leadership; else 'professor' or 'dr.' gives faculty; else staff.
 */
export function designationClass(designation: string): DesignationClass {
  const d = designation.toLowerCase();
  if (d.includes("president")) return "executive";
  if (d.includes("vice president") || d.includes("dean")) return "leadership";
  if (d.includes("professor") || d.includes("dr.")) return "faculty";
  return "staff";
}

export const WEEK_MS = 7 * 24 * 60 * 60 * 1000;

/** 'This Week': created within the last 7 days before `now`. */
export function isThisWeek(createdAt: string | Date, now: Date = new Date()): boolean {
  const t = new Date(createdAt).getTime();
  return t <= now.getTime() && now.getTime() - t <= WEEK_MS;
}

/** Initials for a card without a photo: first letters of the first and last name, titles skipped. */
export function initials(name: string): string {
  const words = name
    .replace(/,.*$/, "")
    .split(/\s+/)
    .filter((w) => w && !/^(dr|engr|atty|prof|mr|mrs|ms|hon)\.?$/i.test(w) && !/^[A-Z]\.$/.test(w));
  if (words.length === 0) return "?";
  const first = words[0]![0] ?? "";
  const last = words.length > 1 ? (words[words.length - 1]![0] ?? "") : "";
  return (first + last).toUpperCase();
}
