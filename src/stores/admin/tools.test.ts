import { beforeEach, describe, expect, it } from "vitest";
import { $toast } from "../toast.ts";
import { $importFormat, $importResult, $testQuestion, $testResult, applyImport, canApply, detailsText, detectFormat, previewImport, runTest, setImportContent } from "./tools.ts";
import { ANALYTICS, fakeApi, json, storedItem } from "./testing.ts";

const IMPORT = "/api/admin/chatbot/knowledge/import";
const preview = (over: object = {}) => ({ added: [{ row: 1, question: "Q?", category: "general" }], changed: [], unchanged: 0, errors: [], applied: false, ...over });

beforeEach(() => {
  $toast.set(undefined);
  setImportContent("");
});

describe("tools store", () => {
  it("test console: refuses a blank question locally, else shows the reply and candidates", async () => {
    const api = fakeApi({
      "POST /api/admin/chatbot/test": json({ reply: { message: "Hi", category: "admissions", suggestions: [], confidence: 0.8 }, candidates: [{ id: 1, question: "Q?", category: "admissions", score: 0.8 }] }),
    });
    $testQuestion.set("   ");
    await runTest();
    expect($testResult.get()).toEqual({ status: "error", message: "Type a question to test" });
    expect(api.calls).toHaveLength(0);
    $testQuestion.set(" When is the exam? ");
    await runTest();
    expect(api.calls[0]!.body).toEqual({ message: "When is the exam?" });
    expect($testResult.get().status).toBe("ready");
  });

  it("detects the import format from the file name, else from the content", () => {
    expect(detectFormat("{}", "kb.csv")).toBe("csv");
    expect(detectFormat("id,category", "kb.JSON")).toBe("json");
    expect(detectFormat('  [{"a":1}]')).toBe("json");
    expect(detectFormat("id,category\n1,general")).toBe("csv");
  });

  it("previews, then applies only a clean preview; new content drops the old preview", async () => {
    const api = fakeApi({
      [`POST ${IMPORT}`]: (c) => json(preview({ applied: (c.body as { apply: boolean }).apply })),
      "GET /api/admin/chatbot/knowledge": json([storedItem(1)]),
      "GET /api/admin/chatbot/analytics": json(ANALYTICS),
      "GET /api/admin/audit-log": json([]),
    });
    setImportContent('{"items":[]}', "kb.json");
    expect($importFormat.get()).toBe("json");
    await previewImport();
    expect(api.calls[0]!.body).toEqual({ format: "json", content: '{"items":[]}', apply: false });
    expect(canApply($importResult.get())).toBe(true);
    expect(await applyImport()).toBe(true);
    expect(api.called("POST", IMPORT)[1]!.body).toMatchObject({ apply: true });
    expect($toast.get()).toMatchObject({ title: "Knowledge Imported", description: "1 added, 0 changed." });
    expect(canApply($importResult.get())).toBe(false);
    setImportContent("id,category", "kb.csv");
    expect($importResult.get()).toEqual({ status: "idle" });
  });

  it("a preview with errors cannot be applied", async () => {
    fakeApi({ [`POST ${IMPORT}`]: json(preview({ errors: [{ row: 2, message: "category must be one of ..." }] })) });
    setImportContent("id,category\n1,nope");
    await previewImport();
    expect(canApply($importResult.get())).toBe(false);
  });

  it("an Apply refused for errors shows the errors by item and writes nothing", async () => {
    fakeApi({ [`POST ${IMPORT}`]: json({ error: "The file has 1 error; nothing was written.", ...preview({ errors: [{ row: 1, message: "category is wrong" }] }) }, 400) });
    setImportContent("[]");
    expect(await applyImport()).toBe(false);
    expect($importResult.get()).toMatchObject({ status: "ready", data: { applied: false, errors: [{ row: 1, message: "category is wrong" }] } });
    expect($toast.get()).toMatchObject({ variant: "destructive", description: "The file has 1 error; nothing was written." });
  });

  it("nothing to import is refused locally", async () => {
    const api = fakeApi({});
    await previewImport();
    expect(api.calls).toHaveLength(0);
    expect($importResult.get()).toEqual({ status: "error", message: "Choose a file or paste its content first." });
  });

  it("summarises audit details on one line", () => {
    expect(detailsText(null)).toBe("");
    expect(detailsText({ fields: ["enabled"], question: "Q?" })).toBe('fields: ["enabled"]; question: Q?');
  });
});
