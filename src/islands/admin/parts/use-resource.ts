/**
 * A tab's server data: its load state, fetched the first time the tab shows (`ensure`) and kept when the
 * tab shows again, so switching tabs does not reload every list.
 */
import { useStore } from "@nanostores/react";
import { useEffect } from "react";
import type { Loadable, Resource } from "../../../stores/admin/loadable.ts";

export function useResource<T>(resource: Resource<T>): Loadable<T> {
  useEffect(() => void resource.ensure(), [resource]);
  return useStore(resource.$state);
}
