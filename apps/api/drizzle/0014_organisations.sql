CREATE TABLE "invitations" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "invitations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"organisation_id" integer NOT NULL,
	"email" text NOT NULL,
	"role" text NOT NULL,
	"token_hash" text NOT NULL,
	"invited_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"accepted_at" timestamp with time zone,
	"accepted_by" integer,
	"revoked_at" timestamp with time zone,
	CONSTRAINT "invitations_role_check" CHECK ("invitations"."role" in ('responsable', 'editeur', 'accueil'))
);
--> statement-breakpoint
CREATE TABLE "memberships" (
	"organisation_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"role" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "memberships_organisation_id_user_id_pk" PRIMARY KEY("organisation_id","user_id"),
	CONSTRAINT "memberships_role_check" CHECK ("memberships"."role" in ('responsable', 'editeur', 'accueil'))
);
--> statement-breakpoint
CREATE TABLE "organisations" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "organisations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"siret" text,
	"rna" text,
	"address" text,
	"city" text,
	"founder_id" integer,
	"verification_status" text DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "organisations_siret_check" CHECK ("organisations"."siret" is null or "organisations"."siret" ~ '^[0-9]{14}$'),
	CONSTRAINT "organisations_rna_check" CHECK ("organisations"."rna" is null or "organisations"."rna" ~ '^W[0-9]{9}$'),
	CONSTRAINT "organisations_verification_check" CHECK ("organisations"."verification_status" in ('pending', 'verified', 'refused'))
);
--> statement-breakpoint
ALTER TABLE "mail_outbox" DROP CONSTRAINT "mail_outbox_kind_check";--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "organisation_id" integer;--> statement-breakpoint
ALTER TABLE "lieux" ADD COLUMN "organisation_id" integer;--> statement-breakpoint
ALTER TABLE "locations" ADD COLUMN "organisation_id" integer;--> statement-breakpoint
ALTER TABLE "parcours" ADD COLUMN "organisation_id" integer;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "organisation_id" integer;--> statement-breakpoint
ALTER TABLE "sites" ADD COLUMN "organisation_id" integer;--> statement-breakpoint
-- Issue 30 (decision 049): every organiser becomes the responsable of an organisation of one,
-- named after the organisation their account gave, with its SIRET, RNA, address and verification,
-- and everything they own moves there. Accounts that own content without being professionnel
-- (none in SPEC's rules, but a database may hold some) get one too, so that no row is left out.
INSERT INTO "organisations" ("name", "siret", "rna", "address", "city", "founder_id", "verification_status", "created_at", "updated_at")
SELECT coalesce(nullif(btrim(u."organization"), ''), btrim(u."first_name" || ' ' || u."last_name")),
  u."siret", u."rna", u."address", u."city", u."id", coalesce(u."verification_status", 'verified'), u."created_at", now()
FROM "users" u
WHERE u."role" = 'professionnel'
  OR EXISTS (SELECT 1 FROM "events" x WHERE x."user_id" = u."id")
  OR EXISTS (SELECT 1 FROM "lieux" x WHERE x."user_id" = u."id")
  OR EXISTS (SELECT 1 FROM "parcours" x WHERE x."user_id" = u."id")
  OR EXISTS (SELECT 1 FROM "sites" x WHERE x."user_id" = u."id")
  OR EXISTS (SELECT 1 FROM "locations" x WHERE x."user_id" = u."id")
ORDER BY u."id";--> statement-breakpoint
INSERT INTO "memberships" ("organisation_id", "user_id", "role", "created_at")
SELECT o."id", o."founder_id", 'responsable', o."created_at" FROM "organisations" o;--> statement-breakpoint
UPDATE "events" x SET "organisation_id" = o."id" FROM "organisations" o WHERE o."founder_id" = x."user_id";--> statement-breakpoint
UPDATE "lieux" x SET "organisation_id" = o."id" FROM "organisations" o WHERE o."founder_id" = x."user_id";--> statement-breakpoint
UPDATE "parcours" x SET "organisation_id" = o."id" FROM "organisations" o WHERE o."founder_id" = x."user_id";--> statement-breakpoint
UPDATE "sites" x SET "organisation_id" = o."id" FROM "organisations" o WHERE o."founder_id" = x."user_id";--> statement-breakpoint
UPDATE "locations" x SET "organisation_id" = o."id" FROM "organisations" o WHERE o."founder_id" = x."user_id";--> statement-breakpoint
UPDATE "sessions" x SET "organisation_id" = o."id" FROM "organisations" o WHERE o."founder_id" = x."user_id";--> statement-breakpoint
ALTER TABLE "events" ALTER COLUMN "organisation_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "lieux" ALTER COLUMN "organisation_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "locations" ALTER COLUMN "organisation_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "parcours" ALTER COLUMN "organisation_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "sites" ALTER COLUMN "organisation_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "invitations" ADD CONSTRAINT "invitations_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invitations" ADD CONSTRAINT "invitations_invited_by_users_id_fk" FOREIGN KEY ("invited_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invitations" ADD CONSTRAINT "invitations_accepted_by_users_id_fk" FOREIGN KEY ("accepted_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "memberships" ADD CONSTRAINT "memberships_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "memberships" ADD CONSTRAINT "memberships_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organisations" ADD CONSTRAINT "organisations_founder_id_users_id_fk" FOREIGN KEY ("founder_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "invitations_token_hash_key" ON "invitations" USING btree ("token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "invitations_open_key" ON "invitations" USING btree ("organisation_id",lower("email")) WHERE "invitations"."accepted_at" is null and "invitations"."revoked_at" is null;--> statement-breakpoint
CREATE INDEX "memberships_user_idx" ON "memberships" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "organisations_founder_idx" ON "organisations" USING btree ("founder_id");--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lieux" ADD CONSTRAINT "lieux_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "locations" ADD CONSTRAINT "locations_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "parcours" ADD CONSTRAINT "parcours_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sites" ADD CONSTRAINT "sites_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "events_organisation_idx" ON "events" USING btree ("organisation_id","date_start","id");--> statement-breakpoint
CREATE INDEX "lieux_organisation_idx" ON "lieux" USING btree ("organisation_id");--> statement-breakpoint
CREATE INDEX "locations_organisation_idx" ON "locations" USING btree ("organisation_id");--> statement-breakpoint
CREATE INDEX "parcours_organisation_idx" ON "parcours" USING btree ("organisation_id");--> statement-breakpoint
CREATE INDEX "sites_organisation_idx" ON "sites" USING btree ("organisation_id");--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD CONSTRAINT "mail_outbox_kind_check" CHECK ("mail_outbox"."kind" in ('registration_confirmed', 'waitlist_joined', 'place_obtained', 'registration_cancelled', 'cancellation_reminder', 'eve_reminder', 'password_reset', 'password_changed', 'organiser_digest', 'email_change_requested', 'email_changed', 'session_changed', 'payment_released', 'tickets_lookup', 'email_confirmation', 'organiser_verified', 'organiser_refused', 'content_refused', 'content_unpublished', 'account_suspended', 'organisation_invitation'));