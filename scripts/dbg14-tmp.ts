import { assistantFromContent } from "../src/server/chatbot/from-content.ts";
import { detectIntents } from "../src/server/chatbot/facts.ts";
const now = new Date("2024-11-20T02:00:00Z");
const a = await assistantFromContent(now);
for (const q of process.argv.slice(2)) { const i = detectIntents(q); console.log(q, i, a.facts.match(q, i).slice(0, 4).map((m) => `${m.entity.key}:${m.weight.toFixed(2)}:${m.coverage.toFixed(2)}:${m.terms}`)); }
