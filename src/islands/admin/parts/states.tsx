/** Loading, error and empty states shared by the console's tabs. */
import type { ReactNode } from "react";
import type { Loadable } from "../../../stores/admin/loadable.ts";

export function LoadingText(props: { text?: string }) {
  return (
    <p role="status" className="text-base-content/70 flex items-center gap-3 py-8" data-loading>
      <span className="loading loading-spinner" aria-hidden="true" />
      {props.text ?? "Loading..."}
    </p>
  );
}

export function ErrorAlert(props: { message: string; onRetry?: () => void }) {
  return (
    <div role="alert" className="alert alert-error flex flex-wrap" data-load-error>
      <span className="grow">{props.message}</span>
      {props.onRetry && (
        <button type="button" className="btn btn-sm" onClick={props.onRetry}>
          Retry
        </button>
      )}
    </div>
  );
}

/** Shows the data once there is some; a failed reload keeps the old data with the error above it. */
export function Load<T>(props: { state: Loadable<T>; onRetry: () => void; loadingText?: string; children: (data: T) => ReactNode }) {
  const { state } = props;
  const data = state.status === "idle" ? undefined : state.data;
  return (
    <>
      {state.status === "error" && <ErrorAlert message={state.message} onRetry={props.onRetry} />}
      {data === undefined ? state.status !== "error" && <LoadingText text={props.loadingText} /> : props.children(data)}
    </>
  );
}

export function Empty(props: { children: ReactNode }) {
  return (
    <p className="text-base-content/70 bg-base-200 rounded-box px-4 py-6 text-center" data-empty>
      {props.children}
    </p>
  );
}
