import { integer, pgTable, timestamp } from "drizzle-orm/pg-core";

/**
 * One row that GET /api/health rewrites on every check: a real, committed write, so a full disk or a
 * read-only database shows up in the health answer instead of in visitors' failed submissions.
 */
export const healthProbe = pgTable("health_probe", {
  id: integer("id").primaryKey(),
  checkedAt: timestamp("checked_at", { withTimezone: true }).notNull().defaultNow(),
}).enableRLS();
