/**
 * The one renderer of the loading state (lib/loadable.ts): the loading text, a clear error with Retry, or the
 * data. Data kept through a refresh stays on screen; a failed refresh shows its error above the kept data.
 */
import type { ReactNode } from "react";
import type { Loadable } from "../../lib/loadable.ts";

/**
 * `page`: a public list page. Its loading text stands in a screen-high space, so what follows the list (the
 * footer, News's 'Stay Updated') starts below the screen and nothing visible moves when the list, always
 * longer than that, replaces it; its error says which thing failed. `panel`: a console tab or dialog.
 */
type LoadedLayout = "page" | "panel";

export function LoadingText(props: { text?: string | undefined; layout?: LoadedLayout }) {
  const page = props.layout === "page";
  const text = (
    <p role="status" className={`text-base-content/70 flex items-center gap-3 ${page ? "py-10 text-lg" : "py-8"}`} data-loading>
      <span className="loading loading-spinner" aria-hidden="true" />
      {props.text ?? "Loading..."}
    </p>
  );
  return page ? (
    <div className="min-h-dvh" data-loading-space>
      {text}
    </div>
  ) : (
    text
  );
}

/** The failure with its message; with `title`, the title first and the message below it. */
export function ErrorAlert(props: { message: string; title?: string | undefined; onRetry?: (() => void) | undefined }) {
  return (
    <div role="alert" className={`alert alert-error flex flex-wrap ${props.title ? "my-6" : ""}`} data-load-error>
      {props.title ? (
        <div className="grow">
          <p className="font-bold">{props.title}</p>
          <p className="text-sm">{props.message}</p>
        </div>
      ) : (
        <span className="grow">{props.message}</span>
      )}
      {props.onRetry && (
        <button type="button" className={props.title ? "btn" : "btn btn-sm"} onClick={props.onRetry}>
          Retry
        </button>
      )}
    </div>
  );
}

interface LoadedProps<T> {
  state: Loadable<T>;
  children: (data: T) => ReactNode;
  onRetry?: () => void;
  loadingText?: string;
  layout?: LoadedLayout;
  /** The error's first line; a page says 'The list could not be loaded.' unless told. */
  errorTitle?: string;
  /** Shown instead of the loading text, for a view with its own placeholder (the map). */
  loading?: ReactNode;
  /** Shown instead of the error alert, for a view with its own placeholder (the map). */
  failed?: (message: string) => ReactNode;
}

export function Loaded<T>(props: LoadedProps<T>) {
  const { state } = props;
  const data = state.status === "idle" ? undefined : state.data;
  const error =
    state.status !== "error" ? null : props.failed ? (
      props.failed(state.message)
    ) : (
      <ErrorAlert message={state.message} title={props.errorTitle ?? (props.layout === "page" ? "The list could not be loaded." : undefined)} onRetry={props.onRetry} />
    );
  if (data !== undefined) {
    return (
      <>
        {error}
        {props.children(data)}
      </>
    );
  }
  return error ?? props.loading ?? <LoadingText text={props.loadingText} layout={props.layout} />;
}
