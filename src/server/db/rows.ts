/**
 * The rows of a raw `db.execute(sql...)`, whichever driver answered: drizzle's execute() answers an array on
 * postgres.js and `{ rows }` on PGlite. Every raw query reads its rows through this.
 */
export function toRows<T>(result: unknown): T[] {
  if (Array.isArray(result)) return result as T[];
  return ((result as { rows?: T[] }).rows ?? []) as T[];
}
