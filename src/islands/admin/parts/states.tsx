/** Loading, error and empty states of the console's tabs: the first two are the site's one renderer's. */
import type { ReactNode } from "react";

export { ErrorAlert, Loaded, LoadingText } from "../../parts/Loaded.tsx";

export function Empty(props: { children: ReactNode }) {
  return (
    <p className="text-base-content/70 bg-base-200 rounded-box px-4 py-6 text-center" data-empty>
      {props.children}
    </p>
  );
}
