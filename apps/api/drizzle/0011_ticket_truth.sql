-- Issue 28 (docs/decisions/044-what-a-ticket-says.md): an online payment holds its places until a
-- deadline; sessions carry their iCalendar SEQUENCE; an account's address can be confirmed.
ALTER TABLE "mail_outbox" DROP CONSTRAINT "mail_outbox_kind_check";--> statement-breakpoint
ALTER TABLE "participations" DROP CONSTRAINT "participations_status_check";--> statement-breakpoint
ALTER TABLE "event_sessions" ADD COLUMN "sequence" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "participations" ADD COLUMN "payment_due_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "email_confirmed_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "participations_payment_due_idx" ON "participations" USING btree ("payment_due_at") WHERE "participations"."status" = 'confirmed' and "participations"."payment_status" = 'pending';--> statement-breakpoint
CREATE INDEX "participations_email_lower_idx" ON "participations" USING btree (lower("email"));--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD CONSTRAINT "mail_outbox_kind_check" CHECK ("mail_outbox"."kind" in ('registration_confirmed', 'waitlist_joined', 'place_obtained', 'registration_cancelled', 'cancellation_reminder', 'eve_reminder', 'password_reset', 'password_changed', 'organiser_digest', 'email_change_requested', 'email_changed', 'session_changed', 'payment_released', 'tickets_lookup', 'email_confirmation'));--> statement-breakpoint
ALTER TABLE "participations" ADD CONSTRAINT "participations_status_check" CHECK ("participations"."payment_status" in ('free', 'on_site', 'pending', 'paid', 'failed', 'expired'));--> statement-breakpoint
-- Online registrations awaiting payment held their places with no deadline; they get one day.
UPDATE "participations" SET "payment_due_at" = now() + interval '1 day'
  WHERE "status" = 'confirmed' AND "payment_status" = 'pending';