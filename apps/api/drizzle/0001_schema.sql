CREATE TABLE "events" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"title" text NOT NULL,
	"description" text,
	"category" text NOT NULL,
	"date_start" timestamp with time zone NOT NULL,
	"date_end" timestamp with time zone,
	"price_cents" integer,
	"image_url" text,
	"lieu_id" integer,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "events_category_check" CHECK ("events"."category" in ('Musique', 'Exposition', 'Visite', 'Spectacle', 'Conférence')),
	CONSTRAINT "events_dates_check" CHECK ("events"."date_end" is null or "events"."date_end" >= "events"."date_start"),
	CONSTRAINT "events_price_check" CHECK ("events"."price_cents" is null or "events"."price_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "lieux" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "lieux_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"nom" text NOT NULL,
	"pays" text DEFAULT 'France' NOT NULL,
	"ville" text NOT NULL,
	"image" text,
	"description" text,
	"site_web" text,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "locations" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "locations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	"address" text NOT NULL,
	"city" text NOT NULL,
	"postal_code" text NOT NULL,
	"country" text DEFAULT 'France' NOT NULL,
	"category" text NOT NULL,
	"opening_hours" text,
	"phone" text,
	"email" text,
	"website" text,
	"image" text,
	"accessibility" boolean DEFAULT false NOT NULL,
	"guided_tours" boolean DEFAULT false NOT NULL,
	"audio_guide" boolean DEFAULT false NOT NULL,
	"free_entry" boolean DEFAULT false NOT NULL,
	"entry_price_cents" integer,
	"parking_available" boolean DEFAULT false NOT NULL,
	"public_transport" text,
	"historical_period" text,
	"architectural_style" text,
	"special_features" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "locations_entry_price_check" CHECK ("locations"."entry_price_cents" is null or "locations"."entry_price_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "login_failures" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "login_failures_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"email" text NOT NULL,
	"ip" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "parcours" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "parcours_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"title" text NOT NULL,
	"description" text NOT NULL,
	"theme" text NOT NULL,
	"difficulty" text NOT NULL,
	"duration" integer NOT NULL,
	"image" text,
	"lieu_id" integer,
	"user_id" integer NOT NULL,
	"participants" integer DEFAULT 0 NOT NULL,
	"rating" real DEFAULT 4.5 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "parcours_difficulty_check" CHECK ("parcours"."difficulty" in ('facile', 'modéré', 'difficile')),
	CONSTRAINT "parcours_duration_check" CHECK ("parcours"."duration" > 0),
	CONSTRAINT "parcours_participants_check" CHECK ("parcours"."participants" >= 0),
	CONSTRAINT "parcours_rating_check" CHECK ("parcours"."rating" between 0 and 5)
);
--> statement-breakpoint
CREATE TABLE "participations" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "participations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"event_id" integer NOT NULL,
	"user_id" integer,
	"nom" text NOT NULL,
	"prenom" text NOT NULL,
	"email" text NOT NULL,
	"telephone" text NOT NULL,
	"nombre_places" integer NOT NULL,
	"demandes_speciales" text,
	"motivation" text,
	"montant_paye_cents" integer NOT NULL,
	"payment_status" text NOT NULL,
	"ticket_code" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "participations_places_check" CHECK ("participations"."nombre_places" between 1 and 4),
	CONSTRAINT "participations_amount_check" CHECK ("participations"."montant_paye_cents" >= 0),
	CONSTRAINT "participations_status_check" CHECK ("participations"."payment_status" in ('paid', 'free'))
);
--> statement-breakpoint
CREATE TABLE "programs" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "programs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"event_id" integer NOT NULL,
	"date" date NOT NULL,
	"start_time" time NOT NULL,
	"end_time" time NOT NULL,
	"title" text NOT NULL,
	"description" text,
	"category" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "programs_times_check" CHECK ("programs"."end_time" > "programs"."start_time"),
	CONSTRAINT "programs_category_check" CHECK ("programs"."category" is null or "programs"."category" in ('Atelier', 'Action', 'Pause', 'Repas', 'Autre'))
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sessions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_used_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sites" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sites_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"categorie" text NOT NULL,
	"description" text NOT NULL,
	"adresse" text,
	"heure_ouverture" text,
	"tarif" text,
	"telephone" text,
	"email" text,
	"site_web" text,
	"services" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"transport" text,
	"periode_historique" text,
	"style_architectural" text,
	"points_interet" text,
	"image" text,
	"lieu_id" integer,
	"parcours_id" integer,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sites_categorie_check" CHECK ("sites"."categorie" in ('Musée', 'Monument', 'Église', 'Château', 'Parc', 'Galerie', 'Théâtre', 'Centre culturel', 'Site archéologique', 'Autre'))
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "users_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"first_name" text NOT NULL,
	"last_name" text DEFAULT '' NOT NULL,
	"email" text NOT NULL,
	"password_hash" text NOT NULL,
	"phone" text,
	"address" text,
	"city" text,
	"organization" text,
	"siret" text,
	"description" text,
	"role" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_role_check" CHECK ("users"."role" in ('participant', 'professionnel')),
	CONSTRAINT "users_professionnel_check" CHECK ("users"."role" <> 'professionnel' or ("users"."organization" is not null and "users"."siret" ~ '^[0-9]{14}$'))
);
--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_lieu_id_lieux_id_fk" FOREIGN KEY ("lieu_id") REFERENCES "public"."lieux"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lieux" ADD CONSTRAINT "lieux_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "locations" ADD CONSTRAINT "locations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "parcours" ADD CONSTRAINT "parcours_lieu_id_lieux_id_fk" FOREIGN KEY ("lieu_id") REFERENCES "public"."lieux"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "parcours" ADD CONSTRAINT "parcours_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "participations" ADD CONSTRAINT "participations_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "participations" ADD CONSTRAINT "participations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "programs" ADD CONSTRAINT "programs_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sites" ADD CONSTRAINT "sites_lieu_id_lieux_id_fk" FOREIGN KEY ("lieu_id") REFERENCES "public"."lieux"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sites" ADD CONSTRAINT "sites_parcours_id_parcours_id_fk" FOREIGN KEY ("parcours_id") REFERENCES "public"."parcours"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sites" ADD CONSTRAINT "sites_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "events_user_id_idx" ON "events" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "events_lieu_id_idx" ON "events" USING btree ("lieu_id");--> statement-breakpoint
CREATE INDEX "events_category_date_idx" ON "events" USING btree ("category","date_start");--> statement-breakpoint
CREATE INDEX "events_date_start_idx" ON "events" USING btree ("date_start");--> statement-breakpoint
CREATE INDEX "events_search_idx" ON "events" USING gin (immutable_unaccent(lower(coalesce("title", '') || ' ' || coalesce("description", ''))) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "lieux_user_id_idx" ON "lieux" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "locations_user_id_idx" ON "locations" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "locations_city_idx" ON "locations" USING btree ("city");--> statement-breakpoint
CREATE INDEX "login_failures_email_idx" ON "login_failures" USING btree ("email","created_at");--> statement-breakpoint
CREATE INDEX "login_failures_ip_idx" ON "login_failures" USING btree ("ip","created_at");--> statement-breakpoint
CREATE INDEX "parcours_user_id_idx" ON "parcours" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "parcours_lieu_id_idx" ON "parcours" USING btree ("lieu_id");--> statement-breakpoint
CREATE UNIQUE INDEX "participations_ticket_code_key" ON "participations" USING btree ("ticket_code");--> statement-breakpoint
CREATE INDEX "participations_event_id_idx" ON "participations" USING btree ("event_id");--> statement-breakpoint
CREATE INDEX "participations_user_id_idx" ON "participations" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "programs_event_id_idx" ON "programs" USING btree ("event_id","date","start_time");--> statement-breakpoint
CREATE UNIQUE INDEX "sessions_token_hash_key" ON "sessions" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "sessions_user_id_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "sites_parcours_id_idx" ON "sites" USING btree ("parcours_id");--> statement-breakpoint
CREATE INDEX "sites_lieu_id_idx" ON "sites" USING btree ("lieu_id");--> statement-breakpoint
CREATE INDEX "sites_user_id_idx" ON "sites" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_lower_key" ON "users" USING btree (lower("email"));