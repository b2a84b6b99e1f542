ALTER TABLE "events" ADD COLUMN "image_alt" text;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "accessibility" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "accessibility_details" text;--> statement-breakpoint
ALTER TABLE "lieux" ADD COLUMN "image_alt" text;--> statement-breakpoint
ALTER TABLE "lieux" ADD COLUMN "adresse" text;--> statement-breakpoint
ALTER TABLE "lieux" ADD COLUMN "code_postal" text;--> statement-breakpoint
ALTER TABLE "lieux" ADD COLUMN "departement" text GENERATED ALWAYS AS (case
        when code_postal is null then null
        when code_postal like '97%' then left(code_postal, 3)
        when code_postal like '20%' then case when code_postal < '20200' then '2A' else '2B' end
        else left(code_postal, 2) end) STORED;--> statement-breakpoint
ALTER TABLE "lieux" ADD COLUMN "latitude" double precision;--> statement-breakpoint
ALTER TABLE "lieux" ADD COLUMN "longitude" double precision;--> statement-breakpoint
ALTER TABLE "lieux" ADD COLUMN "accessibility" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "lieux" ADD COLUMN "accessibility_details" text;--> statement-breakpoint
ALTER TABLE "parcours" ADD COLUMN "image_alt" text;--> statement-breakpoint
ALTER TABLE "sites" ADD COLUMN "image_alt" text;--> statement-breakpoint
ALTER TABLE "sites" ADD COLUMN "latitude" double precision;--> statement-breakpoint
ALTER TABLE "sites" ADD COLUMN "longitude" double precision;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_accessibility_check" CHECK ("events"."accessibility" <@ array['moteur', 'visuel', 'auditif', 'mental']::text[]);--> statement-breakpoint
ALTER TABLE "lieux" ADD CONSTRAINT "lieux_code_postal_check" CHECK ("lieux"."code_postal" is null or "lieux"."code_postal" ~ '^[0-9]{5}$');--> statement-breakpoint
ALTER TABLE "lieux" ADD CONSTRAINT "lieux_coordinates_check" CHECK (("lieux"."latitude" is null) = ("lieux"."longitude" is null) and ("lieux"."latitude" is null or ("lieux"."latitude" between -90 and 90 and "lieux"."longitude" between -180 and 180)));--> statement-breakpoint
ALTER TABLE "lieux" ADD CONSTRAINT "lieux_accessibility_check" CHECK ("lieux"."accessibility" <@ array['moteur', 'visuel', 'auditif', 'mental']::text[]);--> statement-breakpoint
ALTER TABLE "sites" ADD CONSTRAINT "sites_coordinates_check" CHECK (("sites"."latitude" is null) = ("sites"."longitude" is null) and ("sites"."latitude" is null or ("sites"."latitude" between -90 and 90 and "sites"."longitude" between -180 and 180)));