import { BookOpen, Clock, MessageSquare, MessagesSquare, ThumbsUp, TrendingUp, Activity } from "lucide-static";
import { dashboard, satisfactionText, topicLabel } from "../../stores/admin/dashboard.ts";
import { Icon } from "./parts/Icon.tsx";
import { Empty, Loaded } from "./parts/states.tsx";
import { Panel } from "./parts/Panel.tsx";
import { useResource } from "./parts/use-resource.ts";

/** Dashboard: four number cards, Popular Topics and System Performance. */
export default function DashboardTab() {
  const state = useResource(dashboard);
  return (
    <Loaded state={state} onRetry={() => void dashboard.load()}>
      {(a) => (
        <div className="flex flex-col gap-4">
          <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-4">
            <StatCard name="sessions" title="Total Sessions" value={a.totalSessions ?? 0} subtitle="Conversations started" icon={MessageSquare} />
            <StatCard name="messages" title="Total Messages" value={a.totalMessages ?? 0} subtitle="Messages exchanged" icon={MessagesSquare} />
            <StatCard name="satisfaction" title="Satisfaction Score" value={satisfactionText(a)} subtitle="User satisfaction" icon={ThumbsUp} />
            <StatCard name="knowledge" title="Knowledge Items" value={a.activeKnowledgeItems ?? 0} subtitle="Active knowledge items" icon={BookOpen} />
          </div>
          <div className="grid gap-4 lg:grid-cols-2">
            <Panel level={2} name="popular-topics" icon={TrendingUp} title="Popular Topics">
              <p className="text-base-content/70 text-sm">Most frequently asked topics</p>
              {a.popularTopics.length === 0 ? (
                <Empty>No questions answered yet.</Empty>
              ) : (
                <ul className="divide-base-200 divide-y">
                  {a.popularTopics.map((t) => (
                    <li key={t.topic} className="flex items-center justify-between py-2" data-topic={t.topic}>
                      <span>{topicLabel(t.topic)}</span>
                      <span className="badge badge-neutral">{t.count}</span>
                    </li>
                  ))}
                </ul>
              )}
            </Panel>
            <Panel level={2} name="performance" icon={Activity} title="System Performance">
              <dl className="divide-base-200 divide-y">
                <Metric name="response-time" icon={Clock} label="Average Response Time" value={`${Math.round(a.responseTime ?? 0)}ms`} />
                <Metric name="session-length" icon={MessageSquare} label="Average Session Length" value={`${Number((a.averageSessionLength ?? 0).toFixed(1))} min`} />
              </dl>
            </Panel>
          </div>
        </div>
      )}
    </Loaded>
  );
}

/** One row of System Performance. */
function Metric(props: { name: string; icon: string; label: string; value: string }) {
  return (
    <div className="flex items-center justify-between py-3" data-metric={props.name}>
      <dt className="flex items-center gap-2">
        <Icon svg={props.icon} className="size-4 opacity-70" />
        {props.label}
      </dt>
      <dd className="font-semibold">{props.value}</dd>
    </div>
  );
}

function StatCard(props: { name: string; title: string; value: number | string; subtitle: string; icon: string }) {
  return (
    <section className="card bg-base-100 shadow-sm" data-stat={props.name}>
      <div className="card-body gap-1 p-5">
        <div className="flex items-center justify-between">
          <h2 className="text-base-content/80 text-sm font-medium">{props.title}</h2>
          <Icon svg={props.icon} className="text-primary size-5" />
        </div>
        <p className="text-3xl font-bold" data-value>
          {props.value}
        </p>
        <p className="text-base-content/70 text-xs">{props.subtitle}</p>
      </div>
    </section>
  );
}
