import type { ReactNode } from "react";
import { Download, Upload } from "lucide-static";
import { $importContent, $importFileName, $importFormat, $importResult, applyImport, canApply, exportPath, previewImport, setImportContent, setImportFormat } from "../../stores/admin/tools.ts";
import { Icon } from "./parts/Icon.tsx";
import { ErrorAlert, LoadingText } from "./parts/states.tsx";
import { useStores } from "../parts/use-stores.ts";

/** Export as JSON or CSV; import a file (or pasted text): preview, then Apply. */
export default function ImportExport() {
  const { content, format, fileName, result } = useStores({ content: $importContent, format: $importFormat, fileName: $importFileName, result: $importResult });
  const data = result.status === "ready" ? result.data : undefined;

  return (
    <section className="card bg-base-100 shadow-sm" data-card="import-export">
      <div className="card-body gap-3">
        <h2 className="card-title">Export and Import</h2>
        <div className="flex flex-wrap gap-2">
          <a className="btn btn-outline" href={exportPath("json")} download>
            <Icon svg={Download} className="size-4" />
            Export JSON
          </a>
          <a className="btn btn-outline" href={exportPath("csv")} download>
            <Icon svg={Download} className="size-4" />
            Export CSV
          </a>
        </div>
        <div className="divider my-0" />
        <p className="text-base-content/70 text-sm">Import a file in the export's format. Items match by id, else by main question; nothing is deleted and nothing is written while the file has errors.</p>
        <div className="flex flex-wrap items-center gap-2">
          <input
            type="file"
            accept=".json,.csv,application/json,text/csv"
            className="file-input file-input-sm max-w-full"
            aria-label="Import file"
            onChange={async (e) => {
              const file = e.currentTarget.files?.[0];
              if (file) setImportContent(await file.text(), file.name);
            }}
          />
          <label className="select select-sm w-28">
            <span className="sr-only">Format</span>
            <select value={format} onChange={(e) => setImportFormat(e.currentTarget.value as "json" | "csv")} aria-label="Import format">
              <option value="json">JSON</option>
              <option value="csv">CSV</option>
            </select>
          </label>
        </div>
        <textarea
          className="textarea w-full font-mono text-xs"
          rows={5}
          placeholder="...or paste the file's content here"
          aria-label="Import content"
          value={content}
          onChange={(e) => setImportContent(e.currentTarget.value, fileName)}
        />
        <div className="flex gap-2">
          <button type="button" className="btn btn-outline" onClick={() => void previewImport()} disabled={result.status === "loading"}>
            <Icon svg={Upload} className="size-4" />
            Preview
          </button>
          <button type="button" className="btn btn-primary" onClick={() => void applyImport()} disabled={!canApply(result)}>
            Apply
          </button>
        </div>
        {result.status === "loading" && <LoadingText text="Checking the file..." />}
        {result.status === "error" && <ErrorAlert message={result.message} />}
        {data && (
          <div className="flex flex-col gap-2 text-sm" data-import-result>
            <p className={`font-medium ${data.applied ? "text-green-700" : ""}`} data-import-summary>
              {data.applied ? "Imported: " : "Preview: "}
              {data.added.length} to add, {data.changed.length} to change, {data.unchanged} unchanged, {data.errors.length} errors
            </p>
            {data.errors.length > 0 && (
              <ul className="text-error list-inside list-disc" data-import-errors>
                {data.errors.map((e, i) => (
                  <li key={i}>{e.row > 0 ? `Item ${e.row}: ${e.message}` : e.message}</li>
                ))}
              </ul>
            )}
            <ImportGroup title="Added" hook="import-added" items={data.added} keyOf={(a) => a.row}>
              {(a) => a.question}
            </ImportGroup>
            <ImportGroup title="Changed" hook="import-changed" items={data.changed} keyOf={(c) => c.id}>
              {(c) => (
                <>
                  {c.question} <span className="opacity-70">({c.fields.join(", ")})</span>
                </>
              )}
            </ImportGroup>
          </div>
        )}
      </div>
    </section>
  );
}

/** A group of the import's preview no longer than this shows open; a longer one starts folded. */
const OPEN_GROUP_SIZE = 5;

/** One group of the import's preview (Added, Changed), one line per item; nothing when it is empty. */
function ImportGroup<T>(props: { title: string; hook: string; items: readonly T[]; keyOf: (item: T) => string | number; children: (item: T) => ReactNode }) {
  if (props.items.length === 0) return null;
  return (
    <details open={props.items.length <= OPEN_GROUP_SIZE}>
      <summary className="cursor-pointer">
        {props.title} ({props.items.length})
      </summary>
      <ul className="list-inside list-disc" {...{ [`data-${props.hook}`]: true }}>
        {props.items.map((item) => (
          <li key={props.keyOf(item)}>{props.children(item)}</li>
        ))}
      </ul>
    </details>
  );
}
