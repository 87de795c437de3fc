import { assistantFromContent } from "../src/server/chatbot/from-content.ts";
import { respond } from "../src/server/chatbot/assistant.ts";
const now = new Date("2024-11-20T02:00:00Z");
const a = await assistantFromContent(now);
const qs = process.argv.slice(2);
for (const q of qs) { const r = respond(a.knowledge, a.facts, a.config, q, now, () => 0); console.log(`Q: ${q}\n  [${r.category}] ${r.message}\n  ${r.records.join(",")} ${r.building ?? ""}`); }
