/**
 * Display formats of the information pages, fixed to Philippine conventions so the build gives the same text
 * on any machine. Dates are written by shared/rules/dates.ts, in the campus time zone.
 */

const pesoFormat = new Intl.NumberFormat("en-PH", { style: "currency", currency: "PHP", minimumFractionDigits: 2 });

/** ₱1,250,000.00: peso sign, comma thousands, two decimals. */
export function formatPesos(amount: number): string {
  return pesoFormat.format(amount);
}

/** Cuts text to `max` characters and adds an ellipsis when it was longer (a QR code's caption). */
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
