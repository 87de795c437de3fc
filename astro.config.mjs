// @ts-check
import { defineConfig } from "astro/config";
import react from "@astrojs/react";
import mdx from "@astrojs/mdx";
import tailwindcss from "@tailwindcss/vite";
import serviceWorker from "./src/integrations/service-worker.ts";
import { jsonSchemas } from "./src/integrations/json-schemas.ts";
import { campusPlanFromPage } from "./src/integrations/campus-plan-page.ts";

/** Where `astro dev` forwards `/api` calls: the local server (`npm run serve`), which owns the database. */
const apiTarget = process.env.API_PROXY_TARGET ?? "http://127.0.0.1:4321";

export default defineConfig({
  // Every page is prerendered; the API lives in netlify/functions, not in Astro routes. No adapter: the
  // Netlify adapter would add an SSR function on /* that a fully static site never needs (docs/deploy.md).
  output: "static",
  // serviceWorker() writes dist/sw.js (offline precache of this build) and dist/build-version.json.
  integrations: [react(), mdx(), serviceWorker()],
  // Trailing-slash-free URLs such as /campus-map, as in the spec's route table.
  trailingSlash: "never",
  build: { format: "file" },
  // `astro dev` listens beside the local server (4321), to which it proxies /api.
  server: { port: 4322 },
  vite: {
    // jsonSchemas(): the API contracts as JSON Schema for public pages, which then ship no zod (src/lib/contracts.ts).
    // campusPlanFromPage(): the browser reads the campus plan from the map page's JSON, not from its script.
    plugins: [tailwindcss(), jsonSchemas(), campusPlanFromPage()],
    server: { proxy: { "/api": { target: apiTarget, changeOrigin: false } } },
  },
});
