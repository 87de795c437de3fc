import { RULES } from "/work/wt/i14q/src/server/chatbot/_diag_refusals.ts";
import { recordsRefusal } from "/work/wt/i14q/src/server/chatbot/records-refusals.ts";
import { readFileSync } from "node:fs";
import { refusal } from "/work/wt/i14q/src/server/chatbot/refusals.ts";
for (const text of readFileSync(0, "utf8").split("\n").filter(Boolean)) {
  const s = ` ${text.toLowerCase().normalize("NFKD").replace(/[\u0300-\u036f]/g, "").replace(/[’`]/g, "'")} `;
  const hits = RULES.map((r, i) => [i, r] as const).filter(([, r]) => r.pattern.test(s)).map(([i, r]) => { const m = s.match(r.pattern)!; return `${i}:${r.reason}:«${m[0].slice(0,60)}»`; });
  console.log(text.slice(0, 70), "=>", hits.join(" ; "), "   FINAL=", refusal(text, "en")?.reason ?? "-");
}
