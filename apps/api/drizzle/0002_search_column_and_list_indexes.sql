DROP INDEX "events_date_start_idx";--> statement-breakpoint
DROP INDEX "events_search_idx";--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "search_text" text GENERATED ALWAYS AS (immutable_unaccent(lower(coalesce(title, '') || ' ' || coalesce(description, '')))) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "events_created_at_idx" ON "events" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "programs_date_idx" ON "programs" USING btree ("date","start_time","id");--> statement-breakpoint
CREATE INDEX "events_date_start_idx" ON "events" USING btree ("date_start","id");--> statement-breakpoint
CREATE INDEX "events_search_idx" ON "events" USING gin ("search_text" gin_trgm_ops);