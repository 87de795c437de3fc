/**
 * The chatbot must never contradict the public pages. This test reads the pages' sources as they are today
 * (every data file under content/ except the chatbot's own, plus the text written into the .astro pages) and
 * the seeded knowledge base, pulls out the facts both state in the same shapes (hour ranges, day ranges,
 * processing times, dates, percentages, fees, phone numbers, e-mail addresses), and checks both directions:
 * nothing the chatbot states is missing from the pages, and the facts visitors ask about most are in the
 * chatbot. Changing a fact on a page without changing the knowledge base (or the other way) fails here.
 */
import { readFileSync, readdirSync, statSync } from "node:fs";
import path from "node:path";
import { parse as parseYaml } from "yaml";
import { describe, expect, it } from "vitest";
import { readKnowledgeSeed } from "../db/seed.ts";

const MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"];
const DAYS: Record<string, string> = { Mon: "Monday", Tue: "Tuesday", Wed: "Wednesday", Thu: "Thursday", Fri: "Friday", Sat: "Saturday", Sun: "Sunday" };

/** Writes the same fact the same way: dashes, 'to' between times, abbreviated day ranges, data-file percentages and ISO dates. */
function canonical(text: string): string {
  return text
    .replace(/[–—]/g, "-")
    .replace(/(\d{1,2}:\d{2} ?[AP]M) ?(?:-|to) ?(\d{1,2}:\d{2} ?[AP]M)/g, "$1 - $2")
    .replace(/\b(Mon|Tue|Wed|Thu|Fri|Sat|Sun)[a-z]* ?(?:-|to) ?(Mon|Tue|Wed|Thu|Fri|Sat|Sun)[a-z]*\b/g, (_, a: string, b: string) => `${DAYS[a]} to ${DAYS[b]}`)
    .replace(/\bpercentage: (\d+(?:\.\d+)?)\b/g, "percentage: $1%")
    .replace(/\b(\d{4})-(\d{2})-(\d{2})\b/g, (_, y: string, m: string, d: string) => `${MONTHS[Number(m) - 1]} ${Number(d)}, ${y}`);
}

const EXTRACTORS: Record<string, RegExp> = {
  hours: /\d{1,2}:\d{2} [AP]M - \d{1,2}:\d{2} [AP]M/g,
  dayRanges: /\b(?:Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday) to (?:Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday)\b/g,
  processingTimes: /\b\d+-\d+ (?:working|business) days\b/g,
  percentages: /\b\d+(?:\.\d+)?%/g,
  fees: /₱[\d,]+(?:\.\d{2})?/g,
  phones: /\(0\d{2}\) \d{3}-\d{4}(?: local \d+)?/g,
  emails: /\b[a-z0-9.]+@mvsu\.edu\.ph\b/g,
  dates: new RegExp(`\\b(?:${MONTHS.join("|")}) \\d{1,2}(?:, \\d{4})?\\b`, "g"),
};
type Kind = keyof typeof EXTRACTORS;

function facts(text: string): Map<Kind, Set<string>> {
  const found = new Map<Kind, Set<string>>();
  for (const [kind, re] of Object.entries(EXTRACTORS) as [Kind, RegExp][]) found.set(kind, new Set(canonical(text).match(re) ?? []));
  return found;
}

function filesUnder(dir: string, keep: (file: string) => boolean): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? filesUnder(full, keep) : keep(full) ? [full] : [];
  });
}

const root = path.resolve(import.meta.dirname, "../../..");
const contentDir = path.join(root, "content");
const pageSources = [
  ...filesUnder(contentDir, (f) => !f.includes(`${path.sep}chatbot${path.sep}`) && /\.(ya?ml|json|mdx?)$/.test(f)),
  ...filesUnder(path.join(root, "src/pages"), (f) => f.endsWith(".astro")),
  ...filesUnder(path.join(root, "src/components"), (f) => f.endsWith(".astro")),
];
const pagesText = pageSources.map((f) => readFileSync(f, "utf8")).join("\n");
const pageFacts = facts(pagesText);

const seed = await readKnowledgeSeed(contentDir);
const answers = seed.flatMap((item) => [item.canonicalAnswer, ...item.answerVariations].map((text) => ({ slug: item.slug, text: canonical(text) })));
const allAnswers = answers.map((a) => a.text).join("\n");

const yamlFile = <T>(file: string) => parseYaml(readFileSync(path.join(contentDir, file), "utf8")) as T;

describe("knowledge base against the public pages' content", () => {
  it("reads the pages' sources", () => {
    expect(pageSources.length).toBeGreaterThan(20);
    expect(pageFacts.get("hours")!.size).toBeGreaterThan(0);
  });

  for (const kind of Object.keys(EXTRACTORS) as Kind[]) {
    it(`states no ${kind} that the pages do not state`, () => {
      const known = [...pageFacts.get(kind)!];
      const unknown = answers.flatMap(({ slug, text }) =>
        [...facts(text).get(kind)!]
          // A date without a year ('January 15') agrees with any dated page fact on that day.
          .filter((value) => (kind === "dates" ? !known.some((k) => k === value || k.startsWith(`${value},`)) : !known.includes(value)))
          .map((value) => `${slug}: ${value}`),
      );
      expect(unknown).toEqual([]);
    });
  }

  it("gives every entrance exam date of the admissions page", () => {
    const exams = yamlFile<{ date: string | Date; type: string }[]>("admissions/exam-schedule.yaml");
    expect(exams.length).toBeGreaterThan(0);
    for (const exam of exams) {
      const iso = exam.date instanceof Date ? exam.date.toISOString().slice(0, 10) : String(exam.date);
      const [, m, d] = iso.split("-").map(Number);
      expect(allAnswers, iso).toContain(`${MONTHS[m - 1]} ${d}`);
    }
  });

  it("gives every scholarship's coverage and required average", () => {
    const scholarships = yamlFile<{ name: string; coverage: string; eligibility: string }[]>("admissions/scholarships.yaml");
    for (const s of scholarships) {
      for (const value of [...s.coverage.matchAll(/\d+%/g), ...s.eligibility.matchAll(/\d+%/g)].map((m) => m[0])) {
        expect(allAnswers, `${s.name}: ${value}`).toContain(value);
      }
    }
  });

  it("gives every charter service's processing time in an answer about that service", () => {
    const dir = path.join(contentDir, "charter/services");
    for (const file of readdirSync(dir).filter((f) => f.endsWith(".yaml"))) {
      const service = yamlFile<{ title: string; processingTime?: string }>(`charter/services/${file}`);
      if (!service.processingTime) continue;
      const time = canonical(service.processingTime).match(EXTRACTORS.processingTimes)?.[0];
      if (!time) continue;
      const titleWords = service.title.toLowerCase().split(/\W+/).filter((w) => w.length >= 3 && !["processing", "request", "requests"].includes(w));
      const about = answers.filter(({ text }) => titleWords.some((w) => text.toLowerCase().includes(w)));
      expect(about.some(({ text }) => text.includes(time)), `${service.title}: ${time}`).toBe(true);
    }
  });

  it("gives every student service's hours in an answer about that service", () => {
    const services = yamlFile<{ name: string; contact: { hours: string } }[]>("student-services/services.yaml");
    for (const service of services) {
      const hours = facts(service.contact.hours).get("hours")!;
      const name = service.name.toLowerCase().replace(/ services?$/, "");
      const about = answers.filter(({ text }) => text.toLowerCase().includes(name));
      for (const h of hours) expect(about.some(({ text }) => text.includes(h)), `${service.name}: ${h}`).toBe(true);
    }
  });

  it("gives the public office hours and the feedback response time", () => {
    const offices = yamlFile<Record<string, { hours?: string }>>("offices.yaml");
    for (const fact of [...facts(offices["main-office"].hours!).values()].flatMap((set) => [...set])) expect(allAnswers).toContain(fact);
    expect(pageFacts.get("processingTimes")).toContain("3-5 business days");
    expect(allAnswers).toContain("3-5 business days");
  });
});
