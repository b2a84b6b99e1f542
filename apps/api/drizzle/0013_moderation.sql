-- Issue 29 (docs/decisions/047-verification-and-moderation.md): organisers' verification, the
-- moderation state of events, routes, sites and venues, suspended accounts and reports.
CREATE TABLE "reports" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "reports_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"target_type" text NOT NULL,
	"target_id" integer NOT NULL,
	"reason" text NOT NULL,
	"message" text,
	"reporter_key" text NOT NULL,
	"reporter_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"resolved_at" timestamp with time zone,
	"resolved_by" integer,
	"resolution" text,
	CONSTRAINT "reports_target_type_check" CHECK ("reports"."target_type" in ('event', 'parcours', 'site', 'lieu')),
	CONSTRAINT "reports_reason_check" CHECK ("reports"."reason" in ('spam', 'inappropriate', 'misleading', 'illegal', 'other'))
);
--> statement-breakpoint
ALTER TABLE "mail_outbox" DROP CONSTRAINT "mail_outbox_kind_check";--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "moderation_status" text DEFAULT 'published' NOT NULL;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "moderation_reason" text;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "owner_suspended" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "is_public" boolean GENERATED ALWAYS AS (moderation_status = 'published' and not owner_suspended) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "lieux" ADD COLUMN "moderation_status" text DEFAULT 'published' NOT NULL;--> statement-breakpoint
ALTER TABLE "lieux" ADD COLUMN "moderation_reason" text;--> statement-breakpoint
ALTER TABLE "lieux" ADD COLUMN "owner_suspended" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "lieux" ADD COLUMN "is_public" boolean GENERATED ALWAYS AS (moderation_status = 'published' and not owner_suspended) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "parcours" ADD COLUMN "moderation_status" text DEFAULT 'published' NOT NULL;--> statement-breakpoint
ALTER TABLE "parcours" ADD COLUMN "moderation_reason" text;--> statement-breakpoint
ALTER TABLE "parcours" ADD COLUMN "owner_suspended" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "parcours" ADD COLUMN "is_public" boolean GENERATED ALWAYS AS (moderation_status = 'published' and not owner_suspended) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "sites" ADD COLUMN "moderation_status" text DEFAULT 'published' NOT NULL;--> statement-breakpoint
ALTER TABLE "sites" ADD COLUMN "moderation_reason" text;--> statement-breakpoint
ALTER TABLE "sites" ADD COLUMN "owner_suspended" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "sites" ADD COLUMN "is_public" boolean GENERATED ALWAYS AS (moderation_status = 'published' and not owner_suspended) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "rna" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "verification_status" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "verification_reason" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "verified_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "identity_checked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "identity_check" jsonb;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "suspended_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "suspension_reason" text;--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_reporter_id_users_id_fk" FOREIGN KEY ("reporter_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_resolved_by_users_id_fk" FOREIGN KEY ("resolved_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "reports_open_per_reporter_key" ON "reports" USING btree ("target_type","target_id","reporter_key") WHERE "reports"."resolved_at" is null;--> statement-breakpoint
CREATE INDEX "reports_open_idx" ON "reports" USING btree ("target_type","target_id") WHERE "reports"."resolved_at" is null;--> statement-breakpoint
CREATE INDEX "reports_reporter_idx" ON "reports" USING btree ("reporter_key","created_at");--> statement-breakpoint
CREATE INDEX "events_moderation_queue_idx" ON "events" USING btree ("moderation_status","id") WHERE "events"."moderation_status" <> 'published';--> statement-breakpoint
CREATE INDEX "lieux_moderation_queue_idx" ON "lieux" USING btree ("moderation_status","id") WHERE "lieux"."moderation_status" <> 'published';--> statement-breakpoint
CREATE INDEX "parcours_moderation_queue_idx" ON "parcours" USING btree ("moderation_status","id") WHERE "parcours"."moderation_status" <> 'published';--> statement-breakpoint
CREATE INDEX "sites_moderation_queue_idx" ON "sites" USING btree ("moderation_status","id") WHERE "sites"."moderation_status" <> 'published';--> statement-breakpoint
CREATE INDEX "users_verification_idx" ON "users" USING btree ("verification_status","created_at");--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_moderation_check" CHECK ("events"."moderation_status" in ('pending', 'published', 'refused', 'unpublished'));--> statement-breakpoint
ALTER TABLE "lieux" ADD CONSTRAINT "lieux_moderation_check" CHECK ("lieux"."moderation_status" in ('pending', 'published', 'refused', 'unpublished'));--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD CONSTRAINT "mail_outbox_kind_check" CHECK ("mail_outbox"."kind" in ('registration_confirmed', 'waitlist_joined', 'place_obtained', 'registration_cancelled', 'cancellation_reminder', 'eve_reminder', 'password_reset', 'password_changed', 'organiser_digest', 'email_change_requested', 'email_changed', 'session_changed', 'payment_released', 'tickets_lookup', 'email_confirmation', 'organiser_verified', 'organiser_refused', 'content_refused', 'content_unpublished', 'account_suspended'));--> statement-breakpoint
ALTER TABLE "parcours" ADD CONSTRAINT "parcours_moderation_check" CHECK ("parcours"."moderation_status" in ('pending', 'published', 'refused', 'unpublished'));--> statement-breakpoint
ALTER TABLE "sites" ADD CONSTRAINT "sites_moderation_check" CHECK ("sites"."moderation_status" in ('pending', 'published', 'refused', 'unpublished'));--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_rna_check" CHECK ("users"."rna" is null or "users"."rna" ~ '^W[0-9]{9}$');--> statement-breakpoint
-- Organisers who signed up before verification existed were publishing already: they are counted
-- as verified, and existing content stays published (its column default).
UPDATE "users" SET "verification_status" = 'verified', "verified_at" = now() WHERE "role" = 'professionnel';--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_verification_check" CHECK (("users"."role" = 'professionnel') = ("users"."verification_status" is not null) and ("users"."verification_status" is null or "users"."verification_status" in ('pending', 'verified', 'refused')));--> statement-breakpoint
-- The list's covering index (0010) also carries is_public: every public list filters on it, and the
-- index-only walks of a search or a filter stay index-only.
DROP INDEX "events_date_start_idx";--> statement-breakpoint
CREATE INDEX "events_date_start_idx" ON "events" USING btree ("date_start","id") INCLUDE ("search_title","accessibility","payment_mode","is_public");
