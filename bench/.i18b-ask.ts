import { ask } from "/work/wt/i18b/src/server/testing/assistant.ts";
import { readFileSync } from "node:fs";
const lines = process.argv[2] === "-f" ? readFileSync(process.argv[3], "utf8").split("\n").filter(Boolean) : process.argv.slice(2);
for (const q of lines) {
  const r = ask(q);
  console.log(`${r.category} [${r.records.join(" ")}] ${q}\n    -> ${r.message.slice(0, 150)}`);
}
