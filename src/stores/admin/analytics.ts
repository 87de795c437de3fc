/**
 * The Analytics tab: per-day series for a chosen period, rates, top items and the unanswered
 * questions grouped by similarity, plus the chart geometry (a hand-drawn SVG, no chart library).
 */
import { atom } from "nanostores";
import { formatMonthDay } from "../../shared/rules/dates.ts";
import {
  AnalyticsDetails,
  type AnalyticsDay,
} from "../../shared/api/admin-analytics.ts";
import { resource } from "./loadable.ts";

export const PERIODS = [7, 30, 90] as const;
export const $analyticsDays = atom<number>(30);

export const analytics = resource(
  () => `/api/admin/chatbot/analytics/details?days=${$analyticsDays.get()}`,
  AnalyticsDetails,
);

export function setAnalyticsDays(days: number): Promise<unknown> {
  $analyticsDays.set(days);
  return analytics.load();
}

export interface ChartBar {
  date: string;
  x: number;
  width: number;
  height: number;
  value: number;
}
export interface ChartGeometry {
  bars: ChartBar[];
  /** SVG polyline points of the second series. */
  line: string;
  linePoints: { x: number; y: number; value: number; date: string }[];
  max: number;
  /** Gridline values from 0 to max. */
  ticks: number[];
}

/** A "nice" axis maximum: 1, 2, 5 times a power of ten, at least `value`. */
export function niceMax(value: number): number {
  if (value <= 0) return 1;
  const power = 10 ** Math.floor(Math.log10(value));
  for (const step of [1, 2, 5, 10])
    if (step * power >= value) return step * power;
  return 10 * power;
}

/**
 * Bars for `bar` and a line for `line` over the days, in a `width` x `height` box (y grows downwards):
 * both series share one axis so a day's sessions can be read against its messages.
 */
export function chartGeometry(
  days: AnalyticsDay[],
  bar: "messages",
  line: "sessions",
  width: number,
  height: number,
): ChartGeometry {
  const max = niceMax(
    Math.max(0, ...days.map((d) => Math.max(d[bar], d[line]))),
  );
  const slot = days.length > 0 ? width / days.length : width;
  const barWidth = Math.max(1, slot * 0.7);
  const y = (v: number) => height - (v / max) * height;
  const bars = days.map((d, i) => ({
    date: d.date,
    x: i * slot + (slot - barWidth) / 2,
    width: barWidth,
    height: height - y(d[bar]),
    value: d[bar],
  }));
  const linePoints = days.map((d, i) => ({
    x: i * slot + slot / 2,
    y: y(d[line]),
    value: d[line],
    date: d.date,
  }));
  const ticks = [0, max / 2, max];
  return {
    bars,
    line: linePoints
      .map((p) => `${p.x.toFixed(1)},${p.y.toFixed(1)}`)
      .join(" "),
    linePoints,
    max,
    ticks,
  };
}

/** Satisfaction per day as line points; days without ratings leave gaps (separate segments). */
export function satisfactionSegments(
  days: AnalyticsDay[],
  width: number,
  height: number,
): string[] {
  const slot = days.length > 0 ? width / days.length : width;
  const segments: string[] = [];
  let current: string[] = [];
  days.forEach((d, i) => {
    if (d.satisfaction === null) {
      if (current.length) segments.push(current.join(" "));
      current = [];
      return;
    }
    current.push(
      `${(i * slot + slot / 2).toFixed(1)},${(height - (d.satisfaction / 100) * height).toFixed(1)}`,
    );
  });
  if (current.length) segments.push(current.join(" "));
  return segments;
}

/** 'Mar 4' from YYYY-MM-DD (a calendar day of the campus). */
export function shortDate(date: string): string {
  return formatMonthDay(date);
}

/** The period's bot replies and rated replies: with none, a rate reads as "no replies yet" or "no ratings yet", not 0%. */
export function periodCounts(days: readonly AnalyticsDay[]): {
  replies: number;
  rated: number;
} {
  return days.reduce(
    (sum, d) => ({
      replies: sum.replies + d.answered + d.fallback,
      rated: sum.rated + d.helpful + d.unhelpful,
    }),
    { replies: 0, rated: 0 },
  );
}
