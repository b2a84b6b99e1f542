-- Issue 14, search and filters (docs/decisions/033-search-and-filters.md): an event is found by its
-- venue's name and city too. `venue_text` holds them folded like search_text; triggers keep it
-- right when an event is written or changes venue, and on every event of a venue renamed or moved
-- (the application never writes it). search_text is rebuilt to include it (a generated column's
-- expression cannot be altered), with its trigram index; search_title ranks title matches first.
ALTER TABLE "events" ADD COLUMN "venue_text" text DEFAULT '' NOT NULL;--> statement-breakpoint
UPDATE "events" SET "venue_text" = immutable_unaccent(lower(coalesce(l.nom, '') || ' ' || coalesce(l.ville, '')))
  FROM "lieux" l WHERE l.id = "events"."lieu_id";--> statement-breakpoint
ALTER TABLE "events" DROP COLUMN "search_text";--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "search_text" text GENERATED ALWAYS AS (immutable_unaccent(lower(coalesce(title, '') || ' ' || coalesce(description, ''))) || ' ' || venue_text) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "search_title" text GENERATED ALWAYS AS (immutable_unaccent(lower(coalesce(title, '')))) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "events_search_idx" ON "events" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
-- A word rare in titles is found in them by trigrams too: the first part of a search (every word
-- in the title) would otherwise walk every upcoming event to find a few.
CREATE INDEX "events_search_title_idx" ON "events" USING gin ("search_title" gin_trgm_ops);--> statement-breakpoint
DROP INDEX "events_lieu_id_idx";--> statement-breakpoint
CREATE INDEX "events_lieu_id_idx" ON "events" USING btree ("lieu_id","date_start","id");--> statement-breakpoint
-- An event's venue text on insert and on a change of venue (ON DELETE SET NULL of its venue
-- included: the foreign key's action is an UPDATE, which fires this trigger). Generated columns
-- are computed after BEFORE triggers, so search_text sees the new value.
CREATE FUNCTION events_venue_text() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' OR NEW.lieu_id IS DISTINCT FROM OLD.lieu_id THEN
    NEW.venue_text := coalesce(
      (SELECT immutable_unaccent(lower(coalesce(l.nom, '') || ' ' || coalesce(l.ville, '')))
        FROM lieux l WHERE l.id = NEW.lieu_id),
      '');
  END IF;
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER events_venue_text BEFORE INSERT OR UPDATE ON "events"
  FOR EACH ROW EXECUTE FUNCTION events_venue_text();--> statement-breakpoint
-- A venue renamed or moved to another city: its events are found by the new words only.
CREATE FUNCTION lieux_venue_text() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE events SET venue_text = immutable_unaccent(lower(coalesce(NEW.nom, '') || ' ' || coalesce(NEW.ville, '')))
    WHERE lieu_id = NEW.id;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER lieux_venue_text AFTER UPDATE OF nom, ville ON "lieux"
  FOR EACH ROW WHEN (OLD.nom IS DISTINCT FROM NEW.nom OR OLD.ville IS DISTINCT FROM NEW.ville)
  EXECUTE FUNCTION lieux_venue_text();
