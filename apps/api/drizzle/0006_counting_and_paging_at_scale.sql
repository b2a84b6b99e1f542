DROP INDEX "events_user_id_idx";--> statement-breakpoint
DROP INDEX "events_category_date_idx";--> statement-breakpoint
DROP INDEX "events_created_at_idx";--> statement-breakpoint
CREATE INDEX "events_under_way_idx" ON "events" USING gist (tstzrange("date_start", "date_end", '[]')) WHERE "events"."date_end" is not null;--> statement-breakpoint
CREATE INDEX "lieux_nom_idx" ON "lieux" USING btree ("nom","id");--> statement-breakpoint
CREATE INDEX "events_user_id_idx" ON "events" USING btree ("user_id","date_start","id");--> statement-breakpoint
CREATE INDEX "events_category_date_idx" ON "events" USING btree ("category","date_start","id");--> statement-breakpoint
CREATE INDEX "events_created_at_idx" ON "events" USING btree ("created_at","id");