import { useEffect, useState } from "react";
import type { DirectoryStore } from "../../stores/directory.ts";

/**
 * Starts a directory island: with `initial` (the list the page was prerendered with) the store shows it before the
 * first render, so hydration meets the same cards as the HTML; then the list is loaded from the API, which replaces
 * it. Call it before the island reads the store.
 */
export function useDirectory<T>(store: DirectoryStore<T>, initial: T[] | undefined): void {
  useState(() => {
    if (initial) store.prime(initial);
  });
  useEffect(() => void store.load(), [store]);
}
