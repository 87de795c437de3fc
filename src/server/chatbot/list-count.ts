/**
 * 'How many steps', 'how many requirements', 'ilang hakbang': a question that counts the items of a list the
 * reply states (a numbered procedure, a list after a colon) is answered with the count first. A reply that
 * already counts what is asked ('Two 2x2 ID photos') is left as it is.
 */
import type { Lang } from "./catalog.ts";
import { countShape } from "./passages.ts";
import { stem } from "./language.ts";

/** 'how many steps', 'ilang hakbang', 'ilan ang requirements': the counted word. */
const COUNTED = /\b(?:how many|ilan(?:g| ang| ang mga)?)\s+([a-z]{3,})/i;

/** Words that count the items of a list whatever the list's heading calls them. */
const LIST_WORDS = new Set(["step", "requirement", "document", "item", "thing", "hakbang", "papel", "dokumento"].map(stem));

/** A numbered list: '1. ... 2. ... 3. ...' (the highest number reached in order). */
function numberedItems(message: string): number {
  let n = 0;
  while (new RegExp(`(?:^|[\\s:,(])${n + 1}\\. `).test(message)) n++;
  return n >= 2 ? n : 0;
}

/** The items of the first list after a colon, separated by semicolons ('a; b; and c'). */
function listedItems(message: string): number {
  const body = /:\s+([^.]*(?:\([^)]*\)[^.]*)*)\./.exec(message)?.[1];
  if (!body) return 0;
  const items = body.split(/;\s+/).filter((x) => x.trim().length > 2);
  return items.length >= 2 ? items.length : 0;
}

/** The reply with the count of the list it states put first, when the question counts that list. */
export function withListCount(text: string, message: string, lang: Lang): string | undefined {
  const counted = COUNTED.exec(text)?.[1]?.toLowerCase();
  if (!counted) return undefined;
  // Already counted ('Two (2) recent 2x2 ID photos' for 'how many photos').
  if (countShape(text).test(message)) return undefined;
  const root = stem(counted);
  const head = message.split(":")[0].toLowerCase();
  // The list counts what is asked when its heading names it ('The application steps are:') or it is asked as items.
  if (!LIST_WORDS.has(root) && !head.includes(root)) return undefined;
  const n = numberedItems(message) || (/(step|hakbang)/.test(root) ? 0 : listedItems(message));
  if (!n) return undefined;
  return lang === "fil" ? `${n} ang ${counted}. ${message}` : `There are ${n} ${counted}. ${message}`;
}
