-- The staff-edited lists' version: any write to announcements, courses, forms, faculty_members,
-- gallery_items or map_buildings bumps content_state.version, whichever code or tool made it, so every
-- function instance (the assistant's index, a cache) notices a change by reading one number.
-- A database that already holds rows of a list counts that list as seeded: from now on its content
-- file never adds rows back (staff own the list).
INSERT INTO "content_state" ("id", "version", "seeded_lists")
SELECT 1, 1, array_remove(ARRAY[
  CASE WHEN EXISTS (SELECT 1 FROM "announcements") THEN 'announcements' END,
  CASE WHEN EXISTS (SELECT 1 FROM "courses") THEN 'courses' END,
  CASE WHEN EXISTS (SELECT 1 FROM "forms") THEN 'forms' END,
  CASE WHEN EXISTS (SELECT 1 FROM "faculty_members") THEN 'faculty' END,
  CASE WHEN EXISTS (SELECT 1 FROM "gallery_items") THEN 'gallery' END,
  CASE WHEN EXISTS (SELECT 1 FROM "map_buildings") THEN 'map-buildings' END
]::text[], NULL)
ON CONFLICT ("id") DO NOTHING;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "bump_content_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "content_state" SET "version" = "version" + 1, "updated_at" = now() WHERE "id" = 1;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "announcements_content_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "announcements"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_content_version"();
--> statement-breakpoint
CREATE TRIGGER "courses_content_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "courses"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_content_version"();
--> statement-breakpoint
CREATE TRIGGER "forms_content_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "forms"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_content_version"();
--> statement-breakpoint
CREATE TRIGGER "faculty_members_content_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "faculty_members"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_content_version"();
--> statement-breakpoint
CREATE TRIGGER "gallery_items_content_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "gallery_items"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_content_version"();
--> statement-breakpoint
CREATE TRIGGER "map_buildings_content_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "map_buildings"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_content_version"();
