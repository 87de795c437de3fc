/**
 * knip: files, exports and dependencies nothing uses. Entry points are what runs on its own: Netlify functions,
 * npm scripts, benches, the e2e server, the service worker and Astro's integrations; Astro pages, Vitest tests
 * and Playwright specs are found by knip's plugins for those tools.
 */
import type { KnipConfig } from "knip";

const config: KnipConfig = {
  entry: [
    "netlify/functions/*.mts",
    "scripts/*.ts",
    "bench/*.ts",
    // Started as a child process by the API benches, by path.
    "bench/lib/servers.ts",
    "src/service-worker/sw.ts",
    "src/integrations/*.ts",
    // The browser build swaps it in for src/lib/campus-plan.ts (src/integrations/campus-plan-page.ts).
    "src/lib/campus-plan-page.ts",
  ],
  project: [
    "src/**/*.{ts,tsx,astro,mdx,css}",
    "netlify/**/*.{ts,mts}",
    "scripts/**/*.ts",
    "bench/**/*.ts",
    "e2e/**/*.ts",
    "tests/**/*.ts",
  ],
  // An export used in its own file is the module's vocabulary (a named limit, a row type), not dead code.
  ignoreExportsUsedInFile: true,
  // bench/disk-full.ts mounts a small tmpfs with the system's tools.
  ignoreBinaries: ["mount", "umount"],
  compilers: {
    // Tailwind and daisyUI are imported from the stylesheet (`@import "tailwindcss"`, `@plugin "daisyui"`).
    css: (text: string) =>
      [...text.matchAll(/@(?:import|plugin)\s+["']([^"']+)["']/g)].map((m) => `import "${m[1]}";`).join("\n"),
  },
};

export default config;
