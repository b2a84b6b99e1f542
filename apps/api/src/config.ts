import { randomBytes } from "node:crypto";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { MODERATION_POLICIES, type ModerationPolicy } from "@culture-patrimoine/contract/constants";
import { z } from "zod";

const booleanFromEnv = z
  .enum(["true", "false", "1", "0", "yes", "no"])
  .transform((value) => value === "true" || value === "1" || value === "yes");

const positiveInt = z.coerce.number().int().positive();

/**
 * IGN's « Plan IGN » raster tiles from the Géoplateforme (open, no key, Licence Ouverte): the map of
 * reference of French public services, served by the State (docs/decisions/034).
 */
export const DEFAULT_MAP_TILES_URL =
  "https://data.geopf.fr/wmts?SERVICE=WMTS&REQUEST=GetTile&VERSION=1.0.0&LAYER=GEOGRAPHICALGRIDSYSTEMS.PLANIGNV2&STYLE=normal&TILEMATRIXSET=PM&FORMAT=image/png&TILEMATRIX={z}&TILEROW={y}&TILECOL={x}";

/** The origin of a tile URL template (for the CSP), or null when it is not an http(s) template. */
export function tileOrigin(template: string): string | null {
  if (!["{z}", "{x}", "{y}"].every((part) => template.includes(part))) return null;
  try {
    const url = new URL(template.replace(/[{}]/g, ""));
    return url.protocol === "https:" || url.protocol === "http:" ? url.origin : null;
  } catch {
    return null;
  }
}

const defaultWebDist = fileURLToPath(new URL("../../web/dist", import.meta.url));

/** The environment variables of DESIGN.md §3; the only place that reads process.env. */
const envSchema = z
  .object({
    NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().min(1).default("127.0.0.1"),
    DATA_DIR: z.string().min(1).default("./data"),
    DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/ }).optional(),
    DATABASE_POOL_MAX: positiveInt.default(10),
    DATABASE_CONNECT_TIMEOUT_MS: positiveInt.default(5000),
    DATABASE_POOL_WAIT_MS: positiveInt.default(10_000),
    REGISTRATION_QUEUE_MAX: positiveInt.default(2000),
    REGISTRATION_QUEUE_WAIT_MS: positiveInt.default(60_000),
    DATABASE_STARTUP_TIMEOUT_SECONDS: z.coerce.number().int().min(0).default(300),
    APP_SECRET: z.string().min(32, "APP_SECRET must be at least 32 characters").optional(),
    CORS_ORIGINS: z
      .string()
      .default("")
      .transform((value) =>
        value
          .split(",")
          .map((origin) => origin.trim())
          .filter(Boolean),
      ),
    SEED_DEMO: booleanFromEnv.default(true),
    LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
    TRUST_PROXY: booleanFromEnv.default(false),
    WEB_DIST_DIR: z.string().default(defaultWebDist),
    BODY_LIMIT_BYTES: positiveInt.default(1024 * 1024),
    UPLOAD_MAX_BYTES: positiveInt.default(5 * 1024 * 1024),
    UPLOAD_RATE_LIMIT_PER_10_MINUTES: positiveInt.default(30),
    IMAGE_CONCURRENCY: positiveInt.default(1),
    IMAGE_QUEUE_MAX: z.coerce.number().int().min(0).default(8),
    // Read by libuv, not by us: only to check that image work leaves threads to the rest.
    UV_THREADPOOL_SIZE: positiveInt.default(4),
    SESSION_IDLE_MINUTES: positiveInt.default(3 * 24 * 60),
    SESSION_ABSOLUTE_DAYS: positiveInt.default(30),
    LOGIN_FAILURE_WINDOW_MINUTES: positiveInt.default(15),
    LOGIN_MAX_FAILURES_PER_EMAIL: positiveInt.default(10),
    LOGIN_MAX_FAILURES_PER_IP: positiveInt.default(100),
    LOGIN_FIRST_DELAY_MS: z.coerce.number().int().min(0).max(60_000).default(1000),
    AUTH_RATE_LIMIT_PER_MINUTE: positiveInt.default(60),
    // Reports of content (« Signaler ce contenu ») one address may send per hour, in every process.
    REPORT_RATE_LIMIT_PER_HOUR: positiveInt.default(20),
    PUBLIC_CACHE_TTL_MS: z.coerce.number().int().min(0).max(60_000).default(2000),
    HEADERS_TIMEOUT_MS: positiveInt.default(15_000),
    REQUEST_TIMEOUT_MS: positiveInt.default(60_000),
    KEEP_ALIVE_TIMEOUT_MS: positiveInt.default(72_000),
    SESSION_SWEEP_MINUTES: positiveInt.default(60),
    PAYMENT_HOLD_MINUTES: positiveInt.default(15),
    EMBEDDED_MAINTENANCE_MINUTES: positiveInt.default(15),
    SMTP_URL: z.url({ protocol: /^smtps?$/, error: "SMTP_URL must be smtp://… or smtps://…" }).optional(),
    MAIL_FROM: z.string().min(3).default("Culture & Patrimoine <ne-pas-repondre@culture-patrimoine.fr>"),
    PUBLIC_URL: z.url({ protocol: /^https?$/ }).optional(),
    MAIL_POLL_MS: positiveInt.default(2000),
    MAIL_RETRY_BASE_MS: positiveInt.default(30_000),
    MAIL_LEASE_SECONDS: positiveInt.default(120),
    MAIL_MAX_ATTEMPTS: positiveInt.default(10),
    // The map's background (docs/decisions/034): a {z}/{x}/{y} raster tile template, or "off".
    MAP_TILES_URL: z
      .string()
      .default(DEFAULT_MAP_TILES_URL)
      .refine((value) => value === "off" || tileOrigin(value) !== null, {
        message: "MAP_TILES_URL must be an http(s) URL with {z}, {x} and {y}, or off",
      }),
    MAP_TILES_ATTRIBUTION: z.string().min(1).default("© IGN – Plan IGN (Géoplateforme)"),
    MAP_TILES_MAX_ZOOM: z.coerce.number().int().min(1).max(22).default(18),
    // The address service of « Utiliser l’adresse » (BAN / Géoplateforme search); unset or off: none.
    GEOCODER_URL: z
      .union([z.literal("off"), z.url({ protocol: /^https?$/ })])
      .optional()
      .transform((value) => (value === "off" ? undefined : value)),
    // Which content waits for an administrator (decision 047): unverified organisers' by default.
    MODERATION_POLICY: z.enum(MODERATION_POLICIES).default("unverified"),
    // The Sirene API's base URL for the organisers' identity check (issue 29); unset or off: none.
    SIRENE_API_URL: z
      .union([z.literal("off"), z.url({ protocol: /^https?$/ })])
      .optional()
      .transform((value) => (value === "off" ? undefined : value)),
    // Sent as `X-INSEE-Api-Key-Integration` when the Sirene API asks for a key.
    SIRENE_API_KEY: z.string().min(1).optional(),
    // S3-compatible object storage for pictures (docs/decisions/051): on when a bucket is named.
    S3_BUCKET: z.string().min(1).optional(),
    S3_ENDPOINT: z.url({ protocol: /^https?$/ }).optional(),
    S3_REGION: z.string().min(1).default("us-east-1"),
    S3_ACCESS_KEY_ID: z.string().min(1).optional(),
    S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
    S3_PUBLIC_URL: z.url({ protocol: /^https?$/ }).optional(),
  })
  .refine((env) => env.NODE_ENV !== "production" || env.APP_SECRET, {
    message: "APP_SECRET is required when NODE_ENV=production",
    path: ["APP_SECRET"],
  })
  .refine((env) => Boolean(env.S3_ACCESS_KEY_ID) === Boolean(env.S3_SECRET_ACCESS_KEY), {
    message: "S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together (or neither: the AWS SDK's own chain)",
    path: ["S3_ACCESS_KEY_ID"],
  })
  .refine((env) => env.S3_BUCKET || !(env.S3_ENDPOINT || env.S3_PUBLIC_URL), {
    message: "S3_ENDPOINT and S3_PUBLIC_URL need S3_BUCKET (without it, pictures stay in DATA_DIR/uploads)",
    path: ["S3_BUCKET"],
  })
  .refine((env) => env.IMAGE_CONCURRENCY < env.UV_THREADPOOL_SIZE, {
    message:
      "IMAGE_CONCURRENCY must be lower than UV_THREADPOOL_SIZE (4 by default): image conversions would hold every libuv thread and password hashing would wait for them",
    path: ["IMAGE_CONCURRENCY"],
  });

export interface Config {
  env: "development" | "production" | "test";
  /** Which content waits for an administrator before it is public (decision 047). */
  moderationPolicy: ModerationPolicy;
  /** The Sirene API (INSEE) that checks an organiser's establishment is active; undefined: no check. */
  sirene: { url: string; apiKey: string | undefined } | undefined;
  port: number;
  host: string;
  dataDir: string;
  uploadsDir: string;
  /** S3-compatible storage of the uploads (S3_*), or null: the local folder `uploadsDir`. */
  objectStorage: ObjectStorageConfig | null;
  databaseUrl: string | undefined;
  databasePoolMax: number;
  /** PostgreSQL: a new connection that takes longer fails (the request answers 503). */
  databaseConnectTimeoutMs: number;
  /** PostgreSQL: how long a query waits for a free connection of the pool (then 503 SERVER_BUSY). */
  databasePoolWaitMs: number;
  /**
   * Registrations that may join a waiting list take their turn in memory, one per event and per
   * process (decision 042): how many may wait, and for how long, before 503 SERVER_BUSY.
   */
  registrationQueue: { maxWaiting: number; maxWaitMs: number };
  /** PostgreSQL: how long start-up waits for an unreachable server (0: forever). */
  databaseStartupTimeoutMs: number;
  appSecret: string | undefined;
  corsOrigins: string[];
  seedDemo: boolean;
  logLevel: string;
  trustProxy: boolean;
  webDistDir: string;
  bodyLimitBytes: number;
  uploadMaxBytes: number;
  /** Route forms (multipart) a professional may send per 10 minutes, in every process together. */
  uploadRateLimitPer10Minutes: number;
  /** Images converted at once in this process, and how many more may wait (lib/images.ts ImageQueue). */
  images: { concurrency: number; queueMax: number };
  session: { idleMinutes: number; absoluteDays: number };
  /** Failed logins (modules/auth/login-throttle.ts, docs/decisions/024). */
  loginThrottle: { windowMinutes: number; maxPerEmail: number; maxPerIp: number; firstDelayMs: number };
  authRateLimitPerMinute: number;
  /** Reports of content one address may send per hour (POST /api/reports), in every process together. */
  reportRateLimitPerHour: number;
  /** Lifetime of reused public read answers; 0 turns the cache off. */
  publicCacheTtlMs: number;
  /** Slow or stalled clients must not hold sockets forever (slowloris): see app.ts. */
  timeouts: { headersMs: number; requestMs: number; keepAliveMs: number };
  /** How often sessions past their absolute end are deleted. */
  sessionSweepMinutes: number;
  /**
   * How long an online registration holds its places while its payment is awaited (from its
   * registration, or its promotion from the waiting list); then they are released.
   */
  paymentHoldMinutes: number;
  /** PGlite only: how often ANALYZE and VACUUM run when something was written (no autovacuum there). */
  embeddedMaintenanceMinutes: number;
  /** The address of the web app as visitors reach it: the links of e-mails start with it. */
  publicUrl: string;
  mail: MailConfig;
  map: MapConfig;
}

export interface ObjectStorageConfig {
  bucket: string;
  /** Another provider's (or a test server's) address; AWS's own when absent. */
  endpoint: string | undefined;
  region: string;
  /** Absent: the AWS SDK's own chain (environment, instance role). */
  credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
  /** Pictures are redirected to `${publicUrl}/{name}` when set (a CDN or the bucket's public site). */
  publicUrl: string | undefined;
}

export interface MapConfig {
  /** Background tiles; null when MAP_TILES_URL=off (the map then shows an outline of France). */
  tiles: { url: string; origin: string; attribution: string; maxZoom: number } | null;
  /** The address service's search URL; undefined: « Utiliser l’adresse » is not offered. */
  geocoderUrl: string | undefined;
}

export interface MailConfig {
  /** smtp:// or smtps:// with credentials; without it, messages are written as .eml files in `dir`. */
  smtpUrl: string | undefined;
  from: string;
  dir: string;
  /** How often the worker looks for messages to send and schedules reminders. */
  pollMs: number;
  /** The first retry waits this long, each next one four times longer (capped at six hours). */
  retryBaseMs: number;
  /** A claimed message is another worker's to retry after this long (its worker died). */
  leaseMs: number;
  maxAttempts: number;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  // A variable set to "" (DATABASE_URL= in a shell or a compose file) means "not set".
  const given = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ""));
  const parsed = envSchema.safeParse(given);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`);
    throw new Error(`Invalid configuration:\n  ${problems.join("\n  ")}`);
  }
  const e = parsed.data;
  const dataDir = path.resolve(e.DATA_DIR);
  return {
    env: e.NODE_ENV,
    moderationPolicy: e.MODERATION_POLICY,
    sirene: e.SIRENE_API_URL ? { url: e.SIRENE_API_URL, apiKey: e.SIRENE_API_KEY } : undefined,
    port: e.PORT,
    host: e.HOST,
    dataDir,
    uploadsDir: path.join(dataDir, "uploads"),
    objectStorage: e.S3_BUCKET
      ? {
          bucket: e.S3_BUCKET,
          endpoint: e.S3_ENDPOINT,
          region: e.S3_REGION,
          credentials:
            e.S3_ACCESS_KEY_ID && e.S3_SECRET_ACCESS_KEY
              ? { accessKeyId: e.S3_ACCESS_KEY_ID, secretAccessKey: e.S3_SECRET_ACCESS_KEY }
              : undefined,
          publicUrl: e.S3_PUBLIC_URL?.replace(/\/+$/, ""),
        }
      : null,
    databaseUrl: e.DATABASE_URL,
    databasePoolMax: e.DATABASE_POOL_MAX,
    databaseConnectTimeoutMs: e.DATABASE_CONNECT_TIMEOUT_MS,
    databasePoolWaitMs: e.DATABASE_POOL_WAIT_MS,
    registrationQueue: { maxWaiting: e.REGISTRATION_QUEUE_MAX, maxWaitMs: e.REGISTRATION_QUEUE_WAIT_MS },
    databaseStartupTimeoutMs: e.DATABASE_STARTUP_TIMEOUT_SECONDS * 1000,
    appSecret: e.APP_SECRET,
    corsOrigins: e.CORS_ORIGINS,
    seedDemo: e.SEED_DEMO,
    logLevel: e.LOG_LEVEL,
    trustProxy: e.TRUST_PROXY,
    webDistDir: path.resolve(e.WEB_DIST_DIR),
    bodyLimitBytes: e.BODY_LIMIT_BYTES,
    uploadMaxBytes: e.UPLOAD_MAX_BYTES,
    uploadRateLimitPer10Minutes: e.UPLOAD_RATE_LIMIT_PER_10_MINUTES,
    images: { concurrency: e.IMAGE_CONCURRENCY, queueMax: e.IMAGE_QUEUE_MAX },
    session: { idleMinutes: e.SESSION_IDLE_MINUTES, absoluteDays: e.SESSION_ABSOLUTE_DAYS },
    loginThrottle: {
      windowMinutes: e.LOGIN_FAILURE_WINDOW_MINUTES,
      maxPerEmail: e.LOGIN_MAX_FAILURES_PER_EMAIL,
      maxPerIp: e.LOGIN_MAX_FAILURES_PER_IP,
      firstDelayMs: e.LOGIN_FIRST_DELAY_MS,
    },
    authRateLimitPerMinute: e.AUTH_RATE_LIMIT_PER_MINUTE,
    reportRateLimitPerHour: e.REPORT_RATE_LIMIT_PER_HOUR,
    publicCacheTtlMs: e.PUBLIC_CACHE_TTL_MS,
    timeouts: {
      headersMs: e.HEADERS_TIMEOUT_MS,
      requestMs: e.REQUEST_TIMEOUT_MS,
      keepAliveMs: e.KEEP_ALIVE_TIMEOUT_MS,
    },
    sessionSweepMinutes: e.SESSION_SWEEP_MINUTES,
    paymentHoldMinutes: e.PAYMENT_HOLD_MINUTES,
    embeddedMaintenanceMinutes: e.EMBEDDED_MAINTENANCE_MINUTES,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, ""),
    mail: {
      smtpUrl: e.SMTP_URL,
      from: e.MAIL_FROM,
      dir: path.join(dataDir, "mail"),
      pollMs: e.MAIL_POLL_MS,
      retryBaseMs: e.MAIL_RETRY_BASE_MS,
      leaseMs: e.MAIL_LEASE_SECONDS * 1000,
      maxAttempts: e.MAIL_MAX_ATTEMPTS,
    },
    map: {
      tiles:
        e.MAP_TILES_URL === "off"
          ? null
          : {
              url: e.MAP_TILES_URL,
              origin: tileOrigin(e.MAP_TILES_URL) ?? "",
              attribution: e.MAP_TILES_ATTRIBUTION,
              maxZoom: e.MAP_TILES_MAX_ZOOM,
            },
      geocoderUrl: e.GEOCODER_URL,
    },
  };
}

/**
 * APP_SECRET when given; otherwise (embedded mode only, production refuses to start without it) a
 * random secret generated once and kept in the data folder so that signed codes survive restarts.
 */
export function resolveAppSecret(config: Config): string {
  if (config.appSecret) return config.appSecret;
  const file = path.join(config.dataDir, "app-secret");
  try {
    return readFileSync(file, "utf8").trim();
  } catch {
    mkdirSync(config.dataDir, { recursive: true });
    const secret = randomBytes(32).toString("base64url");
    writeFileSync(file, secret, { mode: 0o600 });
    return secret;
  }
}
