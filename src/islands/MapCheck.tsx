/** Map configuration test: the three steps with their status, a test map, and Re-run. */
import { useStore } from "@nanostores/react";
import { useEffect, useRef } from "react";
import { MAP_HEIGHT_PX } from "../shared/rules/campus-map.ts";
import { $running, $steps, runMapCheck, type StepStatus } from "../stores/map-check.ts";

const BADGE: Record<StepStatus, string> = { pending: "badge-ghost", success: "badge-success", error: "badge-error" };

export default function MapCheck() {
  const steps = useStore($steps);
  const running = useStore($running);
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => void runMapCheck(box.current!), []);
  return (
    <div className="space-y-4">
      <ol className="space-y-2" data-steps>
        {steps.map((s, i) => (
          <li key={s.id} className="bg-base-100 rounded-box border-base-300 flex flex-wrap items-center gap-3 border p-4" data-step={s.id} data-status={s.status}>
            <span className="font-semibold">{i + 1}. {s.label}</span>
            <span className={`badge ${BADGE[s.status]}`}>{s.status}</span>
            {/* The message has a line of its own, kept while empty, so that its arrival moves nothing below. */}
            <span className={`min-h-lh basis-full ${s.status === "error" ? "text-error" : "text-base-content/70"}`} data-message={s.message ? "" : undefined}>
              {s.message}
            </span>
          </li>
        ))}
      </ol>
      <button type="button" className="btn btn-primary btn-lg" disabled={running} onClick={() => void runMapCheck(box.current!)} data-rerun>
        {running ? "Running..." : "Re-run test"}
      </button>
      <div className="bg-base-300 rounded-box relative overflow-hidden" style={{ height: MAP_HEIGHT_PX }}>
        {steps[2]!.status !== "success" && (
          <p className="text-base-content/60 absolute inset-0 grid place-items-center p-4 text-center">The test map appears here once every step passes.</p>
        )}
        <div ref={box} className="relative size-full" data-test-map />
      </div>
    </div>
  );
}
