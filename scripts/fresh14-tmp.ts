import { readFileSync } from "node:fs";
import { assistantFromContent } from "../src/server/chatbot/from-content.ts";
import { respond } from "../src/server/chatbot/assistant.ts";
const now = new Date("2024-11-20T02:00:00Z");
const a = await assistantFromContent(now);
let ok = 0, n = 0;
for (const line of readFileSync(process.argv[2], "utf8").split("\n").filter(Boolean)) {
  const [kind, q, re] = line.split(" | ");
  const r = respond(a.knowledge, a.facts, a.config, q, now, () => 0);
  const pass = re ? r.category !== "fallback" && new RegExp(re, "i").test(r.message) : r.category === "fallback" || r.category === "small_talk";
  n++; if (pass) ok++; else console.log(`MISS [${kind}] ${q} -> (${r.category}) ${r.message.slice(0, 140)}`);
}
console.log(`${ok}/${n}`);
