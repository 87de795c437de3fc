/**
 * A fake admin API for the store tests: answers by "METHOD /path" and records every call with its body.
 * Not imported by the app.
 */
import { vi } from "vitest";
import { KnowledgeItem } from "../../shared/api/admin-knowledge.ts";
import { setAdminFetcher } from "./request.ts";

export interface Call {
  method: string;
  path: string;
  body: unknown;
}
type Answer = Response | ((call: Call) => Response | Promise<Response>);

export const json = (data: unknown, status = 200) => new Response(JSON.stringify(data), { status, headers: { "content-type": "application/json" } });

/** Installs the fake; routes are matched on "METHOD path" exactly, then on "METHOD path-without-query". */
export function fakeApi(routes: Record<string, Answer>) {
  const calls: Call[] = [];
  const fetcher = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const path = String(input);
    const method = init?.method ?? "GET";
    const call: Call = { method, path, body: typeof init?.body === "string" ? JSON.parse(init.body) : undefined };
    calls.push(call);
    const answer = routes[`${method} ${path}`] ?? routes[`${method} ${path.split("?")[0]}`];
    if (!answer) return json({ error: `no fake for ${method} ${path}` }, 404);
    return typeof answer === "function" ? answer(call) : answer.clone();
  });
  setAdminFetcher(fetcher as unknown as typeof fetch);
  return { calls, fetcher, called: (method: string, path: string) => calls.filter((c) => c.method === method && c.path.split("?")[0] === path) };
}

/** A stored knowledge item as the server answers it. */
export function storedItem(id: number, overrides: Record<string, unknown> = {}): KnowledgeItem {
  return KnowledgeItem.parse({
    id,
    category: "admissions",
    canonicalQuestion: `Question ${id}?`,
    questionVariations: [],
    canonicalAnswer: `Answer ${id}.`,
    answerVariations: [],
    keywords: [],
    entities: [],
    difficulty: "easy",
    priority: 1,
    isActive: true,
    usageCount: 0,
    effectivenessScore: 0,
    helpfulCount: 0,
    unhelpfulCount: 0,
    createdAt: "2025-01-15T00:00:00.000Z",
    updatedAt: "2025-01-15T00:00:00.000Z",
    ...overrides,
  });
}

export const ANALYTICS = {
  totalSessions: 3,
  totalMessages: 12,
  satisfactionScore: 50,
  activeKnowledgeItems: 2,
  popularTopics: [{ topic: "admissions", count: 4 }],
  responseTime: 12,
  averageSessionLength: 1.5,
};
