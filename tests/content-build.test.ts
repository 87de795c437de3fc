/**
 * A malformed content file must fail `astro build` and say which file and which field are wrong.
 * Each case builds a throw-away copy of the site with one file broken.
 */
import { spawnSync } from "node:child_process";
import { cpSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";

const root = path.resolve(import.meta.dirname, "..");
const copies: string[] = [];

/** A copy of the site (sources, content, config; node_modules linked) with `file` rewritten by `edit`. */
function siteWith(file: string, edit: (text: string) => string): string {
  const dir = mkdtempSync(path.join(tmpdir(), "kiosk-content-"));
  copies.push(dir);
  for (const entry of ["src", "content", "public", "astro.config.mjs", "package.json", "tsconfig.json"]) {
    cpSync(path.join(root, entry), path.join(dir, entry), { recursive: true });
  }
  symlinkSync(path.join(root, "node_modules"), path.join(dir, "node_modules"), "dir");
  const target = path.join(dir, file);
  const before = readFileSync(target, "utf8");
  const after = edit(before);
  expect(after, "the edit must change the file").not.toBe(before);
  writeFileSync(target, after);
  return dir;
}

function build(dir: string) {
  const res = spawnSync(process.execPath, [path.join(root, "node_modules/astro/bin/astro.mjs"), "build"], {
    cwd: dir,
    encoding: "utf8",
    env: { ...process.env, ASTRO_TELEMETRY_DISABLED: "1", NO_COLOR: "1", FORCE_COLOR: "0" },
    timeout: 240_000,
  });
  // Astro's error output carries ANSI colours in some terminals: strip them before matching.
  // eslint-disable-next-line no-control-regex -- ESC starts the colour codes this removes.
  return { status: res.status, output: `${res.stdout}\n${res.stderr}`.replace(/\x1b\[[0-9;]*m/g, "") };
}

afterAll(() => {
  for (const dir of copies) rmSync(dir, { recursive: true, force: true });
});

describe("pages are built from content", () => {
  it("shows an edited value after a rebuild", () => {
    const dir = siteWith("content/transparency/procurement.yaml", (t) => t.replace("budget: 1250000", "budget: 1375250.75"));
    const { status, output } = build(dir);
    expect(status, output).toBe(0);
    const html = readFileSync(path.join(dir, "dist/transparency.html"), "utf8");
    expect(html).toContain("₱1,375,250.75");
    expect(html).not.toContain("₱1,250,000.00");
  }, 240_000);
});

describe("page introductions and the about text are MDX", () => {
  it("shows an edited introduction and about text after a rebuild, with the facts they quote from their records", () => {
    const dir = siteWith("content/prose/organizational-chart/about.mdx", (t) => t.replace("is a public state university", "is a chartered public university"));
    const intro = path.join(dir, "content/prose/news/heading.mdx");
    writeFileSync(intro, readFileSync(intro, "utf8").replace("Latest updates from", "What is new at"));
    const { status, output } = build(dir);
    expect(status, output).toBe(0);
    const chart = readFileSync(path.join(dir, "dist/organizational-chart.html"), "utf8");
    expect(chart).toContain("Magat Valley State University (MVSU) is a chartered public university");
    expect(chart).toMatch(/College of Agriculture and Forestry, College of Engineering,/);
    expect(readFileSync(path.join(dir, "dist/news.html"), "utf8")).toMatch(/data-prose="heading"[^>]*><p>What is new at MVSU<\/p>/);
  }, 240_000);
});

/** A content file broken by `edit`, and what the failed build must say: the entry, the field's message and the file. */
interface Malformed {
  what: string;
  file: string;
  edit: (text: string) => string;
  entry: string;
  field: RegExp;
}

const MALFORMED: Malformed[] = [
  {
    what: "a status outside its enum",
    file: "content/calendar/phases.yaml",
    edit: (t) => t.replace("status: upcoming", "status: postponed"),
    entry: "calendarPhases → finals",
    field: /\bstatus\b.*Invalid option: expected one of "completed"\|"upcoming"/,
  },
  {
    what: "a date that does not exist",
    file: "content/admissions/exam-schedule.yaml",
    edit: (t) => t.replace("date: 2025-04-10", "date: 2025-02-30"),
    entry: "examSchedule → exam-2025-04-10",
    field: /\bdate\b.*Write the date as YYYY-MM-DD/,
  },
  {
    what: "a missing required field",
    file: "content/charter/services/clearance.yaml",
    edit: (t) => t.replace(/^processingTime: .*\n/m, ""),
    entry: "charterServices → clearance",
    field: /\bprocessingTime\b.*Required/,
  },
  {
    what: "an MDX frontmatter value",
    file: "content/prose/citizens-charter/intro.mdx",
    edit: (t) => t.replace("page: /citizens-charter", "page: Citizen's Charter"),
    entry: "prose → citizens-charter/intro",
    field: /\bpage\b.*Write the page's address/,
  },
  {
    what: "a page introduction's summary",
    file: "content/prose/academic-calendar/heading.mdx",
    edit: (t) => t.replace(/^summary: .*$/m, 'summary: ""'),
    entry: "prose → academic-calendar/heading",
    field: /\bsummary\b.*Say in a few words what this text is for/,
  },
];

/** A prose file moved to another page or block by `edit`, and the sentence the failed build must say. */
const MISPLACED_PROSE: { file: string; edit: (text: string) => string; says: string }[] = [
  {
    file: "content/prose/citizens-charter/complaints.mdx",
    edit: (t) => t.replace("block: complaints", "block: intro"),
    says: 'content/prose/citizens-charter/complaints.mdx says page "/citizens-charter", block "intro"',
  },
  {
    file: "content/prose/home/heading.mdx",
    edit: (t) => t.replace("page: /\n", "page: /news\n"),
    says: 'content/prose/home/heading.mdx says page "/news", block "heading"; it must say page "/", block "heading"',
  },
];

describe("a malformed content file fails the build", () => {
  it.each(MALFORMED)("names the file and the field of $what", ({ file, edit, entry, field }) => {
    const { status, output } = build(siteWith(file, edit));
    expect(status).not.toBe(0);
    expect(output).toContain(entry);
    expect(output).toMatch(field);
    expect(output).toContain(file);
  }, 240_000);

  it.each(MISPLACED_PROSE)("names a prose file that says another page or block: $file", ({ file, edit, says }) => {
    const { status, output } = build(siteWith(file, edit));
    expect(status).not.toBe(0);
    expect(output).toContain(says);
  }, 240_000);
});
