import type { CsmSummary } from "../../shared/api/admin-feedback.ts";
import { CC1_OPTIONS, CC2_OPTIONS, CC3_OPTIONS, CLIENT_TYPES, SQD_QUESTIONS, SQD_SCALE } from "../../shared/api/feedback-values.ts";
import { ScrollTable } from "./parts/ScrollTable.tsx";
import { Panel } from "./parts/Panel.tsx";

/** The ARTA Client Satisfaction Measurement answers counted per option: client type, CC1-CC3, SQD0-SQD8. */
export default function CsmTallies({ csm }: { csm: CsmSummary }) {
  const cc = [
    { key: "cc1", title: "CC1 Awareness", options: CC1_OPTIONS },
    { key: "cc2", title: "CC2 Visibility", options: CC2_OPTIONS },
    { key: "cc3", title: "CC3 Helpfulness", options: CC3_OPTIONS },
  ] as const;
  return (
    <Panel title="Client Satisfaction (ARTA)" name="csm" gap="gap-3">
    <p className="text-base-content/70 text-sm">{csm.responses} submissions answered the survey.</p>
    <details>
      <summary className="cursor-pointer font-medium">Client type and Citizen's Charter</summary>
      <Tally title="Client type" options={CLIENT_TYPES} counts={csm.clientType} />
      {cc.map((q) => (
        <Tally key={q.key} title={q.title} options={q.options} counts={csm[q.key]} />
      ))}
    </details>
    <details open>
      <summary className="cursor-pointer font-medium">Service quality (SQD0-SQD8)</summary>
      <ScrollTable
        label="Service quality answers"
        scroll="overflow-x-auto"
        table="table table-xs"
        hook="sqd"
        columns={
          <>
            <th>Dimension</th>
            {SQD_SCALE.map((s) => (
              <th key={s.value} className="text-right" title={s.label}>
                {s.value === 0 ? "N/A" : s.value}
              </th>
            ))}
          </>
        }
      >
        {SQD_QUESTIONS.map((q) => (
          <tr key={q.key}>
            <td title={q.text}>
              {q.key.toUpperCase()} {q.dimension}
            </td>
            {SQD_SCALE.map((s) => (
              <td key={s.value} className="text-right tabular-nums">
                {csm[q.key][String(s.value)] ?? 0}
              </td>
            ))}
          </tr>
        ))}
      </ScrollTable>
    </details>
    </Panel>
  );
}

function Tally(props: { title: string; options: readonly { value: string | number; label: string }[]; counts: Record<string, number> }) {
  return (
    <div className="mt-2">
      <p className="text-sm font-medium">{props.title}</p>
      <ul className="text-sm">
        {props.options.map((o) => (
          <li key={o.value} className="flex justify-between gap-2">
            <span className="text-base-content/80">{o.label}</span>
            <span className="tabular-nums">{props.counts[String(o.value)] ?? 0}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
