-- The knowledge base's version: every change to what the chatbot can match (not usage counters or
-- ratings) bumps knowledge_state.version, whichever code or tool made it, so every function instance
-- sees one number and rebuilds its in-memory index only when that number moves.
INSERT INTO "knowledge_state" ("id", "version") VALUES (1, 1) ON CONFLICT ("id") DO NOTHING;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "bump_knowledge_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "knowledge_state" SET "version" = "version" + 1, "updated_at" = now() WHERE "id" = 1;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "knowledge_items_version_on_write"
  AFTER INSERT OR DELETE OR TRUNCATE ON "knowledge_items"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_knowledge_version"();
--> statement-breakpoint
CREATE TRIGGER "knowledge_items_version_on_update"
  AFTER UPDATE OF "category", "canonical_question", "question_variations", "canonical_answer", "answer_variations",
    "keywords", "entities", "priority", "is_active"
  ON "knowledge_items"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_knowledge_version"();
