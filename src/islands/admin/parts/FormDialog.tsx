import { useEffect, useRef, type ReactNode } from "react";

/**
 * The console's add/edit dialog shell: a modal (at most 90% high) with a title (and description), a form
 * whose fields scroll in a two-column grid, and Cancel plus a submit button that spins while saving. It
 * opens and closes with `open`; Escape, the backdrop and Cancel call `onClose`.
 */
export function FormDialog(props: {
  open: boolean;
  onClose: () => void;
  onSubmit: () => void;
  /** Prefix of the title's and description's ids; also the `data-dialog` value. */
  name: string;
  title: string;
  description?: string;
  /** Tailwind max-width class of the box. */
  width: string;
  saving: boolean;
  submitLabel: string;
  /** Leaves checks to the store's messages instead of the browser's. */
  noValidate?: boolean;
  children: ReactNode;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    if (props.open && !el.open) el.showModal();
    if (!props.open && el.open) el.close();
  }, [props.open]);

  const titleId = `${props.name}-dialog-title`;
  const descriptionId = props.description ? `${props.name}-dialog-description` : undefined;
  return (
    <dialog ref={ref} className="modal" aria-labelledby={titleId} aria-describedby={descriptionId} onClose={props.onClose} data-dialog={props.name}>
      <div className={`modal-box flex max-h-[90vh] w-11/12 ${props.width} flex-col p-0`}>
        <div className="border-base-200 border-b px-6 pt-5 pb-3">
          <h2 id={titleId} className="text-xl font-bold">
            {props.title}
          </h2>
          {props.description && (
            <p id={descriptionId} className="text-base-content/70 text-sm">
              {props.description}
            </p>
          )}
        </div>
        <form
          className="flex min-h-0 flex-1 flex-col"
          noValidate={props.noValidate}
          onSubmit={(e) => {
            e.preventDefault();
            props.onSubmit();
          }}
        >
          <div className="grid min-h-0 flex-1 gap-4 overflow-y-auto px-6 py-4 sm:grid-cols-2">{props.children}</div>
          <div className="border-base-200 flex justify-end gap-2 border-t px-6 py-4">
            <button type="button" className="btn btn-ghost" onClick={props.onClose}>
              Cancel
            </button>
            <button type="submit" className="btn btn-primary" disabled={props.saving}>
              {props.saving && <span className="loading loading-spinner loading-sm" aria-hidden="true" />}
              {props.submitLabel}
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
