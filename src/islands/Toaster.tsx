import { useStore } from "@nanostores/react";
import { useEffect, useRef, useState } from "react";
import { $toast, dismissToast, holdToast, SWIPE_THRESHOLD_PX } from "../stores/toast.ts";

/** Renders the current toast bottom-right, above the floating chat button (never over it); swipe right or press × to dismiss; F8 jumps here. */
export default function Toaster() {
  const toast = useStore($toast);
  const region = useRef<HTMLElement>(null);
  const start = useRef<number | undefined>(undefined);
  const [dx, setDx] = useState(0);

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.key === "F8") {
        e.preventDefault();
        region.current?.focus();
      }
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, []);
  useEffect(() => setDx(0), [toast?.id]);

  const end = () => {
    if (start.current === undefined) return;
    start.current = undefined;
    if (dx >= SWIPE_THRESHOLD_PX) dismissToast(toast?.id);
    else {
      setDx(0);
      holdToast(false);
    }
  };

  return (
    <section ref={region} tabIndex={-1} aria-label="Notifications (F8)" className="pointer-events-none fixed right-4 bottom-44 z-50 sm:bottom-48 flex w-[min(24rem,calc(100vw-2rem))] flex-col outline-none">
      <ol aria-live="polite" className="flex flex-col gap-2">
        {toast && (
          <li
            key={toast.id}
            role="status"
            data-toast={toast.variant}
            className={`alert pointer-events-auto touch-pan-y items-start shadow-lg select-none ${toast.variant === "destructive" ? "alert-error" : "bg-base-100 border-base-300"}`}
            style={{ transform: `translateX(${Math.max(0, dx)}px)`, opacity: dx > 0 ? Math.max(0.3, 1 - dx / 200) : 1, transition: start.current === undefined ? "transform 150ms, opacity 150ms" : "none" }}
            onPointerDown={(e) => {
              // A press on the toast's buttons (Undo, ×) is a press, not the start of a swipe: capturing the
              // pointer here would take their click away.
              if (e.target instanceof Element && e.target.closest("button")) return;
              start.current = e.clientX;
              holdToast(true);
              (e.currentTarget as HTMLElement).setPointerCapture?.(e.pointerId);
            }}
            onPointerMove={(e) => {
              if (start.current !== undefined) setDx(e.clientX - start.current);
            }}
            onPointerUp={end}
            onPointerCancel={end}
          >
            <div className="flex-1">
              <p className="font-semibold">{toast.title}</p>
              {toast.description && <p className="text-sm opacity-90">{toast.description}</p>}
            </div>
            {toast.action && (
              <button
                type="button"
                className="btn btn-outline btn-sm min-h-12"
                onClick={() => {
                  const run = toast.action!.run;
                  dismissToast(toast.id);
                  run();
                }}
                data-toast-action
              >
                {toast.action.label}
              </button>
            )}
            <button type="button" className="btn btn-ghost btn-sm btn-square min-h-12 min-w-12" aria-label="Dismiss notification" onClick={() => dismissToast(toast.id)}>
              ×
            </button>
          </li>
        )}
      </ol>
    </section>
  );
}
