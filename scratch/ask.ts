import { ask } from "../src/server/testing/assistant.ts";
for (const q of process.argv.slice(2)) { const r:any = ask(q); console.log(q, "=>", JSON.stringify(r).slice(0,400)); }
