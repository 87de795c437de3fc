-- Supabase's REST API (PostgREST) serves every table of the `public` schema to anyone holding the anon
-- key (roles `anon` and `authenticated`). Row level security on every table, with no policy for those
-- roles, means they read and change nothing; only the functions' own connection reaches the data (the
-- tables' owner, which row level security does not restrict). PGlite has the same statements and
-- nobody to restrict. A table added later enables it in its own migration (drizzle: `.enableRLS()`);
-- src/server/db/row-level-security.test.ts fails for any table of `public` without it.
DO $$
DECLARE
  t record;
BEGIN
  FOR t IN SELECT tablename FROM pg_tables WHERE schemaname = 'public' LOOP
    EXECUTE format('ALTER TABLE public.%I ENABLE ROW LEVEL SECURITY', t.tablename);
  END LOOP;
END
$$;
