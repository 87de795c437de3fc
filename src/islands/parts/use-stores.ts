/**
 * Reads several nanostores as one view: `const { route, start } = useStores({ route: $route, start: $start })`.
 * A component that shows many stores names them in one object (adding one is one key) and holds one
 * subscription, which re-renders it when any of them changes, as a `useStore` call per store would.
 */
import { useStore } from "@nanostores/react";
import { computed, type ReadableAtom } from "nanostores";
import { useState } from "react";

type Values<S> = { [K in keyof S]: S[K] extends ReadableAtom<infer V> ? V : never };

/** `stores` is read on the first render only: the site's stores live at module level and never change. */
export function useStores<S extends Record<string, ReadableAtom<unknown>>>(stores: S): Values<S> {
  const [view] = useState(() => {
    const keys = Object.keys(stores);
    return computed(
      keys.map((key) => stores[key]!),
      (...values: unknown[]) => Object.fromEntries(keys.map((key, i) => [key, values[i]])) as Values<S>,
    );
  });
  return useStore(view);
}
