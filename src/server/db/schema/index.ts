/**
 * The database schema as drizzle tables, one file per domain. `npm run db:generate` turns changes here
 * into a new SQL file in supabase/migrations, the one schema both PGlite and Supabase Postgres apply.
 */
export * from "./admin.ts";
export * from "./chatbot.ts";
export * from "./directories.ts";
export * from "./feedback.ts";
export * from "./knowledge.ts";
export * from "./map.ts";
export * from "./health.ts";
