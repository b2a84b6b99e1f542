-- Issue 30's statistics: an event's registrations by day, and a session's places, entries and
-- no-shows, counted from the indexes alone (no table page per registration).
CREATE INDEX "participations_event_days_idx" ON "participations" USING btree ("event_id","created_at") INCLUDE ("nombre_places","cancelled_at");--> statement-breakpoint
DROP INDEX "participations_session_status_idx";--> statement-breakpoint
CREATE INDEX "participations_session_status_idx" ON "participations" USING btree ("session_id","status","id") INCLUDE ("nombre_places","checked_in_at");
