import { assistantFromContent } from "/work/wt/i14e/src/server/chatbot/from-content.ts";
import { respond } from "/work/wt/i14e/src/server/chatbot/assistant.ts";
import { passageAnswer } from "/work/wt/i14e/src/server/chatbot/passages.ts";
const now = new Date("2024-11-20T02:00:00Z");
const a = await assistantFromContent(now);
for (const q of process.argv.slice(2)) {
  const r = respond(a.knowledge, a.facts, a.config, q, now, () => 0);
  const p = passageAnswer(a.facts, a.knowledge, q, "en");
  console.log(q, "\n  ->", r.category, r.records.join(","), r.message.slice(0, 150), "\n  passage:", p ? `${p.coverage.toFixed(2)} ${p.message.slice(0, 150)}` : "none");
}
