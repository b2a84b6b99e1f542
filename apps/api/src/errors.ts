import { type ApiErrorCode, apiErrorMessages } from "@culture-patrimoine/contract/messages";

export interface ErrorDetail {
  path: string;
  message: string;
}

/** An error a service throws on purpose; the error handler answers it in the API's error format. */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: ApiErrorCode,
    message: string = apiErrorMessages[code],
    readonly details?: ErrorDetail[],
    readonly headers?: Record<string, string>,
    /** Fields added to the error body (e.g. `places_left` of a full session). */
    readonly extra?: Record<string, number>,
  ) {
    super(message);
    this.name = "AppError";
  }
}

export class ValidationError extends AppError {
  constructor(
    details: ErrorDetail[],
    message: string = details[0]?.message ?? apiErrorMessages.VALIDATION_ERROR,
  ) {
    super(400, "VALIDATION_ERROR", message, details);
  }
}

export class UnauthorizedError extends AppError {
  constructor(code: "UNAUTHORIZED" | "INVALID_TOKEN" | "INVALID_CREDENTIALS" = "UNAUTHORIZED") {
    super(401, code);
  }
}

export class ForbiddenError extends AppError {
  constructor(message?: string) {
    super(403, "FORBIDDEN", message);
  }
}

export class NotFoundError extends AppError {
  constructor(message?: string) {
    super(404, "NOT_FOUND", message);
  }
}

export class ConflictError extends AppError {
  constructor(code: "CONFLICT" | "EMAIL_TAKEN" = "CONFLICT", message?: string) {
    super(409, code, message);
  }
}

/** 422: the request is well formed but cannot be processed as it stands (a reused Idempotency-Key). */
export class UnprocessableError extends AppError {
  constructor(code: "IDEMPOTENCY_KEY_REUSED", message?: string) {
    super(422, code, message);
  }
}

export class TooManyRequestsError extends AppError {
  constructor(retryAfterSeconds: number, message?: string) {
    super(429, "TOO_MANY_LOGIN_ATTEMPTS", message, undefined, {
      "retry-after": String(Math.max(1, Math.ceil(retryAfterSeconds))),
    });
  }
}

/**
 * 503: the database cannot be reached for now (restart, failover, network cut). The request changed
 * nothing that was committed; the client may simply try again after `Retry-After` seconds.
 */
export class DatabaseUnavailableError extends AppError {
  constructor(retryAfterSeconds = DATABASE_RETRY_AFTER_SECONDS) {
    super(503, "DATABASE_UNAVAILABLE", undefined, undefined, {
      "retry-after": String(retryAfterSeconds),
    });
  }
}

/** What a client is told to wait when the database is away: a restart or failover takes seconds. */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

/** PostgreSQL error codes we turn into 4xx answers rather than 500s. */
export const PG_UNIQUE_VIOLATION = "23505";
export const PG_FOREIGN_KEY_VIOLATION = "23503";
export const PG_CHECK_VIOLATION = "23514";
/** Two transactions waited on each other; PostgreSQL aborted one, which may simply run again. */
export const PG_DEADLOCK_DETECTED = "40P01";
/** A NUL byte (or a character the database encoding lacks) inside a text value. */
export const PG_INVALID_CHARACTERS = ["22021", "22P05"];

/** An error and its causes, outermost first: drizzle wraps the driver's error in its own. */
function* causeChain(error: unknown): Generator<{ code?: unknown; message?: unknown; errors?: unknown }> {
  let current: unknown = error;
  for (let depth = 0; depth < 4 && current && typeof current === "object"; depth++) {
    yield current as { code?: unknown; message?: unknown; errors?: unknown };
    current = (current as { cause?: unknown }).cause;
  }
}

/** The SQLSTATE of a database error, whichever driver (and drizzle wrapper) raised it. */
export function pgErrorCode(error: unknown): string | undefined {
  for (const { code } of causeChain(error)) {
    if (typeof code === "string" && /^[0-9A-Z]{5}$/.test(code)) return code;
  }
  return undefined;
}

/**
 * SQLSTATEs that mean "the server is not there for us right now", not "this query is wrong":
 * class 08 (connection exception), the server shutting down or starting (57P01–57P03), too many
 * connections (53300).
 */
const UNAVAILABLE_SQLSTATE = /^(08...|57P0[1-3]|53300)$/;
/** Socket-level errors of node-postgres when the server is down, unreachable or cut us off. */
const UNAVAILABLE_NODE_CODES = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ETIMEDOUT",
  "EHOSTUNREACH",
  "ENETUNREACH",
  "ENOTFOUND",
  "EAI_AGAIN",
  "EPIPE",
]);
/** node-postgres reports a dropped or timed-out connection by message only. */
const UNAVAILABLE_MESSAGES =
  /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|Connection is closed|terminating connection/i;

/** True when an error (whichever driver or drizzle wrapper raised it) means the database is away. */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (const { code, message, errors } of causeChain(error)) {
    if (typeof code === "string" && (UNAVAILABLE_SQLSTATE.test(code) || UNAVAILABLE_NODE_CODES.has(code))) {
      return true;
    }
    if (typeof message === "string" && UNAVAILABLE_MESSAGES.test(message)) return true;
    // AggregateError (a host name resolving to several addresses, all refused).
    if (Array.isArray(errors) && errors.some((inner) => isDatabaseUnavailable(inner))) return true;
  }
  return false;
}
