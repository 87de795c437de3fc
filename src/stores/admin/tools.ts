/**
 * The Tools tab: the test console (a reply and the five best candidates, not stored or counted),
 * knowledge export links, import (preview what would be added or changed, then Apply; nothing is written
 * while the file has errors) and the audit log.
 */
import { atom } from "nanostores";
import { z } from "zod";
import { AuditEntry, KnowledgeImportRejected, KnowledgeImportResult, TestConsoleAnswer, TestConsoleRequest, type KnowledgeImportRequest } from "../../shared/api/admin-tools.ts";
import { ApiRequestError } from "../../lib/api.ts";
import { showToast } from "../toast.ts";
import { dashboard } from "./dashboard.ts";
import { knowledge } from "./knowledge.ts";
import { loadInto } from "../../lib/loadable.ts";
import { resource, type Loadable } from "./loadable.ts";
import { adminCall, errorText } from "./request.ts";

// --- Test console -----------------------------------------------------------------------------------------

export const $testQuestion = atom("");
export const $testResult = atom<Loadable<TestConsoleAnswer>>({ status: "idle" });

/** Asks the engine as a visitor would, without a trace in the statistics. */
export async function runTest(): Promise<void> {
  const parsed = TestConsoleRequest.safeParse({ message: $testQuestion.get() });
  if (!parsed.success) {
    $testResult.set({ status: "error", message: parsed.error.issues[0]?.message ?? "Type a question to test" });
    return;
  }
  await loadInto($testResult, () => adminCall("/api/admin/chatbot/test", TestConsoleAnswer, { method: "POST", body: parsed.data }), { errorText });
}

// --- Export -----------------------------------------------------------------------------------------------

export const exportPath = (format: "json" | "csv") => `/api/admin/chatbot/knowledge/export?format=${format}`;

// --- Import -----------------------------------------------------------------------------------------------

export type ImportFormat = KnowledgeImportRequest["format"];
export const $importFormat = atom<ImportFormat>("json");
export const $importContent = atom("");
export const $importFileName = atom<string | undefined>(undefined);
export const $importResult = atom<Loadable<KnowledgeImportResult>>({ status: "idle" });
export const IMPORTED_TOAST = { title: "Knowledge Imported", description: "The imported items have been saved." };

/** The format a file is in: by its name when it says, else by its first character. */
export function detectFormat(content: string, fileName?: string): ImportFormat {
  if (fileName && /\.csv$/i.test(fileName)) return "csv";
  if (fileName && /\.json$/i.test(fileName)) return "json";
  return /^\s*[[{]/.test(content) ? "json" : "csv";
}

/** New text (pasted or read from a file): any earlier preview no longer applies. */
export function setImportContent(content: string, fileName?: string): void {
  $importContent.set(content);
  $importFileName.set(fileName);
  $importFormat.set(detectFormat(content, fileName));
  $importResult.set({ status: "idle" });
}

export function setImportFormat(format: ImportFormat): void {
  $importFormat.set(format);
  $importResult.set({ status: "idle" });
}

async function sendImport(apply: boolean): Promise<KnowledgeImportResult | undefined> {
  const content = $importContent.get();
  if (content.trim() === "") {
    $importResult.set({ status: "error", message: "Choose a file or paste its content first." });
    return undefined;
  }
  // An Apply refused for errors in the file answers 400 with the whole result: show its errors by item.
  let rejected: KnowledgeImportRejected | undefined;
  const result = await loadInto(
    $importResult,
    () => adminCall("/api/admin/chatbot/knowledge/import", KnowledgeImportResult, { method: "POST", body: { format: $importFormat.get(), content, apply } }),
    { errorText, recover: (err) => (rejected = rejectedImport(err)) },
  );
  if (!rejected) return result;
  showToast({ title: "Import Not Applied", description: rejected.error, variant: "destructive" });
  return undefined;
}

function rejectedImport(err: unknown): KnowledgeImportRejected | undefined {
  if (!(err instanceof ApiRequestError) || err.status !== 400) return undefined;
  try {
    const parsed = KnowledgeImportRejected.safeParse(JSON.parse(err.message.slice(err.message.indexOf(": ") + 2)));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

/** Preview: what the file would add and change, and its errors; nothing is written. */
export const previewImport = (): Promise<KnowledgeImportResult | undefined> => sendImport(false);

/** Apply: writes everything in one transaction (the server refuses a file with errors). */
export async function applyImport(): Promise<boolean> {
  const result = await sendImport(true);
  if (!result?.applied) return false;
  showToast({ ...IMPORTED_TOAST, description: `${result.added.length} added, ${result.changed.length} changed.` });
  await Promise.all([knowledge.load(), dashboard.load(), auditLog.load()]);
  return true;
}

/** Apply is offered once a preview came back without errors and with something to do. */
export function canApply(state: Loadable<KnowledgeImportResult>): boolean {
  return state.status === "ready" && !state.data.applied && state.data.errors.length === 0 && state.data.added.length + state.data.changed.length > 0;
}

// --- Audit log --------------------------------------------------------------------------------------------

export const auditLog = resource(() => "/api/admin/audit-log?limit=100", z.array(AuditEntry));

/** The details JSON in one short line. */
export function detailsText(details: Record<string, unknown> | null): string {
  if (!details) return "";
  return Object.entries(details)
    .map(([k, v]) => `${k}: ${typeof v === "string" ? v : JSON.stringify(v)}`)
    .join("; ");
}
