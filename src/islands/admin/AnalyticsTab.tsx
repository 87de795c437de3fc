import { useStore } from "@nanostores/react";
import {
  $analyticsDays,
  analytics,
  periodCounts,
  PERIODS,
  setAnalyticsDays,
} from "../../stores/admin/analytics.ts";
import { ActivityChart, SatisfactionChart } from "./parts/DailyChart.tsx";
import { categoryBadge } from "./parts/badges.ts";
import { Empty, Loaded } from "./parts/states.tsx";
import { useResource } from "./parts/use-resource.ts";
import UnansweredGroups from "./UnansweredGroups.tsx";
import { Panel } from "./parts/Panel.tsx";

/**
 * The rate cards: which figure of the analytics each shows, and what it is a share of (`over`): a rate over
 * nothing counted says so instead of a percentage.
 */
const RATES = [
  { name: "answered", label: "Answered", value: "answeredRate", over: "replies", tone: "text-green-700", bar: "progress-success", text: "Replies answered from the knowledge base" },
  { name: "fallback", label: "Fallback", value: "fallbackRate", over: "replies", tone: "text-orange-700", bar: "progress-warning", text: "Replies that were the fallback message" },
  { name: "satisfaction", label: "Satisfaction", value: "satisfactionScore", over: "rated", tone: "text-primary", bar: "progress-primary", text: "Rated replies rated helpful" },
] as const;

const NOTHING_COUNTED = { replies: "No replies yet", rated: "No ratings yet" } as const;

/** Analytics: activity per day, answered vs fallback, satisfaction, top items, unanswered questions. */
export default function AnalyticsTab() {
  const state = useResource(analytics);
  const days = useStore($analyticsDays);

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center gap-3">
        <h2 className="grow text-xl font-bold">Analytics</h2>
        <div role="group" aria-label="Period" className="join">
          {PERIODS.map((p) => (
            <button
              key={p}
              type="button"
              className={`btn join-item ${days === p ? "btn-primary" : "btn-outline"}`}
              aria-pressed={days === p}
              onClick={() => void setAnalyticsDays(p)}
            >
              {p} days
            </button>
          ))}
        </div>
      </div>
      <Loaded state={state} onRetry={() => void analytics.load()}>
        {(a) => {
          const counts = periodCounts(a.daily);
          return (
            <>
              <div className="grid grid-cols-1 gap-4 sm:grid-cols-3">
                {RATES.map((r) => (
                  <Rate key={r.name} name={r.name} label={r.label} value={a[r.value]} empty={counts[r.over] === 0 ? NOTHING_COUNTED[r.over] : undefined} tone={r.tone} bar={r.bar} text={r.text} />
                ))}
              </div>
              <Panel title="Messages and sessions per day">
              <p className="text-base-content/70 text-sm">
                {a.from} to {a.to}
              </p>
              <ActivityChart days={a.daily} />
              </Panel>
              <div className="grid gap-4 lg:grid-cols-2">
                <Panel title="Satisfaction over time">
                <SatisfactionChart days={a.daily} />
                </Panel>
                <Panel title="Top items" name="top-items">
                {a.topItems.length === 0 ? (
                  <Empty>
                    No answers from the knowledge base in this period.
                  </Empty>
                ) : (
                  <ol className="divide-base-200 divide-y">
                    {a.topItems.map((t) => (
                      <li
                        key={t.id}
                        className="flex items-center gap-3 py-2"
                      >
                        <span
                          className={`badge badge-sm border ${categoryBadge(t.category)}`}
                        >
                          {t.category}
                        </span>
                        <span className="grow">{t.question}</span>
                        <span className="badge badge-neutral">
                          {t.count}
                        </span>
                      </li>
                    ))}
                  </ol>
                )}
                </Panel>
              </div>
              <UnansweredGroups groups={a.unansweredGroups} />
            </>
          );
        }}
      </Loaded>
    </div>
  );
}

/** A rate card; `empty` is what it says instead of a percentage when nothing was counted yet (0% would mislead). */
function Rate(props: {
  name: string;
  label: string;
  value: number;
  empty?: string | undefined;
  tone: string;
  bar: string;
  text: string;
}) {
  const shown = props.empty ?? `${Math.round(props.value)}%`;
  return (
    <section className="card bg-base-100 shadow-sm" data-rate={props.name}>
      <div className="card-body gap-1 p-5">
        <h3 className="text-sm font-medium">{props.label}</h3>
        <p
          className={`text-3xl font-bold ${props.empty ? "text-base-content/70" : props.tone}`}
        >
          {shown}
        </p>
        <p className="text-base-content/70 text-xs">{props.text}</p>
        <progress
          className={`progress mt-1 ${props.bar}`}
          value={props.empty ? 0 : props.value}
          max={100}
          aria-label={`${props.label} ${shown}`}
        />
      </div>
    </section>
  );
}
