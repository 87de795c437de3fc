-- Trigram similarity for typo-tolerant search (the chatbot and the directories use it).
-- On Supabase the extension lands in its `extensions` schema; PGlite loads it from @electric-sql/pglite/contrib.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
