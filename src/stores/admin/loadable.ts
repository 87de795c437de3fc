/**
 * One piece of admin data fetched from the server: loading, ready or failed with a message. Reloading
 * keeps showing the old data until the new answer arrives, so lists do not blink after each change.
 */
import { atom, type ReadableAtom } from "nanostores";
import type { z } from "zod";
import { adminCall, errorText } from "./request.ts";

export type Loadable<T> = { status: "idle" } | { status: "loading"; data?: T } | { status: "ready"; data: T } | { status: "error"; message: string; data?: T };

export interface Resource<T> {
  $state: ReadableAtom<Loadable<T>>;
  /** Fetches `path()` now; concurrent calls share one request per path. */
  load(): Promise<T | undefined>;
  /** Loads only if nothing was loaded yet (tab opened for the first time). */
  ensure(): Promise<T | undefined>;
  /** Replaces the data locally (after a change the server already confirmed). */
  set(data: T): void;
}

/** The data of the current state, if any. */
export function dataOf<T>(state: Loadable<T>): T | undefined {
  return state.status === "idle" ? undefined : state.data;
}

export function resource<S extends z.ZodType>(path: () => string, schema: S): Resource<z.infer<S>> {
  type T = z.infer<S>;
  const $state = atom<Loadable<T>>({ status: "idle" });
  let pending: { path: string; promise: Promise<T | undefined> } | undefined;

  const load = (): Promise<T | undefined> => {
    const target = path();
    if (pending && pending.path === target) return pending.promise;
    $state.set({ status: "loading", data: dataOf($state.get()) });
    const promise = adminCall(target, schema).then(
      (data: T) => {
        if (pending?.path === target) {
          $state.set({ status: "ready", data });
          pending = undefined;
        }
        return data;
      },
      (err: unknown) => {
        if (pending?.path === target) {
          $state.set({ status: "error", message: errorText(err), data: dataOf($state.get()) });
          pending = undefined;
        }
        return undefined;
      },
    );
    pending = { path: target, promise };
    return promise;
  };

  return {
    $state,
    load,
    ensure: () => ($state.get().status === "idle" ? load() : Promise.resolve(dataOf($state.get()))),
    set: (data) => $state.set({ status: "ready", data }),
  };
}
