import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { defaultContentDir } from "../db/content-files.ts";
import { loadStaticRecords, readProseText } from "./records.ts";

const dir = mkdtempSync(path.join(tmpdir(), "kiosk-prose-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe("readProseText", () => {
  it("gives the words of an MDX block: no frontmatter, links and emphasis as their text, references dropped, one line", async () => {
    mkdirSync(path.join(dir, "prose/page"), { recursive: true });
    writeFileSync(
      path.join(dir, "prose/page/block.mdx"),
      "---\npage: /page\nblock: block\nsummary: A test\n---\n\nAsk the **Registrar** or see\nthe [forms](/forms), _today_.\nAnswered within {props.time}.\n",
    );
    expect(await readProseText(dir, "page/block.mdx")).toBe("Ask the Registrar or see the forms, today. Answered within .");
  });
});

describe("loadStaticRecords", () => {
  it("describes each charter service with the text of its MDX block on the Citizen's Charter", async () => {
    const records = await loadStaticRecords(defaultContentDir);
    expect(records.charter.length).toBeGreaterThan(0);
    const clearance = records.charter.find((c) => c.id === "clearance")!;
    expect(clearance.summary).toBe(await readProseText(defaultContentDir, "citizens-charter/service-clearance.mdx"));
    for (const c of records.charter) expect(c.summary, c.id).toMatch(/^[A-Z].{10,}\.$/);
  });
});
