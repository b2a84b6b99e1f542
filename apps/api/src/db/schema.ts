import {
  ACCESSIBILITY_FAMILIES,
  CANCELLED_BY,
  EVENT_CATEGORIES,
  MODERATED_KINDS,
  MODERATION_STATUSES,
  ORGANISATION_ROLES,
  PARCOURS_DIFFICULTIES,
  PARTICIPATION_STATUSES,
  PAYMENT_MODES,
  PAYMENT_STATUSES,
  PLACES_MAX,
  PLACES_MIN,
  PROGRAM_CATEGORIES,
  REPORT_REASONS,
  ROLES,
  SITE_CATEGORIES,
  VERIFICATION_STATUSES,
} from "@culture-patrimoine/contract/constants";
import { type SQL, sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  bigint,
  boolean,
  check,
  customType,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  real,
  text,
  time,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";

// Tables of SPEC §3. Delete behaviour follows DESIGN.md §4 and docs/decisions/004-delete-behaviour.md.
// Money is stored in euro cents (integers) so that price × places is exact.

/** `column IN ('a', 'b')` for a CHECK constraint over a closed list of the contract. */
function inList(column: AnyPgColumn | SQL, values: readonly string[]): SQL {
  return sql`${column} in (${sql.join(
    values.map((value) => sql.raw(`'${value.replaceAll("'", "''")}'`)),
    sql`, `,
  )})`;
}

/**
 * A text-search document, PostgreSQL's full-text search in French with accents ignored (the
 * `french_unaccent` configuration of migration 0016: unaccent, then the French Snowball stemmer and
 * stop words). Each part is weighted: A the title or name, B where it is, C the description
 * (docs/decisions/050-french-full-text-search.md).
 */
export function searchDocument(parts: { A: SQL; B?: SQL; C?: SQL }): SQL {
  const weighted = (Object.entries(parts) as [string, SQL][]).map(
    ([weight, text]) =>
      sql`setweight(to_tsvector('french_unaccent'::regconfig, coalesce(${text}, '')), ${sql.raw(`'${weight}'`)})`,
  );
  return sql.join(weighted, sql` || `);
}

/** Text the substring search compares (SPEC's match, decision 050): lower case, accents removed. */
export function searchableText(...columns: SQL[]): SQL {
  return sql`immutable_unaccent(lower(${sql.join(
    columns.map((column) => sql`coalesce(${column}, '')`),
    sql` || ' ' || `,
  )}))`;
}

/** PostgreSQL's tsvector (drizzle has no builder for it): read back as its text form. */
const tsvector = customType<{ data: string; driverData: string }>({ dataType: () => "tsvector" });

/** `column <@ array['a', 'b']` for a CHECK constraint over a text[] whose items come from a closed list. */
function subsetOf(column: AnyPgColumn, values: readonly string[]): SQL {
  return sql`${column} <@ array[${sql.join(
    values.map((value) => sql.raw(`'${value.replaceAll("'", "''")}'`)),
    sql`, `,
  )}]::text[]`;
}

/**
 * A point in WGS 84 (issue 14): both or neither, within range. Plain columns rather than PostGIS,
 * which PGlite does not ship; distances are computed in SQL from them.
 */
function coordinates() {
  return {
    latitude: doublePrecision("latitude"),
    longitude: doublePrecision("longitude"),
  };
}
function coordinatesCheck(name: string, table: { latitude: AnyPgColumn; longitude: AnyPgColumn }) {
  return check(
    name,
    sql`(${table.latitude} is null) = (${table.longitude} is null) and (${table.latitude} is null or (${table.latitude} between -90 and 90 and ${table.longitude} between -180 and 180))`,
  );
}

/** Accessibility of a venue or an event: the families welcomed, and the details in words. */
function accessibility() {
  return {
    accessibility: text("accessibility").array().notNull().default(sql`'{}'::text[]`),
    accessibility_details: text("accessibility_details"),
  };
}

/**
 * A list item's JSON text kept with its row (decision 056): the parts of the item that only its own
 * columns make, in the item's field order, written by a trigger on every insert and update
 * (migration 0017), never by the application. A list joins them with the parts that move (a
 * picture's address under PUBLIC_URL, the next session, the venue's visibility).
 */
function eventItemParts() {
  return {
    /** The event in a programme line: `{"id","title","user_id","organisation_id"` (its venue after). */
    item_ref: text("item_ref").notNull().default(""),
    item_head: text("item_head").notNull().default(""),
    item_middle: text("item_middle").notNull().default(""),
    item_tail: text("item_tail").notNull().default(""),
  };
}
/** A venue's parts, and its reference in an event's item (`lieu`: id, name and city). */
function venueItemParts() {
  return {
    item_ref: text("item_ref").notNull().default(""),
    item_head: text("item_head").notNull().default(""),
    item_middle: text("item_middle").notNull().default(""),
    item_tail: text("item_tail").notNull().default(""),
  };
}

/**
 * Moderation of public content (issue 29, decision 047): where it stands, why (the reason the owner
 * was sent), and whether its owner's account is suspended. `is_public` is what every public read
 * filters on: computed by PostgreSQL, so that no query can forget one of the two conditions.
 */
function moderation() {
  return {
    moderation_status: text("moderation_status", { enum: MODERATION_STATUSES })
      .notNull()
      .default("published"),
    moderation_reason: text("moderation_reason"),
    owner_suspended: boolean("owner_suspended").notNull().default(false),
    is_public: boolean("is_public")
      .notNull()
      .generatedAlwaysAs((): SQL => sql`moderation_status = 'published' and not owner_suspended`),
  };
}
/** The closed list of states, and the administration's queue: what is not published, by state. */
function moderationRules(name: string, table: { moderation_status: AnyPgColumn; id: AnyPgColumn }) {
  return [
    check(`${name}_moderation_check`, inList(table.moderation_status, MODERATION_STATUSES)),
    index(`${name}_moderation_queue_idx`)
      .on(table.moderation_status, table.id)
      .where(sql`${table.moderation_status} <> 'published'`),
  ];
}

const timestamps = {
  created_at: timestamp("created_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
  updated_at: timestamp("updated_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
};

export const users = pgTable(
  "users",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    first_name: text("first_name").notNull(),
    last_name: text("last_name").notNull().default(""),
    email: text("email").notNull(),
    password_hash: text("password_hash").notNull(),
    phone: text("phone"),
    address: text("address"),
    city: text("city"),
    organization: text("organization"),
    siret: text("siret"),
    description: text("description"),
    role: text("role", { enum: ROLES }).notNull(),
    /** E-mail preferences (issue 11): reminders before sessions, organisers' daily digest. */
    reminders_enabled: boolean("reminders_enabled").notNull().default(true),
    organiser_digest_enabled: boolean("organiser_digest_enabled").notNull().default(true),
    /**
     * When the holder proved the address is theirs (a link sent to it). Registrations made without
     * an account under a confirmed address show in the account (issue 28).
     */
    email_confirmed_at: timestamp("email_confirmed_at", { withTimezone: true, mode: "date" }),
    /**
     * Second factor (TOTP, RFC 6238; issue 29): the shared secret, encrypted with a key derived
     * from APP_SECRET, set at enrolment and used once confirmed (`totp_enabled_at`). The time step
     * of the last code accepted, so that a code is never accepted twice.
     */
    totp_secret: text("totp_secret"),
    totp_enabled_at: timestamp("totp_enabled_at", { withTimezone: true, mode: "date" }),
    totp_last_step: bigint("totp_last_step", { mode: "number" }),
    /** An association may give its RNA number (W + 9 digits) instead of a SIRET (issue 29). */
    rna: text("rna"),
    /**
     * An organiser's verification (decision 047): `pending` (« à vérifier ») from sign-up, then
     * `verified` or `refused` by an administrator, with the reason the organiser was sent. Null
     * for other roles. `identity_checked_at`: when the optional Sirene lookup found the
     * establishment active; `identity_check`: what it answered, for the administrator.
     */
    verification_status: text("verification_status", { enum: VERIFICATION_STATUSES }),
    verification_reason: text("verification_reason"),
    verified_at: timestamp("verified_at", { withTimezone: true, mode: "date" }),
    identity_checked_at: timestamp("identity_checked_at", { withTimezone: true, mode: "date" }),
    identity_check: jsonb("identity_check").$type<Record<string, unknown>>(),
    /** Suspended by an administrator: its logins refused, its sessions revoked, its content hidden. */
    suspended_at: timestamp("suspended_at", { withTimezone: true, mode: "date" }),
    suspension_reason: text("suspension_reason"),
    ...timestamps,
  },
  (table) => [
    uniqueIndex("users_email_lower_key").on(sql`lower(${table.email})`),
    check("users_role_check", inList(table.role, ROLES)),
    // A professionnel always has an organisation and a SIRET (the API checks the key digit).
    check(
      "users_professionnel_check",
      sql`${table.role} <> 'professionnel' or (${table.organization} is not null and ${table.siret} ~ '^[0-9]{14}$')`,
    ),
    check("users_rna_check", sql`${table.rna} is null or ${table.rna} ~ '^W[0-9]{9}$'`),
    check(
      "users_verification_check",
      sql`(${table.role} = 'professionnel') = (${table.verification_status} is not null) and (${table.verification_status} is null or ${inList(table.verification_status, VERIFICATION_STATUSES)})`,
    ),
    // The administration's list of organisers to verify.
    index("users_verification_idx").on(table.verification_status, table.created_at),
  ],
);

/**
 * An organisation (issue 30, decision 049): a museum, a town hall, an association. It owns the
 * venues, events, routes, sites and places its members publish; `user_id` on those rows stays
 * the member who created them (SPEC). Its verification is the administration's (decision 047),
 * given to the organiser who founded it and kept here for its content.
 */
export const organisations = pgTable(
  "organisations",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    name: text("name").notNull(),
    siret: text("siret"),
    rna: text("rna"),
    address: text("address"),
    city: text("city"),
    founder_id: integer("founder_id").references(() => users.id, { onDelete: "set null" }),
    verification_status: text("verification_status", { enum: VERIFICATION_STATUSES })
      .notNull()
      .default("pending"),
    ...timestamps,
  },
  (table) => [
    check("organisations_siret_check", sql`${table.siret} is null or ${table.siret} ~ '^[0-9]{14}$'`),
    check("organisations_rna_check", sql`${table.rna} is null or ${table.rna} ~ '^W[0-9]{9}$'`),
    check("organisations_verification_check", inList(table.verification_status, VERIFICATION_STATUSES)),
    index("organisations_founder_idx").on(table.founder_id),
  ],
);

/** Who belongs to an organisation, and as what; one person may belong to several. */
export const memberships = pgTable(
  "memberships",
  {
    organisation_id: integer("organisation_id")
      .notNull()
      .references(() => organisations.id, { onDelete: "cascade" }),
    user_id: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    role: text("role", { enum: ORGANISATION_ROLES }).notNull(),
    created_at: timestamp("created_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.organisation_id, table.user_id] }),
    check("memberships_role_check", inList(table.role, ORGANISATION_ROLES)),
    index("memberships_user_idx").on(table.user_id),
  ],
);

/**
 * An invitation to join an organisation, sent by e-mail (issue 30): only the token's SHA-256 is
 * kept, like a session's; valid INVITATION_VALIDITY_DAYS; used once. One open invitation per
 * address and organisation (a second one replaces it).
 */
export const invitations = pgTable(
  "invitations",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    organisation_id: integer("organisation_id")
      .notNull()
      .references(() => organisations.id, { onDelete: "cascade" }),
    email: text("email").notNull(),
    role: text("role", { enum: ORGANISATION_ROLES }).notNull(),
    token_hash: text("token_hash").notNull(),
    invited_by: integer("invited_by").references(() => users.id, { onDelete: "set null" }),
    created_at: timestamp("created_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
    expires_at: timestamp("expires_at", { withTimezone: true, mode: "date" }).notNull(),
    accepted_at: timestamp("accepted_at", { withTimezone: true, mode: "date" }),
    accepted_by: integer("accepted_by").references(() => users.id, { onDelete: "set null" }),
    revoked_at: timestamp("revoked_at", { withTimezone: true, mode: "date" }),
  },
  (table) => [
    uniqueIndex("invitations_token_hash_key").on(table.token_hash),
    check("invitations_role_check", inList(table.role, ORGANISATION_ROLES)),
    uniqueIndex("invitations_open_key")
      .on(table.organisation_id, sql`lower(${table.email})`)
      .where(sql`${table.accepted_at} is null and ${table.revoked_at} is null`),
  ],
);

export const sessions = pgTable(
  "sessions",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    user_id: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    // SHA-256 of the bearer token: a leaked table does not give usable tokens.
    token_hash: text("token_hash").notNull(),
    created_at: timestamp("created_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
    last_used_at: timestamp("last_used_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
    expires_at: timestamp("expires_at", { withTimezone: true, mode: "date" }).notNull(),
    /** The organisation this session acts for (issue 30); its role is read from `memberships`. */
    organisation_id: integer("organisation_id").references(() => organisations.id, { onDelete: "set null" }),
  },
  (table) => [
    uniqueIndex("sessions_token_hash_key").on(table.token_hash),
    index("sessions_user_id_idx").on(table.user_id),
  ],
);

/**
 * Login attempts not yet proven right, one row per key (docs/decisions/024): `account:<e-mail>`
 * and `address:<ip>` for attempts without a device token, `device:<id>` for attempts with one. Each
 * attempt is counted by one upsert before its password is checked and forgiven when it was right, so
 * that parallel attempts cannot all pass and every process sees the same counts.
 */
export const loginThrottle = pgTable(
  "login_throttle",
  {
    key: text("key").primaryKey(),
    failures: integer("failures").notNull(),
    /** No attempt of this key is checked before then: a growing delay, then a refusal. */
    retry_at: timestamp("retry_at", { withTimezone: true, mode: "date" }),
    /** After then the key has been quiet long enough: its count starts over. */
    expires_at: timestamp("expires_at", { withTimezone: true, mode: "date" }).notNull(),
  },
  (table) => [index("login_throttle_expires_idx").on(table.expires_at)],
);

/**
 * Browsers where an account logged in (OWASP "device cookies"): their attempts on that account are
 * counted on their own, so that a stranger's failures never lock its owner out. SHA-256 of the token.
 */
export const trustedDevices = pgTable(
  "trusted_devices",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    user_id: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    token_hash: text("token_hash").notNull(),
    created_at: timestamp("created_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
    last_used_at: timestamp("last_used_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("trusted_devices_token_hash_key").on(table.token_hash),
    index("trusted_devices_user_idx").on(table.user_id, table.last_used_at),
  ],
);

/** Single-use recovery codes of a second factor: only their SHA-256 is stored. */
export const recoveryCodes = pgTable(
  "recovery_codes",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    user_id: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    code_hash: text("code_hash").notNull(),
    used_at: timestamp("used_at", { withTimezone: true, mode: "date" }),
    created_at: timestamp("created_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex("recovery_codes_user_code_key").on(table.user_id, table.code_hash)],
);

/**
 * What administrators did (issue 29): who, when, what, on what, why, and the state before and
 * after. Append-only, enforced by the database (migration 0012's triggers refuse UPDATE, DELETE
 * and TRUNCATE): the application can only add to it. The actor is a copy, not a foreign key, so
 * that deleting an account never has to rewrite the log.
 */
export const auditLog = pgTable(
  "audit_log",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    created_at: timestamp("created_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
    /** The account that acted, or null for the command line (creating an administrator). */
    actor_id: integer("actor_id"),
    actor_email: text("actor_email"),
    /** A stable code: "administrator_created", "account_suspended", "event_approved"… */
    action: text("action").notNull(),
    target_type: text("target_type").notNull(),
    target_id: integer("target_id"),
    reason: text("reason"),
    before: jsonb("before").$type<Record<string, unknown>>(),
    after: jsonb("after").$type<Record<string, unknown>>(),
  },
  (table) => [
    index("audit_log_created_idx").on(table.created_at, table.id),
    index("audit_log_target_idx").on(table.target_type, table.target_id),
    index("audit_log_actor_idx").on(table.actor_id),
  ],
);

/** @fastify/rate-limit's counters (lib/rate-limit-store.ts): one row per bucket and key, any process. */
export const rateLimitHits = pgTable(
  "rate_limit_hits",
  {
    key: text("key").primaryKey(),
    hits: integer("hits").notNull(),
    expires_at: timestamp("expires_at", { withTimezone: true, mode: "date" }).notNull(),
  },
  (table) => [index("rate_limit_hits_expires_idx").on(table.expires_at)],
);

export const lieux = pgTable(
  "lieux",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    nom: text("nom").notNull(),
    pays: text("pays").notNull().default("France"),
    ville: text("ville").notNull(),
    image: text("image"),
    /** Text alternative of the image, written by the organiser (RGAA 1.2). */
    image_alt: text("image_alt"),
    description: text("description"),
    site_web: text("site_web"),
    /** Street address and postcode (issue 14): the venue page, the map and the département filter. */
    adresse: text("adresse"),
    code_postal: text("code_postal"),
    /** Département code from the postcode: 75, 2A/2B for Corsica, 971–976 overseas. */
    departement: text("departement").generatedAlwaysAs(
      (): SQL => sql`case
        when code_postal is null then null
        when code_postal like '97%' then left(code_postal, 3)
        when code_postal like '20%' then case when code_postal < '20200' then '2A' else '2B' end
        else left(code_postal, 2) end`,
    ),
    ...coordinates(),
    ...accessibility(),
    /** Name (A), city and address (B), description (C), for the venues' search (issue 32). */
    search_vector: tsvector("search_vector")
      .notNull()
      .generatedAlwaysAs(
        (): SQL =>
          searchDocument({
            A: sql`nom`,
            B: sql`ville || ' ' || coalesce(adresse, '')`,
            C: sql`description`,
          }),
      ),
    user_id: integer("user_id")
      .notNull()
      .references(() => users.id),
    /** The organisation that owns it (issue 30); `user_id` stays the member who created it. */
    organisation_id: integer("organisation_id")
      .notNull()
      .references(() => organisations.id),
    ...venueItemParts(),
    ...moderation(),
    ...timestamps,
  },
  (table) => [
    ...moderationRules("lieux", table),
    index("lieux_search_idx").using("gin", table.search_vector),
    check(
      "lieux_code_postal_check",
      sql`${table.code_postal} is null or ${table.code_postal} ~ '^[0-9]{5}$'`,
    ),
    coordinatesCheck("lieux_coordinates_check", table),
    check("lieux_accessibility_check", subsetOf(table.accessibility, ACCESSIBILITY_FAMILIES)),
    index("lieux_user_id_idx").on(table.user_id),
    index("lieux_organisation_idx").on(table.organisation_id),
    // The venue list's order (nom, id), so a page is read from the index.
    index("lieux_nom_idx").on(table.nom, table.id),
    // A city filter finds its venues without folding every venue's city (decision 033).
    index("lieux_ville_key_idx").on(sql`immutable_unaccent(lower(${table.ville}))`),
  ],
);

export const events = pgTable(
  "events",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    title: text("title").notNull(),
    description: text("description"),
    category: text("category", { enum: EVENT_CATEGORIES }).notNull(),
    date_start: timestamp("date_start", { withTimezone: true, mode: "date" }).notNull(),
    date_end: timestamp("date_end", { withTimezone: true, mode: "date" }),
    /** null means free ("Gratuit"). */
    price_cents: integer("price_cents"),
    /** How the price is paid: free, at the venue, or online through the payment provider. */
    payment_mode: text("payment_mode", { enum: PAYMENT_MODES }).notNull().default("free"),
    image_url: text("image_url"),
    /** Text alternative of the image, written by the organiser (RGAA 1.2). */
    image_alt: text("image_alt"),
    ...accessibility(),
    /**
     * What a search finds an event by: its title (A), its venue's name and city (B), its
     * description (C), computed by PostgreSQL on write (decision 050).
     */
    search_vector: tsvector("search_vector")
      .notNull()
      .generatedAlwaysAs(
        (): SQL => searchDocument({ A: sql`title`, B: sql`venue_text`, C: sql`description` }),
      ),
    /**
     * Title, description and venue folded (lower case, no accents): SPEC's substring match, asked
     * when the words find nothing (« trophi » in « Catastrophique »), from its trigram index.
     */
    search_text: text("search_text")
      .notNull()
      .generatedAlwaysAs(
        (): SQL => sql`${searchableText(sql`title`, sql`description`)} || ' ' || venue_text`,
      ),
    /**
     * The title (A) and the venue (B): a search lists the events with every word in their title
     * first, then in their title and venue. A column of events_date_start_idx (decision 050).
     */
    heading_vector: tsvector("heading_vector")
      .notNull()
      .generatedAlwaysAs((): SQL => searchDocument({ A: sql`title`, B: sql`venue_text` })),
    /**
     * The venue's name and city, folded, so that a search finds an event by where it is. Written
     * by triggers (migration 0008): on an event's insert or change of venue, and on every event of
     * a venue renamed or moved; never by the application (docs/decisions/033-search-and-filters.md).
     */
    venue_text: text("venue_text").notNull().default(""),
    ...eventItemParts(),
    // Required when an event is written; null once its venue is deleted ("Lieu non renseigné").
    lieu_id: integer("lieu_id").references(() => lieux.id, { onDelete: "set null" }),
    user_id: integer("user_id")
      .notNull()
      .references(() => users.id),
    /** The organisation that owns it (issue 30); `user_id` stays the member who created it. */
    organisation_id: integer("organisation_id")
      .notNull()
      .references(() => organisations.id),
    ...moderation(),
    ...timestamps,
  },
  (table) => [
    ...moderationRules("events", table),
    check("events_category_check", inList(table.category, EVENT_CATEGORIES)),
    check("events_dates_check", sql`${table.date_end} is null or ${table.date_end} >= ${table.date_start}`),
    check("events_price_check", sql`${table.price_cents} is null or ${table.price_cents} >= 0`),
    check("events_payment_mode_check", inList(table.payment_mode, PAYMENT_MODES)),
    check("events_accessibility_check", subsetOf(table.accessibility, ACCESSIBILITY_FAMILIES)),
    // An organiser's events in list order (own list, dashboard), read without a sort.
    index("events_user_id_idx").on(table.user_id, table.date_start, table.id),
    // The organisation's own list (dashboard), in the order of the public list.
    index("events_organisation_idx").on(table.organisation_id, table.date_start, table.id),
    // A venue's events in list order: the distance sort and a city's walk read them venue by venue.
    // Migration 0016 makes it cover is_public (INCLUDE), so that a city's walk reads no table page.
    index("events_lieu_id_idx").on(table.lieu_id, table.date_start, table.id),
    // A category's page in list order (date_start, id), read from the index without a sort.
    index("events_category_date_idx").on(table.category, table.date_start, table.id),
    // The list's order. Migrations 0010, 0013 and 0016 make it cover heading_vector, accessibility,
    // payment_mode and is_public (INCLUDE, which drizzle's builder cannot say): a search, the accessibility and
    // « gratuit » filters walk the upcoming events in order and test them from the index alone,
    // without visiting the table (decision 033).
    index("events_date_start_idx").on(table.date_start, table.id),
    // The events under way (started, not over) of `upcoming`: a few rows among every finished
    // one, found without walking the past, earliest start first (date_start's `<->` of btree_gist)
    // so that a page stops early (docs/decisions/029-counting-and-paging-at-scale.md).
    index("events_under_way_idx")
      .using("gist", sql`tstzrange(${table.date_start}, ${table.date_end}, '[]')`, table.date_start)
      .where(sql`${table.date_end} is not null`),
    // A venue's events under way: a city or département filter asks each of its venues for them
    // instead of reading every event under way (461 at 100 000 bench events) to keep a few.
    // Only events with a venue (migration 0016): a list without a place filter could otherwise pick
    // it for its events under way and read it whole (548 blocks at 100 000 events) beside a search.
    index("events_lieu_under_way_idx")
      .using("gist", table.lieu_id, sql`tstzrange(${table.date_start}, ${table.date_end}, '[]')`)
      .where(sql`${table.date_end} is not null and ${table.lieu_id} is not null`),
    // "Événements récents (autres)": newest first, ties by id, read backwards without a sort.
    index("events_created_at_idx").on(table.created_at, table.id),
    index("events_search_vector_idx").using("gin", table.search_vector),
    index("events_search_idx").using("gin", sql`${table.search_text} gin_trgm_ops`),
    // The title and venue ranks of a search (its words in the title or venue, listed first, decision 050).
    index("events_heading_search_idx").using("gin", table.heading_vector),
  ],
);

/**
 * Every word of the titles, names, cities and themes of events, venues, routes and sites, folded
 * (lower case, no accents), kept by triggers (migration 0016). A search that finds nothing is
 * corrected to the nearest of them by trigram similarity (« conert » → « concert »), as pg_trgm's
 * documentation suggests for text search. A word stays when its last item goes: a correction to it
 * finds nothing and is not offered.
 */
export const searchWords = pgTable("search_words", { word: text("word").primaryKey() }, (table) => [
  index("search_words_trgm_idx").using("gin", sql`${table.word} gin_trgm_ops`),
]);

export const programs = pgTable(
  "programs",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    event_id: integer("event_id")
      .notNull()
      .references(() => events.id, { onDelete: "cascade" }),
    date: date("date", { mode: "string" }).notNull(),
    start_time: time("start_time").notNull(),
    end_time: time("end_time").notNull(),
    title: text("title").notNull(),
    description: text("description"),
    category: text("category", { enum: PROGRAM_CATEGORIES }),
    /** The line's own fields as its list item begins them (decision 056), written by a trigger. */
    item_head: text("item_head").notNull().default(""),
    ...timestamps,
  },
  (table) => [
    check("programs_times_check", sql`${table.end_time} > ${table.start_time}`),
    check(
      "programs_category_check",
      sql`${table.category} is null or ${inList(table.category, PROGRAM_CATEGORIES)}`,
    ),
    index("programs_event_id_idx").on(table.event_id, table.date, table.start_time),
    // The public programme list, in time order across events.
    index("programs_date_idx").on(table.date, table.start_time, table.id),
  ],
);

export const parcours = pgTable(
  "parcours",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    title: text("title").notNull(),
    description: text("description").notNull(),
    theme: text("theme").notNull(),
    difficulty: text("difficulty", { enum: PARCOURS_DIFFICULTIES }).notNull(),
    /** Minutes. */
    duration: integer("duration").notNull(),
    /** File name under the uploads folder. */
    image: text("image"),
    image_alt: text("image_alt"),
    lieu_id: integer("lieu_id").references(() => lieux.id, { onDelete: "set null" }),
    user_id: integer("user_id")
      .notNull()
      .references(() => users.id),
    /** The organisation that owns it (issue 30); `user_id` stays the member who created it. */
    organisation_id: integer("organisation_id")
      .notNull()
      .references(() => organisations.id),
    participants: integer("participants").notNull().default(0),
    rating: real("rating").notNull().default(4.5),
    /** Title (A), theme (B), description (C), for the routes' search (issue 32). */
    search_vector: tsvector("search_vector")
      .notNull()
      .generatedAlwaysAs((): SQL => searchDocument({ A: sql`title`, B: sql`theme`, C: sql`description` })),
    ...moderation(),
    ...timestamps,
  },
  (table) => [
    ...moderationRules("parcours", table),
    check("parcours_difficulty_check", inList(table.difficulty, PARCOURS_DIFFICULTIES)),
    check("parcours_duration_check", sql`${table.duration} > 0`),
    check("parcours_participants_check", sql`${table.participants} >= 0`),
    check("parcours_rating_check", sql`${table.rating} between 0 and 5`),
    index("parcours_user_id_idx").on(table.user_id),
    index("parcours_organisation_idx").on(table.organisation_id),
    index("parcours_lieu_id_idx").on(table.lieu_id),
    index("parcours_search_idx").using("gin", table.search_vector),
  ],
);

export const sites = pgTable(
  "sites",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    name: text("name").notNull(),
    categorie: text("categorie", { enum: SITE_CATEGORIES }).notNull(),
    description: text("description").notNull(),
    adresse: text("adresse"),
    heure_ouverture: text("heure_ouverture"),
    tarif: text("tarif"),
    telephone: text("telephone"),
    email: text("email"),
    site_web: text("site_web"),
    services: jsonb("services").$type<string[]>().notNull().default([]),
    transport: text("transport"),
    periode_historique: text("periode_historique"),
    style_architectural: text("style_architectural"),
    points_interet: text("points_interet"),
    image: text("image"),
    image_alt: text("image_alt"),
    ...coordinates(),
    lieu_id: integer("lieu_id").references(() => lieux.id, { onDelete: "set null" }),
    /** Name (A), address, period and style (B), description and points of interest (C) (issue 32). */
    search_vector: tsvector("search_vector")
      .notNull()
      .generatedAlwaysAs(
        (): SQL =>
          searchDocument({
            A: sql`name`,
            B: sql`coalesce(adresse, '') || ' ' || coalesce(periode_historique, '') || ' ' || coalesce(style_architectural, '')`,
            C: sql`description || ' ' || coalesce(points_interet, '')`,
          }),
      ),
    // A site outlives its route: its QR code may already be printed on site.
    parcours_id: integer("parcours_id").references(() => parcours.id, { onDelete: "set null" }),
    user_id: integer("user_id")
      .notNull()
      .references(() => users.id),
    /** The organisation that owns it (issue 30); `user_id` stays the member who created it. */
    organisation_id: integer("organisation_id")
      .notNull()
      .references(() => organisations.id),
    ...moderation(),
    ...timestamps,
  },
  (table) => [
    ...moderationRules("sites", table),
    check("sites_categorie_check", inList(table.categorie, SITE_CATEGORIES)),
    coordinatesCheck("sites_coordinates_check", table),
    index("sites_parcours_id_idx").on(table.parcours_id),
    index("sites_lieu_id_idx").on(table.lieu_id),
    index("sites_user_id_idx").on(table.user_id),
    index("sites_organisation_idx").on(table.organisation_id),
    index("sites_search_idx").using("gin", table.search_vector),
  ],
);

/**
 * The sessions (séances) of an event: when it takes place and how many places each time offers.
 * `places_taken` is the sum of the places of its confirmed registrations, moved only by conditional
 * updates in the transaction that confirms or cancels them (docs/decisions/019-booking-core.md); the
 * CHECK below is the last guard against selling more than the capacity.
 */
export const eventSessions = pgTable(
  "event_sessions",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    event_id: integer("event_id")
      .notNull()
      .references(() => events.id, { onDelete: "cascade" }),
    starts_at: timestamp("starts_at", { withTimezone: true, mode: "date" }).notNull(),
    ends_at: timestamp("ends_at", { withTimezone: true, mode: "date" }),
    /** Places offered; null means unlimited. */
    capacity: integer("capacity"),
    places_taken: integer("places_taken").notNull().default(0),
    cancelled_at: timestamp("cancelled_at", { withTimezone: true, mode: "date" }),
    /**
     * The iCalendar SEQUENCE of the session's entries in people's calendars: raised by every change
     * they must hear of (day, time, venue, cancellation), so that a calendar replaces its entry.
     */
    sequence: integer("sequence").notNull().default(0),
    /**
     * The session's answer without what moves with bookings and time (decision 056, migration
     * 0018): `{"id","event_id","starts_at","ends_at","capacity"` and `,"cancelled_at":…}`, written
     * by a trigger when those columns change; a read puts places, waiting list and state between.
     */
    item_head: text("item_head").notNull().default(""),
    item_tail: text("item_tail").notNull().default(""),
    ...timestamps,
  },
  (table) => [
    check(
      "event_sessions_dates_check",
      sql`${table.ends_at} is null or ${table.ends_at} >= ${table.starts_at}`,
    ),
    check("event_sessions_capacity_check", sql`${table.capacity} is null or ${table.capacity} > 0`),
    check(
      "event_sessions_places_check",
      sql`${table.places_taken} >= 0 and (${table.capacity} is null or ${table.places_taken} <= ${table.capacity})`,
    ),
    index("event_sessions_event_id_idx").on(table.event_id, table.starts_at),
    // An event's next session, in order, from its first entry: the unfiltered events list probes
    // it for each of up to a thousand events (decision 056; 2.9 → 1.3 ms for 1 000 events).
    index("event_sessions_next_idx")
      .on(table.event_id, table.starts_at, table.id)
      .where(sql`${table.cancelled_at} is null`),
    // The mail worker's reminder rounds look for sessions starting in a time window.
    index("event_sessions_starts_at_idx").on(table.starts_at),
  ],
);

export const participations = pgTable(
  "participations",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    // An event with registrations cannot be deleted (409), hence no cascade.
    event_id: integer("event_id")
      .notNull()
      .references(() => events.id, { onDelete: "restrict" }),
    // A session with registrations cannot be removed either: it is cancelled instead.
    session_id: integer("session_id")
      .notNull()
      .references(() => eventSessions.id, { onDelete: "restrict" }),
    user_id: integer("user_id").references(() => users.id, { onDelete: "set null" }),
    nom: text("nom").notNull(),
    prenom: text("prenom").notNull(),
    email: text("email").notNull(),
    telephone: text("telephone").notNull(),
    nombre_places: integer("nombre_places").notNull(),
    demandes_speciales: text("demandes_speciales"),
    motivation: text("motivation"),
    /** The amount due for the places (price × places), whatever the payment mode. */
    montant_paye_cents: integer("montant_paye_cents").notNull(),
    payment_status: text("payment_status", { enum: PAYMENT_STATUSES }).notNull(),
    ticket_code: text("ticket_code").notNull(),
    /** confirmed (holds places), waitlisted (waits for places, in id order), cancelled. */
    status: text("status", { enum: PARTICIPATION_STATUSES }).notNull().default("confirmed"),
    promoted_at: timestamp("promoted_at", { withTimezone: true, mode: "date" }),
    cancelled_at: timestamp("cancelled_at", { withTimezone: true, mode: "date" }),
    cancelled_by: text("cancelled_by", { enum: CANCELLED_BY }),
    checked_in_at: timestamp("checked_in_at", { withTimezone: true, mode: "date" }),
    /**
     * An online payment still awaited: the places are held until then, and released (to the
     * waiting list, in order) when it passes or the provider refuses the payment.
     */
    payment_due_at: timestamp("payment_due_at", { withTimezone: true, mode: "date" }),
    /** Off when the link at the foot of a reminder was used (a visitor without an account). */
    reminders_enabled: boolean("reminders_enabled").notNull().default(true),
    ...timestamps,
  },
  (table) => [
    check(
      "participations_places_check",
      sql`${table.nombre_places} between ${sql.raw(String(PLACES_MIN))} and ${sql.raw(String(PLACES_MAX))}`,
    ),
    check("participations_amount_check", sql`${table.montant_paye_cents} >= 0`),
    check("participations_status_check", inList(table.payment_status, PAYMENT_STATUSES)),
    check("participations_booking_status_check", inList(table.status, PARTICIPATION_STATUSES)),
    check(
      "participations_cancelled_check",
      sql`(${table.status} = 'cancelled') = (${table.cancelled_at} is not null)`,
    ),
    check(
      "participations_checked_in_check",
      sql`${table.checked_in_at} is null or ${table.status} <> 'waitlisted'`,
    ),
    uniqueIndex("participations_ticket_code_key").on(table.ticket_code),
    index("participations_event_id_idx").on(table.event_id),
    index("participations_user_id_idx").on(table.user_id),
    // The waiting list of a session, in order.
    // Migration 0015 makes it cover nombre_places and checked_in_at (INCLUDE, which drizzle's
    // builder cannot say): a session's figures (places taken, entries, no-shows) read from the index.
    index("participations_session_status_idx").on(table.session_id, table.status, table.id),
    // An event's registrations by day (statistics, issue 30); migration 0015 has it INCLUDE
    // nombre_places and cancelled_at, so that counting them visits no table page.
    index("participations_event_days_idx").on(table.event_id, table.created_at),
    // The sweeper's round: held places whose payment deadline has passed.
    index("participations_payment_due_idx")
      .on(table.payment_due_at)
      .where(sql`${table.status} = 'confirmed' and ${table.payment_status} = 'pending'`),
    // « Retrouver mes billets » and an account's registrations made without it, by address.
    index("participations_email_lower_idx").on(sql`lower(${table.email})`),
  ],
);

/**
 * Idempotency-Key of POST /api/participations: the first answer, replayed to a retry with the same
 * key and body for 24 h. Written in the registration's own transaction, so a key is stored if and
 * only if its registration is.
 */
export const idempotencyKeys = pgTable(
  "idempotency_keys",
  {
    key: text("key").primaryKey(),
    request_hash: text("request_hash").notNull(),
    status_code: integer("status_code"),
    response: jsonb("response"),
    created_at: timestamp("created_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
  },
  (table) => [index("idempotency_keys_created_at_idx").on(table.created_at)],
);

export const locations = pgTable(
  "locations",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    user_id: integer("user_id")
      .notNull()
      .references(() => users.id),
    /** The organisation that owns it (issue 30); `user_id` stays the member who created it. */
    organisation_id: integer("organisation_id")
      .notNull()
      .references(() => organisations.id),
    name: text("name").notNull(),
    description: text("description").notNull(),
    address: text("address").notNull(),
    city: text("city").notNull(),
    postal_code: text("postal_code").notNull(),
    country: text("country").notNull().default("France"),
    category: text("category").notNull(),
    opening_hours: text("opening_hours"),
    phone: text("phone"),
    email: text("email"),
    website: text("website"),
    image: text("image"),
    accessibility: boolean("accessibility").notNull().default(false),
    guided_tours: boolean("guided_tours").notNull().default(false),
    audio_guide: boolean("audio_guide").notNull().default(false),
    free_entry: boolean("free_entry").notNull().default(false),
    entry_price_cents: integer("entry_price_cents"),
    parking_available: boolean("parking_available").notNull().default(false),
    public_transport: text("public_transport"),
    historical_period: text("historical_period"),
    architectural_style: text("architectural_style"),
    special_features: text("special_features"),
    ...timestamps,
  },
  (table) => [
    check(
      "locations_entry_price_check",
      sql`${table.entry_price_cents} is null or ${table.entry_price_cents} >= 0`,
    ),
    index("locations_user_id_idx").on(table.user_id),
    index("locations_organisation_idx").on(table.organisation_id),
    index("locations_city_idx").on(table.city),
  ],
);

export const MAIL_KINDS = [
  "registration_confirmed",
  "waitlist_joined",
  "place_obtained",
  "registration_cancelled",
  "cancellation_reminder",
  "eve_reminder",
  "password_reset",
  "password_changed",
  "organiser_digest",
  // Changing one's e-mail address (docs/decisions/025): the link to the new address, then the
  // notice to the old one.
  "email_change_requested",
  "email_changed",
  // Issue 28: a session moved or its venue changed (with an iCalendar update); an unpaid hold
  // released; the list of one's tickets asked from « Retrouver mes billets »; the link that
  // confirms an account's address.
  "session_changed",
  "payment_released",
  "tickets_lookup",
  "email_confirmation",
  // Issue 29: an organiser verified or refused; content refused or unpublished, with the reason;
  // an account suspended.
  "organiser_verified",
  "organiser_refused",
  "content_refused",
  "content_unpublished",
  "account_suspended",
  // Issue 30: an invitation to join an organisation, with its link.
  "organisation_invitation",
] as const;
export type MailKind = (typeof MAIL_KINDS)[number];

/**
 * The outbox of e-mails (docs/decisions/021-mail-outbox.md): a row is written in the transaction of
 * the change that causes the message, and the mail worker of any API process sends it, claiming
 * rows with FOR UPDATE SKIP LOCKED and a lease. The message is rendered when sent, from the
 * registration or account it names and from `payload` (what must not change meanwhile).
 */
export const mailOutbox = pgTable(
  "mail_outbox",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    kind: text("kind", { enum: MAIL_KINDS }).notNull(),
    recipient: text("recipient").notNull(),
    participation_id: integer("participation_id").references(() => participations.id, {
      onDelete: "cascade",
    }),
    user_id: integer("user_id").references(() => users.id, { onDelete: "cascade" }),
    payload: jsonb("payload").$type<Record<string, unknown>>().notNull().default({}),
    /** Scheduled messages (reminders, digests) are written once whichever process schedules them. */
    dedupe_key: text("dedupe_key"),
    /** The same Message-ID on every attempt, so that a receiver can drop a duplicate. */
    message_id: text("message_id").notNull(),
    send_after: timestamp("send_after", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
    attempts: integer("attempts").notNull().default(0),
    /** A worker claimed the row until then; past it, the row may be claimed again (crash). */
    locked_until: timestamp("locked_until", { withTimezone: true, mode: "date" }),
    sent_at: timestamp("sent_at", { withTimezone: true, mode: "date" }),
    /** Given up after the last attempt, or not to be sent any more (a reminder of a cancelled place). */
    dropped_at: timestamp("dropped_at", { withTimezone: true, mode: "date" }),
    last_error: text("last_error"),
    created_at: timestamp("created_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
  },
  (table) => [
    check("mail_outbox_kind_check", inList(table.kind, MAIL_KINDS)),
    uniqueIndex("mail_outbox_dedupe_key").on(table.dedupe_key),
    // The worker's claim reads only what is still to send.
    index("mail_outbox_pending_idx")
      .on(table.send_after, table.id)
      .where(sql`${table.sent_at} is null and ${table.dropped_at} is null`),
    index("mail_outbox_participation_idx").on(table.participation_id),
    index("mail_outbox_user_idx").on(table.user_id),
  ],
);

/** Single-use password reset links: only the SHA-256 of the token is stored. */
export const passwordResetTokens = pgTable(
  "password_reset_tokens",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    user_id: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    token_hash: text("token_hash").notNull(),
    expires_at: timestamp("expires_at", { withTimezone: true, mode: "date" }).notNull(),
    used_at: timestamp("used_at", { withTimezone: true, mode: "date" }),
    created_at: timestamp("created_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("password_reset_tokens_hash_key").on(table.token_hash),
    index("password_reset_tokens_user_idx").on(table.user_id, table.created_at),
  ],
);

/**
 * « Signaler ce contenu » (issue 29): one row per report, made with or without an account. The
 * address is kept only as a keyed hash, to limit reports per address and per item (one open report
 * per address and item); resolving a report is recorded in the audit log too.
 */
export const reports = pgTable(
  "reports",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    target_type: text("target_type", { enum: MODERATED_KINDS }).notNull(),
    target_id: integer("target_id").notNull(),
    reason: text("reason", { enum: REPORT_REASONS }).notNull(),
    message: text("message"),
    reporter_key: text("reporter_key").notNull(),
    reporter_id: integer("reporter_id").references(() => users.id, { onDelete: "set null" }),
    created_at: timestamp("created_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
    resolved_at: timestamp("resolved_at", { withTimezone: true, mode: "date" }),
    resolved_by: integer("resolved_by").references(() => users.id, { onDelete: "set null" }),
    /** What the administrator decided: "kept" (nothing wrong) or "unpublished". */
    resolution: text("resolution"),
  },
  (table) => [
    check("reports_target_type_check", inList(table.target_type, MODERATED_KINDS)),
    check("reports_reason_check", inList(table.reason, REPORT_REASONS)),
    // One open report per address and item: a second one from the same address changes nothing.
    uniqueIndex("reports_open_per_reporter_key")
      .on(table.target_type, table.target_id, table.reporter_key)
      .where(sql`${table.resolved_at} is null`),
    index("reports_open_idx").on(table.target_type, table.target_id).where(sql`${table.resolved_at} is null`),
    index("reports_reporter_idx").on(table.reporter_key, table.created_at),
  ],
);
