/**
 * The majors of a degree asked as a whole ('bsba majors', 'anong major ng secondary education', 'what
 * specializations does BSEd have'): one rule over every degree the records offer with more than one major.
 * Every major of the degree is listed with its code, never only the first program found.
 */
import type { Entity, Lang } from "./catalog.ts";

/** A degree with its majors: the degree's name, the names a visitor calls it by, and its major programs. */
interface Degree {
  name: string;
  said: RegExp;
  majors: { field: string; code: string; entity: Entity }[];
}

const cache = new WeakMap<readonly Entity[], Degree[]>();

/** Degrees whose programs are titled '<degree> major in <field>', with two majors or more. */
function degreesWithMajors(entities: readonly Entity[]): Degree[] {
  const known = cache.get(entities);
  if (known) return known;
  const byDegree = new Map<string, Degree["majors"]>();
  const codes = new Map<string, Set<string>>();
  for (const e of entities.filter((x) => x.kind === "program")) {
    const m = /^(.+?) major in (.+)$/.exec(e.title);
    if (!m) continue;
    const code = e.aliases.find((a) => /^[a-z]+-[a-z]+$/.test(a)) ?? "";
    byDegree.set(m[1]!, [...(byDegree.get(m[1]!) ?? []), { field: m[2]!, code: code.toUpperCase(), entity: e }]);
    if (code) codes.set(m[1]!, (codes.get(m[1]!) ?? new Set()).add(code.split("-")[0]!));
  }
  const degrees = [...byDegree].filter(([, majors]) => majors.length > 1).map(([name, majors]) => {
    // The degree said by its code's degree part ('bsba') or by its field ('business administration').
    const field = name.replace(/^Bachelor of (?:Science in |Arts in )?/, "").toLowerCase();
    const names = [...(codes.get(name) ?? []), field].map((n) => n.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"));
    return { name, said: new RegExp(`\\b(?:${names.join("|")})\\b`, "i"), majors };
  });
  cache.set(entities, degrees);
  return degrees;
}

/** 'Majors', 'specializations', 'anong major': every major asked, not one ('major in marketing' names one). */
const MAJORS_ASKED = /\b(?:majors|specializations?|specialisations?|concentrations|tracks|(?:what|which|anong|aling|ano ang mga|mga) majors?|majors? (?:offered|available|ba|nila|niya|ng|of)|major(?= *\??$))\b/i;

/** The reply listing every major of the degree the question names, when it asks its majors and names none of them. */
export function programMajors(entities: readonly Entity[], text: string, lang: Lang): { message: string; entities: Entity[] } | undefined {
  if (!MAJORS_ASKED.test(text)) return undefined;
  const degree = degreesWithMajors(entities).find((d) => d.said.test(text));
  if (!degree) return undefined;
  const lower = text.toLowerCase();
  // A major named ('bsba majors in marketing') is that program's question, not the list.
  if (degree.majors.some((m) => m.field.toLowerCase().split(/\s+/).some((w) => w.length > 3 && lower.includes(w.slice(0, 4))))) return undefined;
  const list = degree.majors.map((m) => (m.code ? `${m.field} (${m.code})` : m.field));
  const joined = list.length > 1 ? `${list.slice(0, -1).join(", ")} ${lang === "fil" ? "at" : "and"} ${list.at(-1)}` : list[0];
  const message = lang === "fil" ? `Ang ${degree.name} ay may major sa ${joined}. Tingnan ang /course-offerings.` : `The ${degree.name} has majors in ${joined}. More on /course-offerings.`;
  return { message, entities: degree.majors.map((m) => m.entity) };
}
