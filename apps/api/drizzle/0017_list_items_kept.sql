-- Issue 31 (docs/decisions/056-list-items-kept-with-their-rows.md): the JSON text of an event's, a
-- venue's and a programme line's list item, for the parts that only the row's own columns make, kept with the row and
-- written by triggers on every insert and update (the application never writes them). A list joins
-- them with what moves: a picture's address under PUBLIC_URL, the next session, the venue shown or
-- not. The expressions are those of lib/json-text.ts (parisIsoText, canonicalFamiliesText,
-- doubleJsonText); event-json.test.ts and lieux-json.test.ts compare the lists with toEvent and toLieu.
ALTER TABLE "events" ADD COLUMN "item_ref" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "item_head" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "item_middle" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "item_tail" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "lieux" ADD COLUMN "item_ref" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "lieux" ADD COLUMN "item_head" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "lieux" ADD COLUMN "item_middle" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "lieux" ADD COLUMN "item_tail" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "programs" ADD COLUMN "item_head" text DEFAULT '' NOT NULL;--> statement-breakpoint
-- Each listed event's next session from its first entry (the unfiltered list probes it per event).
CREATE INDEX "event_sessions_next_idx" ON "event_sessions" USING btree ("event_id","starts_at","id") WHERE "event_sessions"."cancelled_at" is null;--> statement-breakpoint
-- toParisIso: Paris wall clock to the whole second and its offset; null for null.
CREATE FUNCTION paris_iso_text(instant timestamptz) RETURNS text LANGUAGE sql STABLE AS $$
  SELECT btrim(to_json(date_trunc('second', instant AT TIME ZONE 'Europe/Paris'))::text, '"')
    || CASE (instant AT TIME ZONE 'Europe/Paris') - (instant AT TIME ZONE 'UTC')
      WHEN '01:00' THEN '+01:00' WHEN '02:00' THEN '+02:00'
      ELSE '+' || to_char((instant AT TIME ZONE 'Europe/Paris') - (instant AT TIME ZONE 'UTC'), 'HH24:MI') END
$$;--> statement-breakpoint
-- canonicalFamilies: the stored accessibility families in the label's order, each once.
CREATE FUNCTION canonical_families(stored text[]) RETURNS text[] LANGUAGE sql IMMUTABLE AS $$
  SELECT array_remove(array[
    CASE WHEN 'moteur' = any(stored) THEN 'moteur' END, CASE WHEN 'visuel' = any(stored) THEN 'visuel' END,
    CASE WHEN 'auditif' = any(stored) THEN 'auditif' END, CASE WHEN 'mental' = any(stored) THEN 'mental' END
  ]::text[], null)
$$;--> statement-breakpoint
-- A double as JSON.stringify writes it (no exponent above 1e-7): a coordinate near a meridian.
CREATE FUNCTION double_json(value float8) RETURNS json LANGUAGE sql STABLE AS $$
  SELECT CASE WHEN value = 0 OR abs(value) >= 1e-4 THEN to_json(value)
    ELSE (SELECT (m[1] || CASE WHEN m[4]::int < 7 THEN '0.' || repeat('0', m[4]::int - 1) || m[2] || coalesce(m[3], '')
      ELSE m[2] || coalesce('.' || m[3], '') || 'e-' || m[4]::int END)::json
      FROM regexp_match(value::text, '^(-?)(\d)(?:\.(\d+))?e-(\d+)$') AS m) END
$$;--> statement-breakpoint
-- The object's fields of a record without its braces: the middle of an item.
CREATE FUNCTION json_members(item json) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT substr(item::text, 2, length(item::text) - 2)
$$;--> statement-breakpoint
-- An event's item (eventSchema's order): head "{id … payment_mode", then the list writes
-- "image_url", then the middle "image_alt … created_at", then "lieu" and "next_session", then the
-- tail "accessibility, accessibility_details", then the moderation fields of the reader. And the
-- event in a programme line: "{id, title, user_id, organisation_id", its venue after.
CREATE FUNCTION events_item_parts() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.item_ref := '{' || json_members((SELECT row_to_json(ref) FROM (SELECT NEW.id AS id,
    NEW.title AS title, NEW.user_id AS user_id, NEW.organisation_id AS organisation_id) AS ref));
  NEW.item_head := '{' || json_members((SELECT row_to_json(head) FROM (SELECT NEW.id AS id,
    NEW.title AS title, NEW.description AS description, NEW.category AS category,
    paris_iso_text(NEW.date_start) AS date_start, paris_iso_text(NEW.date_end) AS date_end,
    NEW.price_cents::float8 / 100 AS price, NEW.payment_mode AS payment_mode) AS head));
  NEW.item_middle := json_members((SELECT row_to_json(middle) FROM (SELECT NEW.image_alt AS image_alt,
    NEW.lieu_id AS lieu_id, NEW.user_id AS user_id, NEW.organisation_id AS organisation_id,
    paris_iso_text(NEW.created_at) AS created_at) AS middle));
  NEW.item_tail := json_members((SELECT row_to_json(tail) FROM (SELECT
    canonical_families(NEW.accessibility) AS accessibility,
    NEW.accessibility_details AS accessibility_details) AS tail));
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER events_item_parts BEFORE INSERT OR UPDATE ON "events"
  FOR EACH ROW EXECUTE FUNCTION events_item_parts();--> statement-breakpoint
-- A venue's item (lieuSchema's order): head "{id … pays", then the list writes "image", then the
-- middle "image_alt … code_postal", then "departement" (a generated column, computed after BEFORE
-- triggers), then the tail "latitude … moderation_status"; and its reference in an event's item.
CREATE FUNCTION lieux_item_parts() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.item_ref := (SELECT row_to_json(ref)::text FROM (SELECT NEW.id AS id, NEW.nom AS nom, NEW.ville AS ville) AS ref);
  NEW.item_head := '{' || json_members((SELECT row_to_json(head) FROM (SELECT NEW.id AS id,
    NEW.nom AS nom, NEW.ville AS ville, NEW.pays AS pays) AS head));
  NEW.item_middle := json_members((SELECT row_to_json(middle) FROM (SELECT NEW.image_alt AS image_alt,
    NEW.description AS description, NEW.site_web AS site_web, NEW.adresse AS adresse,
    NEW.code_postal AS code_postal) AS middle));
  NEW.item_tail := json_members((SELECT row_to_json(tail) FROM (SELECT double_json(NEW.latitude) AS latitude, double_json(NEW.longitude) AS longitude,
    canonical_families(NEW.accessibility) AS accessibility, NEW.accessibility_details AS accessibility_details,
    NEW.user_id AS user_id, NEW.organisation_id AS organisation_id,
    paris_iso_text(NEW.created_at) AS created_at, NEW.moderation_status AS moderation_status) AS tail));
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER lieux_item_parts BEFORE INSERT OR UPDATE ON "lieux"
  FOR EACH ROW EXECUTE FUNCTION lieux_item_parts();--> statement-breakpoint
-- A programme line's item (programSchema's order): head "{id … event_id" ("HH:MM" times), then
-- the list writes "event" with the event's and its venue's references.
CREATE FUNCTION programs_item_parts() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.item_head := '{' || json_members((SELECT row_to_json(head) FROM (SELECT NEW.id AS id,
    NEW.date AS date, left(NEW.start_time::text, 5) AS start_time, left(NEW.end_time::text, 5) AS end_time,
    NEW.title AS title, NEW.description AS description, NEW.category AS category,
    NEW.event_id AS event_id) AS head));
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER programs_item_parts BEFORE INSERT OR UPDATE ON "programs"
  FOR EACH ROW EXECUTE FUNCTION programs_item_parts();--> statement-breakpoint
-- The rows already there: an update fires the triggers (the columns' defaults are never read).
UPDATE "lieux" SET "item_ref" = '';--> statement-breakpoint
UPDATE "events" SET "item_head" = '';--> statement-breakpoint
UPDATE "programs" SET "item_head" = '';
