/** Times in the console, in the campus time zone so every admin reads the same clock. */
const TIME_ZONE = "Asia/Manila";

/** 'Mar 4, 2025, 2:05 PM'. */
export function dateTime(iso: string): string {
  return new Date(iso).toLocaleString("en-US", { timeZone: TIME_ZONE, year: "numeric", month: "short", day: "numeric", hour: "numeric", minute: "2-digit" });
}

/** '2:05:31 PM'. */
export function timeOnly(iso: string): string {
  return new Date(iso).toLocaleTimeString("en-US", { timeZone: TIME_ZONE, hour: "numeric", minute: "2-digit", second: "2-digit" });
}
