-- One trigger function for every "state" version (knowledge_state, content_state): a statement that changes
-- what a function instance caches bumps the version row of the state table named by the trigger's argument.
-- It replaces bump_knowledge_version() and bump_content_version(), which did the same on one table each.
CREATE OR REPLACE FUNCTION "bump_state_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  EXECUTE format('UPDATE %I SET "version" = "version" + 1, "updated_at" = now() WHERE "id" = 1', TG_ARGV[0]);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
DROP TRIGGER "knowledge_items_version_on_write" ON "knowledge_items";
--> statement-breakpoint
DROP TRIGGER "knowledge_items_version_on_update" ON "knowledge_items";
--> statement-breakpoint
CREATE TRIGGER "knowledge_items_version_on_write"
  AFTER INSERT OR DELETE OR TRUNCATE ON "knowledge_items"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_state_version"('knowledge_state');
--> statement-breakpoint
CREATE TRIGGER "knowledge_items_version_on_update"
  AFTER UPDATE OF "category", "canonical_question", "question_variations", "canonical_answer", "answer_variations",
    "keywords", "entities", "priority", "is_active"
  ON "knowledge_items"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_state_version"('knowledge_state');
--> statement-breakpoint
DROP TRIGGER "announcements_content_version" ON "announcements";
--> statement-breakpoint
CREATE TRIGGER "announcements_content_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "announcements"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_state_version"('content_state');
--> statement-breakpoint
DROP TRIGGER "courses_content_version" ON "courses";
--> statement-breakpoint
CREATE TRIGGER "courses_content_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "courses"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_state_version"('content_state');
--> statement-breakpoint
DROP TRIGGER "forms_content_version" ON "forms";
--> statement-breakpoint
CREATE TRIGGER "forms_content_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "forms"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_state_version"('content_state');
--> statement-breakpoint
DROP TRIGGER "faculty_members_content_version" ON "faculty_members";
--> statement-breakpoint
CREATE TRIGGER "faculty_members_content_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "faculty_members"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_state_version"('content_state');
--> statement-breakpoint
DROP TRIGGER "gallery_items_content_version" ON "gallery_items";
--> statement-breakpoint
CREATE TRIGGER "gallery_items_content_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "gallery_items"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_state_version"('content_state');
--> statement-breakpoint
DROP TRIGGER "map_buildings_content_version" ON "map_buildings";
--> statement-breakpoint
CREATE TRIGGER "map_buildings_content_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "map_buildings"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_state_version"('content_state');
--> statement-breakpoint
DROP FUNCTION "bump_knowledge_version"();
--> statement-breakpoint
DROP FUNCTION "bump_content_version"();
