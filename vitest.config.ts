import { defineConfig } from "vitest/config";
import { jsonSchemas } from "./src/integrations/json-schemas.ts";

export default defineConfig({
  // Public stores read the contracts as build-time JSON Schemas (virtual:json-schemas), in tests as in the build.
  plugins: [jsonSchemas()],
  test: {
    include: ["src/**/*.test.ts", "netlify/**/*.test.ts", "scripts/**/*.test.ts", "tests/**/*.test.ts"],
    environment: "node",
    // PGlite start-up and scrypt make some tests slower than vitest's 5 s default on a 2-core machine.
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
