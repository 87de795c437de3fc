/**
 * When a seeded announcement or gallery item was published: its own `createdAt`, or `daysAgo` days before the
 * first seed, so a fresh kiosk always has this week's news. The seeder and the build's prerendered lists both
 * date items by this one rule, so the prerendered cards come in the API's order.
 */
export interface SeedDated {
  createdAt?: string;
  daysAgo?: number;
}

const DAY_MS = 24 * 60 * 60 * 1000;

export function seededAt(item: SeedDated, now: Date): Date {
  if (item.createdAt) return new Date(item.createdAt);
  return new Date(now.getTime() - (item.daysAgo ?? 0) * DAY_MS);
}
