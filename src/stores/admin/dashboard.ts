/** The Dashboard tab (spec sections 2 and 3, Chatbot analytics): GET /api/admin/chatbot/analytics. */
import { ChatbotAnalytics } from "../../shared/api/admin-analytics.ts";
import { resource } from "./loadable.ts";

export const dashboard = resource(() => "/api/admin/chatbot/analytics", ChatbotAnalytics);

/** A topic's name as the card shows it: campus_life → Campus life. */
export function topicLabel(topic: string): string {
  const words = topic.replace(/_/g, " ").trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}
