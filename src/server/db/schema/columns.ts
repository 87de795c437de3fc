/** Column shapes that several tables share, so each is declared (and changed) in one place. */
import { sql } from "drizzle-orm";
import { integer, text, timestamp } from "drizzle-orm/pg-core";

/** A list of texts that is never NULL: an empty array when nothing was given. */
export const textList = (name: string) => text(name).array().notNull().default(sql`'{}'::text[]`);

/** When the row was made; the database fills it. */
export const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();

/** Last change of the row; caches and the assistant compare it to tell a changed row. */
export const updatedAt = () => timestamp("updated_at", { withTimezone: true }).notNull().defaultNow();

/**
 * The columns of a list staff order by hand: its place (lower first, from the content file or the console)
 * and its last change by the seed or the console.
 */
export const handOrderedColumns = () => ({
  sortOrder: integer("sort_order").notNull().default(0),
  updatedAt: updatedAt(),
});
