import { sql } from "drizzle-orm";
import { bigint, check, pgTable, smallint } from "drizzle-orm/pg-core";
import { textLists, updatedAt } from "./columns.ts";

/**
 * One row (id = 1) for the staff-edited lists (announcements, courses, forms, faculty, gallery, map
 * buildings). Triggers bump `version` on every write to those tables, so any function instance (the
 * assistant's index, a cache) learns of a change by reading one number. `seededLists` names the lists
 * the content files have filled once: after that the database is the source of truth and a seed never
 * adds back what staff deleted.
 */
export const contentState = pgTable(
  "content_state",
  {
    id: smallint("id").primaryKey().default(1),
    version: bigint("version", { mode: "number" }).notNull().default(1),
    updatedAt: updatedAt(),
    ...textLists("seededLists"),
  },
  (t) => [check("content_state_single_row", sql`${t.id} = 1`)],
).enableRLS();
