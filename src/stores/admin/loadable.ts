/**
 * One piece of admin data fetched from the server, in the site's one loading state (lib/loadable.ts). Reloading
 * keeps showing the old data until the new answer arrives, and a failed reload keeps it beside the error, so
 * lists do not blink after each change.
 */
import { atom, type ReadableAtom } from "nanostores";
import type { z } from "zod";
import { dataOf, loadInto, type Loadable } from "../../lib/loadable.ts";
import { adminCall, errorText } from "./request.ts";

export { dataOf, type Loadable };

export interface Resource<T> {
  $state: ReadableAtom<Loadable<T>>;
  /** Fetches `path()` now; concurrent calls share one request per path. */
  load(): Promise<T | undefined>;
  /** Loads only if nothing was loaded yet (tab opened for the first time). */
  ensure(): Promise<T | undefined>;
  /** Replaces the data locally (after a change the server already confirmed). */
  set(data: T): void;
}

export function resource<S extends z.ZodType>(path: () => string, schema: S): Resource<z.infer<S>> {
  type T = z.infer<S>;
  const $state = atom<Loadable<T>>({ status: "idle" });
  let pending: { path: string; promise: Promise<T | undefined> } | undefined;

  const load = (): Promise<T | undefined> => {
    const target = path();
    if (pending && pending.path === target) return pending.promise;
    const mine: { path: string; promise: Promise<T | undefined> } = { path: target, promise: Promise.resolve(undefined) };
    mine.promise = loadInto<T>($state, () => adminCall(target, schema) as Promise<T>, {
      keepOnError: true,
      errorText,
      isCurrent: () => pending === mine,
    }).finally(() => {
      if (pending === mine) pending = undefined;
    });
    pending = mine;
    return mine.promise;
  };

  return {
    $state,
    load,
    ensure: () => ($state.get().status === "idle" ? load() : Promise.resolve(dataOf($state.get()))),
    set: (data) => $state.set({ status: "ready", data }),
  };
}
