-- Issue 14 at 100 000 events (docs/decisions/033-search-and-filters.md, last addendum).
-- A city or département filter asks each of its venues for its events under way (GiST on the
-- venue and the event's range, btree_gist from 0009) and finds its venues by their folded city.
CREATE INDEX "events_lieu_under_way_idx" ON "events" USING gist ("lieu_id",tstzrange("date_start", "date_end", '[]')) WHERE "events"."date_end" is not null;--> statement-breakpoint
CREATE INDEX "lieux_ville_key_idx" ON "lieux" USING btree (immutable_unaccent(lower("ville")));--> statement-breakpoint
-- The list's order covers the folded title, the accessibility and the payment mode: a search, the
-- accessibility and « gratuit » filters walk the upcoming events in order and test each one in the
-- index (an index-only scan once VACUUM has marked the pages visible), instead of gathering every
-- match, past ones included, or every upcoming event, to sort them. At 100 000 bench events on
-- PostgreSQL: « concert orgue »'s titles 19.5 → 0.4 ms, all four accessibility families 55 → 0.3 ms.
DROP INDEX "events_date_start_idx";--> statement-breakpoint
CREATE INDEX "events_date_start_idx" ON "events" USING btree ("date_start","id") INCLUDE ("search_title","accessibility","payment_mode");
