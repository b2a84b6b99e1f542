CREATE TABLE "event_sessions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "event_sessions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"event_id" integer NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone,
	"capacity" integer,
	"places_taken" integer DEFAULT 0 NOT NULL,
	"cancelled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "event_sessions_dates_check" CHECK ("event_sessions"."ends_at" is null or "event_sessions"."ends_at" >= "event_sessions"."starts_at"),
	CONSTRAINT "event_sessions_capacity_check" CHECK ("event_sessions"."capacity" is null or "event_sessions"."capacity" > 0),
	CONSTRAINT "event_sessions_places_check" CHECK ("event_sessions"."places_taken" >= 0 and ("event_sessions"."capacity" is null or "event_sessions"."places_taken" <= "event_sessions"."capacity"))
);
--> statement-breakpoint
CREATE TABLE "idempotency_keys" (
	"key" text PRIMARY KEY NOT NULL,
	"request_hash" text NOT NULL,
	"status_code" integer,
	"response" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "participations" DROP CONSTRAINT "participations_status_check";--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "payment_mode" text DEFAULT 'free' NOT NULL;--> statement-breakpoint
-- Existing data (hand-written, docs/decisions/019-booking-core.md): a priced event was paid at no
-- real provider, so it becomes "pay at the venue"; each event gets one session of unlimited places
-- holding its registrations; "paid" registrations become "on_site" (nothing was ever charged).
UPDATE "events" SET "payment_mode" = 'on_site' WHERE "price_cents" > 0;--> statement-breakpoint
INSERT INTO "event_sessions" ("event_id", "starts_at", "ends_at", "places_taken")
  SELECT e."id", e."date_start", e."date_end",
    coalesce((SELECT sum(p."nombre_places") FROM "participations" p WHERE p."event_id" = e."id"), 0)
  FROM "events" e;--> statement-breakpoint
ALTER TABLE "participations" ADD COLUMN "session_id" integer;--> statement-breakpoint
UPDATE "participations" p SET "session_id" = s."id" FROM "event_sessions" s WHERE s."event_id" = p."event_id";--> statement-breakpoint
ALTER TABLE "participations" ALTER COLUMN "session_id" SET NOT NULL;--> statement-breakpoint
UPDATE "participations" SET "payment_status" = 'on_site' WHERE "payment_status" = 'paid';--> statement-breakpoint
ALTER TABLE "participations" ADD COLUMN "status" text DEFAULT 'confirmed' NOT NULL;--> statement-breakpoint
ALTER TABLE "participations" ADD COLUMN "promoted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "participations" ADD COLUMN "cancelled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "participations" ADD COLUMN "cancelled_by" text;--> statement-breakpoint
ALTER TABLE "participations" ADD COLUMN "checked_in_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "event_sessions" ADD CONSTRAINT "event_sessions_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "event_sessions_event_id_idx" ON "event_sessions" USING btree ("event_id","starts_at");--> statement-breakpoint
CREATE INDEX "idempotency_keys_created_at_idx" ON "idempotency_keys" USING btree ("created_at");--> statement-breakpoint
ALTER TABLE "participations" ADD CONSTRAINT "participations_session_id_event_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."event_sessions"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "participations_session_status_idx" ON "participations" USING btree ("session_id","status","id");--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_payment_mode_check" CHECK ("events"."payment_mode" in ('free', 'on_site', 'online'));--> statement-breakpoint
ALTER TABLE "participations" ADD CONSTRAINT "participations_booking_status_check" CHECK ("participations"."status" in ('confirmed', 'waitlisted', 'cancelled'));--> statement-breakpoint
ALTER TABLE "participations" ADD CONSTRAINT "participations_cancelled_check" CHECK (("participations"."status" = 'cancelled') = ("participations"."cancelled_at" is not null));--> statement-breakpoint
ALTER TABLE "participations" ADD CONSTRAINT "participations_checked_in_check" CHECK ("participations"."checked_in_at" is null or "participations"."status" <> 'waitlisted');--> statement-breakpoint
ALTER TABLE "participations" ADD CONSTRAINT "participations_status_check" CHECK ("participations"."payment_status" in ('free', 'on_site', 'pending', 'paid'));