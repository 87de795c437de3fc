/** Column shapes that several tables share, so each is declared (and changed) in one place. */
import { sql } from "drizzle-orm";
import { toSnakeCase } from "drizzle-orm/casing";
import { integer, text, timestamp } from "drizzle-orm/pg-core";

const requiredText = (name: string) => text(name).notNull();
const optionalText = (name: string) => text(name);
const textList = (name: string) => text(name).array().notNull().default(sql`'{}'::text[]`);

/** One column per property, named in SQL by the property in snake_case (drizzle's own snake_case rule). */
function columnsOf<K extends string, C>(properties: readonly K[], column: (name: string) => C): Record<K, C> {
  return Object.fromEntries(properties.map((p) => [p, column(toSnakeCase(p))])) as Record<K, C>;
}

/** Text columns that must hold a value (NOT NULL), in the order given. */
export const requiredTexts = <const K extends string>(...properties: K[]) => columnsOf(properties, requiredText);

/** Text columns that may be NULL (an absent field in the API contracts), in the order given. */
export const optionalTexts = <const K extends string>(...properties: K[]) => columnsOf(properties, optionalText);

/** Lists of texts that are never NULL (an empty array when nothing was given), in the order given. */
export const textLists = <const K extends string>(...properties: K[]) => columnsOf(properties, textList);

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
