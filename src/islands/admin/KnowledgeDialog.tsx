import { useStore } from "@nanostores/react";
import { useEffect, useRef, type ReactNode } from "react";
import { DIFFICULTIES, KNOWLEDGE_CATEGORIES } from "../../shared/api/knowledge.ts";
import { $knowledgeDialog, $knowledgeFilledAnswer, $knowledgeForm, $knowledgeSaving, closeKnowledgeDialog, saveKnowledge, setKnowledgeField } from "../../stores/admin/knowledge.ts";
import type { KnowledgeForm } from "../../stores/admin/knowledge-form.ts";
import { topicLabel } from "../../stores/admin/dashboard.ts";

/** The Add New Knowledge / Edit Knowledge dialog, about 4xl wide and at most 90% high. */
export default function KnowledgeDialog() {
  const dialog = useStore($knowledgeDialog);
  const form = useStore($knowledgeForm);
  const saving = useStore($knowledgeSaving);
  const filled = useStore($knowledgeFilledAnswer);
  const ref = useRef<HTMLDialogElement>(null);
  const editing = dialog.editingId !== undefined;

  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    if (dialog.open && !el.open) el.showModal();
    if (!dialog.open && el.open) el.close();
  }, [dialog.open]);

  const text = (field: keyof KnowledgeForm) => ({
    id: `knowledge-${field}`,
    value: form[field] as string,
    onChange: (e: { currentTarget: { value: string } }) => setKnowledgeField(field, e.currentTarget.value as never),
  });

  return (
    <dialog ref={ref} className="modal" aria-labelledby="knowledge-dialog-title" aria-describedby="knowledge-dialog-description" onClose={closeKnowledgeDialog} data-dialog="knowledge">
      <div className="modal-box flex max-h-[90vh] w-11/12 max-w-4xl flex-col p-0">
        <div className="border-base-200 border-b px-6 pt-5 pb-3">
          <h2 id="knowledge-dialog-title" className="text-xl font-bold">
            {editing ? "Edit Knowledge" : "Add New Knowledge"}
          </h2>
          <p id="knowledge-dialog-description" className="text-base-content/70 text-sm">
            Add or edit knowledge items for the chatbot to reference.
          </p>
        </div>
        <form
          className="flex min-h-0 flex-1 flex-col"
          onSubmit={(e) => {
            e.preventDefault();
            void saveKnowledge();
          }}
        >
          <div className="grid min-h-0 flex-1 gap-4 overflow-y-auto px-6 py-4 sm:grid-cols-2">
            <Field label="Category" id="knowledge-category">
              <select className="select w-full" {...text("category")}>
                <option value="" disabled>
                  Select a category
                </option>
                {KNOWLEDGE_CATEGORIES.map((c) => (
                  <option key={c} value={c}>
                    {topicLabel(c)}
                  </option>
                ))}
              </select>
            </Field>
            <Field label="Difficulty" id="knowledge-difficulty">
              <select className="select w-full" {...text("difficulty")}>
                {DIFFICULTIES.map((d) => (
                  <option key={d} value={d}>
                    {topicLabel(d)}
                  </option>
                ))}
              </select>
            </Field>
            <Field label="Main Question" id="knowledge-canonicalQuestion" wide>
              <input className="input w-full" {...text("canonicalQuestion")} />
            </Field>
            <Field label="Question Variations (one per line)" id="knowledge-questionVariations" wide>
              <textarea className="textarea w-full" rows={3} {...text("questionVariations")} />
            </Field>
            <Field label="Main Answer" id="knowledge-canonicalAnswer" wide>
              <textarea className="textarea w-full" rows={4} {...text("canonicalAnswer")} />
              <p className="text-base-content/70 mt-1 text-xs">
                {"State facts by reference so they follow the records: {{service:transcript-of-records.fee}}, {{office:admissions.hours}}, {{building:LIB.where}}. Unknown references are refused on save."}
              </p>
              {filled && (
                <p className="bg-base-200 mt-1 rounded p-2 text-sm" data-filled-answer>
                  <span className="font-medium">As visitors read it: </span>
                  {filled}
                </p>
              )}
            </Field>
            <Field label="Answer Variations (one per line)" id="knowledge-answerVariations" wide>
              <textarea className="textarea w-full" rows={3} {...text("answerVariations")} />
            </Field>
            <Field label="Keywords (comma separated)" id="knowledge-keywords">
              <input className="input w-full" {...text("keywords")} />
            </Field>
            <Field label="Named Entities (comma separated)" id="knowledge-entities">
              <input className="input w-full" {...text("entities")} />
            </Field>
            <Field label="Priority (1-10, higher = more important)" id="knowledge-priority">
              <input className="input w-full" type="number" min={1} max={10} step={1} {...text("priority")} />
            </Field>
            <div className="flex items-center gap-3 self-end pb-2">
              <input
                id="knowledge-isActive"
                type="checkbox"
                className="toggle toggle-primary"
                checked={form.isActive}
                onChange={(e) => setKnowledgeField("isActive", e.currentTarget.checked)}
              />
              <label htmlFor="knowledge-isActive" className="font-medium">
                Active
              </label>
            </div>
          </div>
          <div className="border-base-200 flex justify-end gap-2 border-t px-6 py-4">
            <button type="button" className="btn btn-ghost" onClick={closeKnowledgeDialog}>
              Cancel
            </button>
            <button type="submit" className="btn btn-primary" disabled={saving}>
              {saving && <span className="loading loading-spinner loading-sm" aria-hidden="true" />}
              {editing ? "Update" : "Create"}
            </button>
          </div>
        </form>
      </div>
      <form method="dialog" className="modal-backdrop">
        <button type="submit" tabIndex={-1} aria-label="Close dialog">
          close
        </button>
      </form>
    </dialog>
  );
}

function Field(props: { label: string; id: string; wide?: boolean; children: ReactNode }) {
  return (
    <div className={`flex flex-col gap-1 ${props.wide ? "sm:col-span-2" : ""}`}>
      <label htmlFor={props.id} className="text-sm font-medium">
        {props.label}
      </label>
      {props.children}
    </div>
  );
}
