-- btree_gist lets a GiST index hold date_start beside the range and hand rows over by distance
-- from a start (<->): the events under way come earliest first and the list stops after its page
-- (docs/decisions/029-counting-and-paging-at-scale.md).
CREATE EXTENSION IF NOT EXISTS btree_gist;--> statement-breakpoint
DROP INDEX "events_under_way_idx";--> statement-breakpoint
CREATE INDEX "events_under_way_idx" ON "events" USING gist (tstzrange("date_start", "date_end", '[]'),"date_start") WHERE "events"."date_end" is not null;