/** Times in the console: the site's one date writer, in the campus time zone so every admin reads the same clock. */
export { formatDateTime as dateTime, formatTime as timeOnly } from "../../../shared/rules/dates.ts";
