import type { ReactNode } from "react";
import { DIFFICULTIES, KNOWLEDGE_CATEGORIES } from "../../shared/api/knowledge.ts";
import { $knowledgeDialog, $knowledgeFilledAnswer, $knowledgeForm, $knowledgeSaving, closeKnowledgeDialog, saveKnowledge, setKnowledgeField } from "../../stores/admin/knowledge.ts";
import type { KnowledgeForm } from "../../stores/admin/knowledge-form.ts";
import { topicLabel } from "../../stores/admin/dashboard.ts";
import { FormDialog } from "./parts/FormDialog.tsx";
import { useStores } from "../parts/use-stores.ts";
import { Options } from "../parts/Options.tsx";

/** The Add New Knowledge / Edit Knowledge dialog, about 4xl wide and at most 90% high. */
export default function KnowledgeDialog() {
  const { dialog, form, saving, filled } = useStores({ dialog: $knowledgeDialog, form: $knowledgeForm, saving: $knowledgeSaving, filled: $knowledgeFilledAnswer });
  const editing = dialog.editingId !== undefined;

  const text = (field: keyof KnowledgeForm) => ({
    id: `knowledge-${field}`,
    value: form[field] as string,
    onChange: (e: { currentTarget: { value: string } }) => setKnowledgeField(field, e.currentTarget.value as never),
  });

  return (
    <FormDialog
      open={dialog.open}
      onClose={closeKnowledgeDialog}
      onSubmit={() => void saveKnowledge()}
      name="knowledge"
      title={editing ? "Edit Knowledge" : "Add New Knowledge"}
      description="Add or edit knowledge items for the chatbot to reference."
      width="max-w-4xl"
      saving={saving}
      submitLabel={editing ? "Update" : "Create"}
    >
      <Field label="Category" id="knowledge-category">
        <select className="select w-full" {...text("category")}>
          <option value="" disabled>
            Select a category
          </option>
          <Options items={KNOWLEDGE_CATEGORIES} label={topicLabel} />
        </select>
      </Field>
      <Field label="Difficulty" id="knowledge-difficulty">
        <select className="select w-full" {...text("difficulty")}>
          <Options items={DIFFICULTIES} label={topicLabel} />
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
    </FormDialog>
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
