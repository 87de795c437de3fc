/**
 * The Dashboard and Analytics tab numbers, computed from the stored sessions and messages (what the
 * chatbot records while analytics is on). Missing values are 0, never blank.
 */
import type { Database } from "../db/client.ts";
import * as repo from "../repositories/chat-analytics.ts";
import { groupUnansweredQuestions } from "../chatbot/unanswered-groups.ts";
import type { AnalyticsDay, AnalyticsDetails, ChatbotAnalytics } from "../../shared/api/admin-analytics.ts";

const MANILA_OFFSET_MS = 8 * 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;
/** Unanswered questions read for grouping: the latest this many (grouping is quadratic in the worst case). */
const UNANSWERED_SAMPLE = 5000;

const round1 = (n: number) => Math.round(n * 10) / 10;
const percent = (part: number, whole: number) => (whole === 0 ? 0 : round1((100 * part) / whole));

/** GET /api/admin/chatbot/analytics. */
export async function getDashboardAnalytics(db: Database): Promise<ChatbotAnalytics> {
  const [totals, popularTopics] = [await repo.dashboardTotals(db), await repo.topicCounts(db, 10)];
  return {
    totalSessions: totals.totalSessions,
    totalMessages: totals.totalMessages,
    satisfactionScore: percent(totals.helpful, totals.rated),
    ratedReplies: totals.rated,
    activeKnowledgeItems: totals.activeKnowledgeItems,
    popularTopics,
    responseTime: round1(totals.averageResponseMs),
    averageSessionLength: round1(totals.averageSessionMinutes),
  };
}

/** The Manila calendar day of an instant, YYYY-MM-DD. */
export function manilaDate(at: Date): string {
  return new Date(at.getTime() + MANILA_OFFSET_MS).toISOString().slice(0, 10);
}

/** The `days` Manila dates ending today, oldest first, and the instant the first one starts. */
export function manilaDays(days: number, now: Date): { dates: string[]; since: Date } {
  const today = manilaDate(now);
  const todayStart = Date.parse(`${today}T00:00:00+08:00`);
  const dates = Array.from({ length: days }, (_, i) => manilaDate(new Date(todayStart + (i - days + 1) * DAY_MS)));
  return { dates, since: new Date(todayStart - (days - 1) * DAY_MS) };
}

/** GET /api/admin/chatbot/analytics/details?days=N. */
export async function getAnalyticsDetails(db: Database, days: number, now = new Date()): Promise<AnalyticsDetails> {
  const { dates, since } = manilaDays(days, now);
  const messages = new Map((await repo.messageCountsByDay(db, since)).map((d) => [d.date, d]));
  const sessions = new Map((await repo.sessionCountsByDay(db, since)).map((d) => [d.date, d.sessions]));
  const daily: AnalyticsDay[] = dates.map((date) => {
    const m = messages.get(date);
    const helpful = m?.helpful ?? 0;
    const unhelpful = m?.unhelpful ?? 0;
    return {
      date,
      messages: m?.messages ?? 0,
      sessions: sessions.get(date) ?? 0,
      answered: m?.answered ?? 0,
      fallback: m?.fallback ?? 0,
      helpful,
      unhelpful,
      satisfaction: helpful + unhelpful === 0 ? null : percent(helpful, helpful + unhelpful),
    };
  });
  const sum = (key: "answered" | "fallback" | "helpful" | "unhelpful") => daily.reduce((s, d) => s + d[key], 0);
  const replies = await repo.replyCount(db, since);
  const unanswered = await repo.unansweredQuestions(db, since, UNANSWERED_SAMPLE);
  return {
    days,
    from: dates[0]!,
    to: dates[dates.length - 1]!,
    daily,
    answeredRate: percent(sum("answered"), replies),
    fallbackRate: percent(sum("fallback"), replies),
    satisfactionScore: percent(sum("helpful"), sum("helpful") + sum("unhelpful")),
    topItems: await repo.topItems(db, since, 10),
    unansweredGroups: groupUnansweredQuestions(unanswered, 50),
  };
}
