import type { AnalyticsDay } from "../../../shared/api/admin-analytics.ts";
import { chartGeometry, satisfactionSegments, shortDate } from "../../../stores/admin/analytics.ts";

const W = 1200;
const H = 240;
const PAD = { left: 40, bottom: 24, top: 8, right: 8 };

/** Messages per day as bars and sessions per day as a line, on one axis; hand-drawn SVG. */
export function ActivityChart({ days }: { days: AnalyticsDay[] }) {
  const g = chartGeometry(days, "messages", "sessions", W, H);
  const every = Math.max(1, Math.ceil(days.length / 8));
  return (
    <div role="figure" aria-label="Messages and sessions per day" className="flex flex-col gap-2" data-chart="activity">
      <svg viewBox={`0 0 ${W + PAD.left + PAD.right} ${H + PAD.top + PAD.bottom}`} className="h-auto w-full" role="img" aria-label={`Messages and sessions per day, ${days.length} days`}>
        <g transform={`translate(${PAD.left},${PAD.top})`}>
          {g.ticks.map((t) => (
            <g key={t}>
              <line x1={0} x2={W} y1={H - (t / g.max) * H} y2={H - (t / g.max) * H} className="stroke-base-300" strokeDasharray="3 3" />
              <text x={-6} y={H - (t / g.max) * H + 4} textAnchor="end" className="fill-base-content/60 text-[11px]">
                {Number.isInteger(t) ? t : t.toFixed(1)}
              </text>
            </g>
          ))}
          {g.bars.map((b) => (
            <rect key={b.date} x={b.x} y={H - b.height} width={b.width} height={b.height} rx={2} className="fill-primary/70" data-bar={b.date}>
              <title>{`${shortDate(b.date)}: ${b.value} messages`}</title>
            </rect>
          ))}
          <polyline points={g.line} fill="none" className="stroke-secondary" strokeWidth={2.5} strokeLinejoin="round" />
          {g.linePoints.map((p) => (
            <circle key={p.date} cx={p.x} cy={p.y} r={3} className="fill-secondary">
              <title>{`${shortDate(p.date)}: ${p.value} sessions`}</title>
            </circle>
          ))}
          {days.map((d, i) =>
            i % every === 0 ? (
              <text key={d.date} x={(i + 0.5) * (W / days.length)} y={H + 16} textAnchor="middle" className="fill-base-content/60 text-[11px]">
                {shortDate(d.date)}
              </text>
            ) : null,
          )}
        </g>
      </svg>
      <p className="flex gap-4 text-sm">
        <span className="flex items-center gap-2">
          <span className="bg-primary/70 inline-block size-3 rounded-sm" /> Messages
        </span>
        <span className="flex items-center gap-2">
          <span className="bg-secondary inline-block h-1 w-4 rounded" /> Sessions
        </span>
      </p>
    </div>
  );
}

/** Satisfaction (percent of rated replies rated helpful) per day; days without ratings are gaps. */
export function SatisfactionChart({ days }: { days: AnalyticsDay[] }) {
  const h = 160;
  const segments = satisfactionSegments(days, W, h);
  const rated = days.filter((d) => d.satisfaction !== null);
  return (
    <div role="figure" aria-label="Satisfaction over time" className="flex flex-col gap-2" data-chart="satisfaction">
      <svg viewBox={`0 0 ${W + PAD.left + PAD.right} ${h + PAD.top + PAD.bottom}`} className="h-auto w-full" role="img" aria-label="Satisfaction per day in percent">
        <g transform={`translate(${PAD.left},${PAD.top})`}>
          {[0, 50, 100].map((t) => (
            <g key={t}>
              <line x1={0} x2={W} y1={h - (t / 100) * h} y2={h - (t / 100) * h} className="stroke-base-300" strokeDasharray="3 3" />
              <text x={-6} y={h - (t / 100) * h + 4} textAnchor="end" className="fill-base-content/60 text-[11px]">
                {t}%
              </text>
            </g>
          ))}
          {segments.map((points) => (
            <polyline key={points} points={points} fill="none" className="stroke-success" strokeWidth={2.5} strokeLinejoin="round" />
          ))}
          {days.map((d, i) =>
            d.satisfaction === null ? null : (
              <circle key={d.date} cx={(i + 0.5) * (W / days.length)} cy={h - (d.satisfaction / 100) * h} r={3} className="fill-success">
                <title>{`${shortDate(d.date)}: ${Math.round(d.satisfaction)}% (${d.helpful} helpful, ${d.unhelpful} not)`}</title>
              </circle>
            ),
          )}
        </g>
      </svg>
      {rated.length === 0 && <p className="text-base-content/70 text-sm">No replies were rated in this period.</p>}
    </div>
  );
}
