import { defineConfig } from "@playwright/test";

const port = Number(process.env.E2E_PORT ?? 4399);

/** Debian's Chromium: Playwright's own browser download is not reachable from these machines. */
export const chromiumLaunch = {
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
  ],
};

export default defineConfig({
  testDir: "e2e",
  forbidOnly: !!process.env.CI,
  retries: 0,
  // A 2-core CI machine under a full suite is slower than a desk; assertions wait up to 10 s.
  expect: { timeout: 10_000 },
  workers: 2,
  reporter: [["list"]],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    browserName: "chromium",
    launchOptions: chromiumLaunch,
    // The kiosk's portrait screen; tests that need another size set their own viewport.
    viewport: { width: 1080, height: 1920 },
    trace: "retain-on-failure",
    // The service worker answers from its caches, where page.route() cannot see; the offline and kiosk specs
    // that test it turn it back on with test.use({ serviceWorkers: "allow" }).
    serviceWorkers: "block",
  },
  webServer: {
    // Builds the site, then serves it with the API on a throw-away PGlite database (e2e/server.ts).
    command: "npm run build && node e2e/server.ts",
    url: `http://127.0.0.1:${port}/api/config`,
    env: { E2E_PORT: String(port), ASTRO_TELEMETRY_DISABLED: "1" },
    reuseExistingServer: !process.env.CI,
    timeout: 300_000,
    stdout: "pipe",
    stderr: "pipe",
  },
});
