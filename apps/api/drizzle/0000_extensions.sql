-- French search (DESIGN.md §2): accent-insensitive matching with unaccent, substring search kept
-- indexed with trigrams. unaccent() is only STABLE, so an IMMUTABLE wrapper with an explicit
-- dictionary lets it appear in index expressions.
CREATE EXTENSION IF NOT EXISTS unaccent;--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE OR REPLACE FUNCTION immutable_unaccent(text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT public.unaccent('public.unaccent'::regdictionary, $1) $$;
