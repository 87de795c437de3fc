/**
 * 'What is the name of the entrance test', 'what is the exam called', 'ano ang pangalan ng ...': a question
 * asking a record's name is answered with its full name (its title) before the reply, when the reply does not
 * say it already.
 */
import type { Entity, Lang } from "./catalog.ts";

/** A question asking what something is called. */
const NAME_ASKED = /\b(name of|the name|its name|called|pangalan ng|pangalan nito|tawag sa|tinatawag)\b/i;

/** The reply with the full name of the one record it speaks for put first, when the question asks its name. */
export function withRecordName(entities: readonly Entity[], text: string, reply: { message: string; records: string[] }, lang: Lang): string | undefined {
  if (!NAME_ASKED.test(text)) return undefined;
  const titles = new Set(entities.filter((e) => e.records.some((r) => reply.records.includes(r))).map((e) => e.title));
  if (titles.size !== 1) return undefined;
  const [title] = titles;
  if (reply.message.toLowerCase().includes(title.toLowerCase())) return undefined;
  return lang === "fil" ? `Ang buong pangalan: ${title}. ${reply.message}` : `Its full name is the ${title}. ${reply.message}`;
}
