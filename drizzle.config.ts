import { defineConfig } from "drizzle-kit";

// Migrations are written where the Supabase CLI looks for them, with its timestamped file names.
export default defineConfig({
  dialect: "postgresql",
  schema: "./src/server/db/schema/index.ts",
  out: "./supabase/migrations",
  migrations: { prefix: "supabase" },
});
