/**
 * The one loading state of the site and the console: a piece of server data that is not asked for yet, on its
 * way, there, or failed with a sentence for the visitor. `data` may stay beside `loading` and `error` so a
 * refresh (or a failed refresh) never blanks what is already on screen. `loadInto` is the one way stores fill
 * it; `Loaded` (islands/parts/Loaded.tsx) is the one way islands render it.
 *
 * Not `@nanostores/query`: that library keeps its own cache keyed by URL, refetches on focus and retries;
 * here the API client's cache (lib/api.ts), the service worker's offline copy and the build-time JSON Schema
 * check already decide what is fetched and when, so a second cache would only disagree with them.
 */
import type { WritableAtom } from "nanostores";

export type Loadable<T> =
  | { status: "idle" }
  | { status: "loading"; data?: T }
  | { status: "ready"; data: T }
  | { status: "error"; message: string; data?: T };

/** The data of a state, if there is any (ready, or kept through a refresh or a failed refresh). */
export function dataOf<T>(state: Loadable<T>): T | undefined {
  return state.status === "idle" ? undefined : state.data;
}

/** The sentence shown for a failure: an Error's message, else the thrown value as text. */
function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

export interface LoadIntoOptions<T> {
  /** Keep the old data beside the error when the call fails (the console); false drops it (public lists). */
  keepOnError?: boolean;
  /** False once a newer request (or a cancel) owns the state: the answer is then dropped, not shown. */
  isCurrent?: () => boolean;
  /** What the failure says; `messageOf` unless given. */
  errorText?: (error: unknown) => string;
  /** Data to show instead of the error (a build-time copy), or undefined to show the error. */
  recover?: (error: unknown) => T | undefined;
}

/**
 * Runs `fetch` into `$state`: loading (keeping what is shown), then ready or error. Resolves with the data, or
 * undefined when the call failed or was overtaken; it never rejects, the failure is in the state.
 */
export async function loadInto<T>($state: WritableAtom<Loadable<T>>, fetch: () => Promise<T>, options: LoadIntoOptions<T> = {}): Promise<T | undefined> {
  const current = options.isCurrent ?? (() => true);
  const shown = dataOf($state.get());
  $state.set(shown === undefined ? { status: "loading" } : { status: "loading", data: shown });
  try {
    const data = await fetch();
    if (current()) $state.set({ status: "ready", data });
    return data;
  } catch (error) {
    if (!current()) return undefined;
    const recovered = options.recover?.(error);
    if (recovered !== undefined) {
      $state.set({ status: "ready", data: recovered });
      return recovered;
    }
    const message = (options.errorText ?? messageOf)(error);
    const kept = options.keepOnError ? dataOf($state.get()) : undefined;
    $state.set(kept === undefined ? { status: "error", message } : { status: "error", message, data: kept });
    return undefined;
  }
}
