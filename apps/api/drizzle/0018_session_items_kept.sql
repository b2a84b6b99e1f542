ALTER TABLE "event_sessions" ADD COLUMN "item_head" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "event_sessions" ADD COLUMN "item_tail" text DEFAULT '' NOT NULL;--> statement-breakpoint
-- A session's answer (sessionSchema's order) around what moves with bookings and time: the head
-- "{id … capacity", then a read writes places_taken, places_left, waitlist_places and state, then
-- the tail ',"cancelled_at":…}'. Kept only when the columns they show change: a booking, which
-- updates places_taken alone, does not run it.
CREATE FUNCTION event_sessions_item_parts() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.item_head := '{' || json_members((SELECT row_to_json(head) FROM (SELECT NEW.id AS id,
    NEW.event_id AS event_id, paris_iso_text(NEW.starts_at) AS starts_at,
    paris_iso_text(NEW.ends_at) AS ends_at, NEW.capacity AS capacity) AS head));
  NEW.item_tail := ',"cancelled_at":' || coalesce(to_json(paris_iso_text(NEW.cancelled_at))::text, 'null') || '}';
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER event_sessions_item_parts
  BEFORE INSERT OR UPDATE OF event_id, starts_at, ends_at, capacity, cancelled_at ON "event_sessions"
  FOR EACH ROW EXECUTE FUNCTION event_sessions_item_parts();--> statement-breakpoint
-- The rows already there (an update of one of its columns fires the trigger).
UPDATE "event_sessions" SET "starts_at" = "starts_at";
