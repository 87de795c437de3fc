import { useStore } from "@nanostores/react";
import { $listDialog, $listErrors, $listForm, $listSaving, $listUploading, closeListDialog, saveListItem, setListField, uploadForField } from "../../stores/admin/lists.ts";
import { fieldError, LIST_FORMS, type FieldSpec } from "../../stores/admin/list-forms.ts";
import { FormDialog } from "./parts/FormDialog.tsx";
import { useStores } from "../parts/use-stores.ts";
import { Options } from "../parts/Options.tsx";

/** The add/edit dialog of every list tab: the list's fields, each with the contract's message under it. */
export default function ListDialog() {
  const { dialog, form, errors, saving } = useStores({ dialog: $listDialog, form: $listForm, errors: $listErrors, saving: $listSaving });
  const editing = dialog.editingId !== undefined;

  const spec = dialog.list ? LIST_FORMS[dialog.list] : undefined;
  const general = errors.body;

  return (
    <FormDialog
      open={dialog.open}
      onClose={closeListDialog}
      onSubmit={() => void saveListItem()}
      name="list-item"
      title={spec ? `${editing ? "Edit" : "Add"} ${spec.singular}` : ""}
      width="max-w-3xl"
      saving={saving}
      submitLabel={editing ? "Save" : "Add"}
      noValidate
    >
      {general && (
        <p role="alert" className="text-error sm:col-span-2">
          {general}
        </p>
      )}
      {spec?.fields.map((f) => (
        <Field key={f.name} field={f} value={form[f.name]} error={fieldError(errors, f.name)} />
      ))}
    </FormDialog>
  );
}

function Field(props: { field: FieldSpec; value: string | boolean | undefined; error?: string }) {
  const { field, value, error } = props;
  const id = `list-field-${field.name}`;
  const describedBy = [error ? `${id}-error` : "", field.hint ? `${id}-hint` : ""].filter(Boolean).join(" ") || undefined;
  const common = { id, "aria-invalid": error ? true : undefined, "aria-describedby": describedBy, "data-field": field.name };
  const text = typeof value === "string" ? value : "";
  const onText = (e: { currentTarget: { value: string } }) => setListField(field.name, e.currentTarget.value);

  if (field.kind === "checkbox") {
    return (
      <div className={`flex items-center gap-3 ${field.wide ? "sm:col-span-2" : ""}`}>
        <input {...common} type="checkbox" className="toggle toggle-primary" checked={value === true} onChange={(e) => setListField(field.name, e.currentTarget.checked)} />
        <label htmlFor={id} className="font-medium">
          {field.label}
        </label>
      </div>
    );
  }
  let control;
  if (field.kind === "select") {
    control = (
      <select {...common} className={`select w-full ${error ? "select-error" : ""}`} value={text} onChange={onText}>
        <Options items={field.options ?? []} />
      </select>
    );
  } else if (field.kind === "textarea" || field.kind === "lines") {
    control = <textarea {...common} className={`textarea w-full ${error ? "textarea-error" : ""}`} rows={field.kind === "lines" ? 3 : 4} value={text} onChange={onText} />;
  } else {
    const type = field.kind === "datetime" ? "datetime-local" : "text";
    control = (
      <input {...common} type={type} inputMode={field.kind === "number" ? "decimal" : undefined} className={`input w-full ${error ? "input-error" : ""}`} value={text} onChange={onText} />
    );
  }
  return (
    <div className={`flex flex-col gap-1 ${field.wide ? "sm:col-span-2" : ""}`}>
      <label htmlFor={id} className="text-sm font-medium">
        {field.label}
        {field.optional && <span className="text-base-content/60 font-normal"> (optional)</span>}
      </label>
      {control}
      {field.upload && <Upload field={field} value={text} />}
      {field.hint && (
        <p id={`${id}-hint`} className="text-base-content/60 text-xs">
          {field.hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="text-error text-sm" data-field-error={field.name}>
          {error}
        </p>
      )}
    </div>
  );
}

/** The file chooser of a field that takes an upload, with a preview of an image already set. */
function Upload(props: { field: FieldSpec; value: string }) {
  const { field, value } = props;
  const uploading = useStore($listUploading);
  const busy = uploading === field.name;
  const image = /\.(webp|svg|png|jpe?g)$/i.test(value);
  return (
    <div className="flex flex-wrap items-center gap-3">
      <label className={`btn btn-sm btn-outline ${uploading ? "btn-disabled" : ""}`}>
        {busy ? <span className="loading loading-spinner loading-sm" aria-hidden="true" /> : null}
        {busy ? "Uploading..." : "Upload file"}
        <input
          type="file"
          className="sr-only"
          accept={field.upload?.accept}
          disabled={uploading !== undefined}
          aria-label={`Upload ${field.label}`}
          data-upload={field.name}
          onChange={(e) => {
            const file = e.currentTarget.files?.[0];
            e.currentTarget.value = "";
            if (file) void uploadForField(field.name, file);
          }}
        />
      </label>
      {image && <img src={value} alt="" className="rounded-box h-16 w-auto border" data-preview={field.name} />}
    </div>
  );
}
