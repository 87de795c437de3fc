/** The Dashboard tab: GET /api/admin/chatbot/analytics. */
import { ChatbotAnalytics } from "../../shared/api/admin-analytics.ts";
import { resource } from "./loadable.ts";

/** A missing value shows 0. An answer that lacks a field still fills the cards, with 0 there. */
export const DashboardAnswer = ChatbotAnalytics.partial().transform(
  (a): ChatbotAnalytics => ({
    totalSessions: a.totalSessions ?? 0,
    totalMessages: a.totalMessages ?? 0,
    satisfactionScore: a.satisfactionScore ?? 0,
    ratedReplies: a.ratedReplies ?? 0,
    activeKnowledgeItems: a.activeKnowledgeItems ?? 0,
    popularTopics: a.popularTopics ?? [],
    responseTime: a.responseTime ?? 0,
    averageSessionLength: a.averageSessionLength ?? 0,
  }),
);

export const dashboard = resource(() => "/api/admin/chatbot/analytics", DashboardAnswer);

/** What the Satisfaction card says: a percentage once a reply was rated, else that there are no ratings yet. */
export function satisfactionText(a: Pick<ChatbotAnalytics, "satisfactionScore" | "ratedReplies">): string {
  return a.ratedReplies > 0 ? `${Math.round(a.satisfactionScore)}%` : "No ratings yet";
}

/** A knowledge item's effectiveness: its helpful share once rated, else that there are no ratings yet. */
export function effectivenessText(item: { effectivenessScore: number; helpfulCount: number; unhelpfulCount: number }): string {
  return item.helpfulCount + item.unhelpfulCount > 0 ? `${Math.round(item.effectivenessScore)}%` : "no ratings yet";
}

/** A topic's name as the card shows it: campus_life → Campus life. */
export function topicLabel(topic: string): string {
  const words = topic.replace(/_/g, " ").trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}
