import { assistantFromContent } from "/work/wt/issue-14b/src/server/chatbot/from-content.ts";
import { respond } from "/work/wt/issue-14b/src/server/chatbot/assistant.ts";
import { EVAL_NOW } from "/work/wt/issue-14b/bench/chat-eval.ts";
const a = await assistantFromContent(EVAL_NOW);
for (const q of process.argv.slice(2)) { const r = respond(a.knowledge, a.facts, a.config, q, EVAL_NOW, () => 0); console.log(q, "=>", r.category, r.records.join(" "), r.message.slice(0, 100)); }
