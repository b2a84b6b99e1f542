-- Issue 32: search that understands French (docs/decisions/050-french-full-text-search.md).
-- PostgreSQL's full-text search replaces the trigram substring search of 0002/0008/0010: a French
-- configuration that drops accents first (unaccent), then stems (Snowball) and drops stop words,
-- so « concerts » finds « concert », « orgues » « orgue », « eglise » « Église ». Both engines ship
-- it (PGlite loads unaccent; french_stem is built in).
CREATE TEXT SEARCH CONFIGURATION french_unaccent (COPY = pg_catalog.french);--> statement-breakpoint
ALTER TEXT SEARCH CONFIGURATION french_unaccent
  ALTER MAPPING FOR hword, hword_part, word WITH public.unaccent, french_stem;--> statement-breakpoint
CREATE TABLE "search_words" (
	"word" text PRIMARY KEY NOT NULL
);--> statement-breakpoint
-- The trigram title rank of 0008–0010 goes: its column, its index, and the list's covering index
-- (it INCLUDEd search_title), rebuilt below to carry the title's vector instead. search_text and its
-- trigram index stay: SPEC's substring match, asked when the words find nothing.
ALTER TABLE "events" DROP COLUMN "search_title";--> statement-breakpoint
DROP INDEX IF EXISTS "events_date_start_idx";--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('french_unaccent'::regconfig, coalesce(title, '')), 'A') || setweight(to_tsvector('french_unaccent'::regconfig, coalesce(venue_text, '')), 'B') || setweight(to_tsvector('french_unaccent'::regconfig, coalesce(description, '')), 'C')) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "heading_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('french_unaccent'::regconfig, coalesce(title, '')), 'A') || setweight(to_tsvector('french_unaccent'::regconfig, coalesce(venue_text, '')), 'B')) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "lieux" ADD COLUMN "search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('french_unaccent'::regconfig, coalesce(nom, '')), 'A') || setweight(to_tsvector('french_unaccent'::regconfig, coalesce(ville || ' ' || coalesce(adresse, ''), '')), 'B') || setweight(to_tsvector('french_unaccent'::regconfig, coalesce(description, '')), 'C')) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "parcours" ADD COLUMN "search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('french_unaccent'::regconfig, coalesce(title, '')), 'A') || setweight(to_tsvector('french_unaccent'::regconfig, coalesce(theme, '')), 'B') || setweight(to_tsvector('french_unaccent'::regconfig, coalesce(description, '')), 'C')) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "sites" ADD COLUMN "search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('french_unaccent'::regconfig, coalesce(name, '')), 'A') || setweight(to_tsvector('french_unaccent'::regconfig, coalesce(coalesce(adresse, '') || ' ' || coalesce(periode_historique, '') || ' ' || coalesce(style_architectural, ''), '')), 'B') || setweight(to_tsvector('french_unaccent'::regconfig, coalesce(description || ' ' || coalesce(points_interet, ''), '')), 'C')) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "search_words_trgm_idx" ON "search_words" USING gin ("word" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "events_heading_search_idx" ON "events" USING gin ("heading_vector");--> statement-breakpoint
CREATE INDEX "lieux_search_idx" ON "lieux" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "parcours_search_idx" ON "parcours" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "sites_search_idx" ON "sites" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "events_search_vector_idx" ON "events" USING gin ("search_vector");--> statement-breakpoint
-- The list's order, covering what an ordered walk tests without the table (0010, 0013): a search's
-- title and venue ranks now test heading_vector (title A, venue B) there.
CREATE INDEX "events_date_start_idx" ON "events" USING btree ("date_start","id") INCLUDE ("heading_vector","accessibility","payment_mode","is_public");--> statement-breakpoint
-- A venue's events in list order (0008), covering is_public: a city's walk, venue by venue, reads
-- no table page for a public list once VACUUM has marked them visible.
DROP INDEX "events_lieu_id_idx";--> statement-breakpoint
CREATE INDEX "events_lieu_id_idx" ON "events" USING btree ("lieu_id","date_start","id") INCLUDE ("is_public");--> statement-breakpoint
-- The words of titles, names, cities and themes, folded, for the typo correction: every word of
-- three letters or more that is not a number (a number's typo has no meaning: « 777 » is not
-- « 778 »), added on insert and on a change of those texts (never removed).
CREATE FUNCTION search_words_of(source text) RETURNS SETOF text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT DISTINCT word FROM regexp_split_to_table(immutable_unaccent(lower(coalesce(source, ''))), '[^[:alnum:]]+') AS word
  WHERE length(word) >= 3 AND word !~ '^[0-9]+$'
$$;--> statement-breakpoint
CREATE FUNCTION search_words_keep() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  -- Read as JSON: one function serves four tables whose columns differ (a record's missing field
  -- is an error in PL/pgSQL, a JSON key's is null). The triggers below say which columns matter.
  item jsonb := to_jsonb(NEW);
BEGIN
  INSERT INTO search_words (word)
    SELECT search_words_of(concat_ws(' ', item->>'title', item->>'nom', item->>'ville', item->>'theme', item->>'name'))
    ON CONFLICT DO NOTHING;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER events_search_words AFTER INSERT OR UPDATE OF title ON "events"
  FOR EACH ROW EXECUTE FUNCTION search_words_keep();--> statement-breakpoint
CREATE TRIGGER lieux_search_words AFTER INSERT OR UPDATE OF nom, ville ON "lieux"
  FOR EACH ROW EXECUTE FUNCTION search_words_keep();--> statement-breakpoint
CREATE TRIGGER parcours_search_words AFTER INSERT OR UPDATE OF title, theme ON "parcours"
  FOR EACH ROW EXECUTE FUNCTION search_words_keep();--> statement-breakpoint
CREATE TRIGGER sites_search_words AFTER INSERT OR UPDATE OF name ON "sites"
  FOR EACH ROW EXECUTE FUNCTION search_words_keep();--> statement-breakpoint
INSERT INTO search_words (word)
  SELECT search_words_of(title) FROM events
  UNION SELECT search_words_of(nom || ' ' || ville) FROM lieux
  UNION SELECT search_words_of(title || ' ' || theme) FROM parcours
  UNION SELECT search_words_of(name) FROM sites
  ON CONFLICT DO NOTHING;--> statement-breakpoint
-- A venue's events under way (0010), only for events with a venue: a search without a place filter
-- combined the whole of it (548 blocks at 100 000 events) with its GIN index to find the events
-- under way; now only a city's walk, whose venue condition proves the predicate, can use it.
DROP INDEX "events_lieu_under_way_idx";--> statement-breakpoint
CREATE INDEX "events_lieu_under_way_idx" ON "events" USING gist ("lieu_id",tstzrange("date_start", "date_end", '[]')) WHERE "events"."date_end" is not null and "events"."lieu_id" is not null;
