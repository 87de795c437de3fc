/**
 * A native modal <dialog>: Escape, the backdrop and the close button close it; focus goes back to
 * the element that opened it.
 */
import { useEffect, useRef, type ReactNode } from "react";

export function Modal(props: { open: boolean; onClose: () => void; title: string; children: ReactNode; wide?: boolean; name?: string }) {
  const ref = useRef<HTMLDialogElement>(null);
  const opener = useRef<HTMLElement | null>(null);
  const titleId = `dialog-title-${props.name ?? "x"}`;

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (props.open && !dialog.open) {
      opener.current = document.activeElement as HTMLElement | null;
      dialog.showModal();
    } else if (!props.open && dialog.open) {
      dialog.close();
    }
  }, [props.open]);

  return (
    <dialog
      ref={ref}
      className="modal modal-bottom sm:modal-middle"
      aria-labelledby={titleId}
      data-dialog={props.name}
      onClose={() => {
        props.onClose();
        opener.current?.focus();
        opener.current = null;
      }}
    >
      <div className={`modal-box max-h-[90dvh] ${props.wide ? "sm:max-w-4xl" : "sm:max-w-2xl"}`}>
        <div className="mb-3 flex items-start gap-3">
          <h2 id={titleId} className="grow text-xl font-bold sm:text-2xl">
            {props.title}
          </h2>
          <button type="button" className="btn btn-circle btn-ghost size-12" aria-label="Close" onClick={() => ref.current?.close()} data-close>
            <svg aria-hidden="true" viewBox="0 0 24 24" className="size-6" fill="none" stroke="currentColor" strokeWidth="2">
              <path d="M18 6 6 18M6 6l12 12" />
            </svg>
          </button>
        </div>
        {props.open && props.children}
      </div>
      <form method="dialog" className="modal-backdrop">
        <button type="submit" aria-label="Close dialog" tabIndex={-1}>
          close
        </button>
      </form>
    </dialog>
  );
}
