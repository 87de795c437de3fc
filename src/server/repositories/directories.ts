/** The seed's inserts of the public lists (reads and edits are content-lists.ts, for every list alike). */
import type { Database } from "../db/client.ts";
import { announcements, courses, facultyMembers, forms, galleryItems } from "../db/schema/index.ts";


/**
 * Seed inserts: rows whose id exists are left as staff edited them. Answers how many were added.
 * Batched so one statement never nears PostgreSQL's parameter limit.
 */
async function insertMissing<T extends { id: string }>(
  rows: T[],
  insert: (batch: T[]) => Promise<unknown[]>,
): Promise<number> {
  let added = 0;
  for (let i = 0; i < rows.length; i += 500) added += (await insert(rows.slice(i, i + 500))).length;
  return added;
}

export const insertCoursesIfMissing = (db: Database, rows: (typeof courses.$inferInsert & { id: string })[]) =>
  insertMissing(rows, (b) => db.insert(courses).values(b).onConflictDoNothing().returning({ id: courses.id }));
export const insertFormsIfMissing = (db: Database, rows: (typeof forms.$inferInsert & { id: string })[]) =>
  insertMissing(rows, (b) => db.insert(forms).values(b).onConflictDoNothing().returning({ id: forms.id }));
export const insertAnnouncementsIfMissing = (db: Database, rows: (typeof announcements.$inferInsert & { id: string })[]) =>
  insertMissing(rows, (b) => db.insert(announcements).values(b).onConflictDoNothing().returning({ id: announcements.id }));
export const insertFacultyIfMissing = (db: Database, rows: (typeof facultyMembers.$inferInsert & { id: string })[]) =>
  insertMissing(rows, (b) => db.insert(facultyMembers).values(b).onConflictDoNothing().returning({ id: facultyMembers.id }));
export const insertGalleryIfMissing = (db: Database, rows: (typeof galleryItems.$inferInsert & { id: string })[]) =>
  insertMissing(rows, (b) => db.insert(galleryItems).values(b).onConflictDoNothing().returning({ id: galleryItems.id }));
