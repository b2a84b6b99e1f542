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
    readonly extra?: Record<string, number | string>,
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

/** The right password of a suspended account (issue 29): said only to who proved they hold it. */
export class AccountSuspendedError extends AppError {
  constructor() {
    super(403, "ACCOUNT_SUSPENDED");
  }
}

/** A moderation act on something no longer in a state it applies to (a concurrent decision). */
export class AlreadyDecidedError extends AppError {
  constructor() {
    super(409, "ALREADY_DECIDED");
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

/**
 * 503: the server has more work than it takes on at once (no free database connection in time, or
 * too many registrations waiting for one event): nothing was done; try again shortly. Distinct from
 * DATABASE_UNAVAILABLE, which says the database cannot be reached.
 */
export class ServerBusyError extends AppError {
  constructor(retryAfterSeconds = SERVER_BUSY_RETRY_AFTER_SECONDS) {
    super(503, "SERVER_BUSY", undefined, undefined, { "retry-after": String(retryAfterSeconds) });
  }
}

export const SERVER_BUSY_RETRY_AFTER_SECONDS = 2;

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
 * SQLSTATEs that mean "the server is not there for us right now", not "this query is wrong", read
 * against PostgreSQL's table of error codes (Appendix A): class 08 (connection exception); class 53
 * (insufficient resources: disk full, out of memory, too many connections); the operator
 * intervention codes that end or refuse a connection (57P01 admin shutdown, 57P02 crash shutdown,
 * 57P03 cannot connect now, 57P04 database dropped, 57P05 idle session timeout); 25006, a write sent
 * to a server that became a read-only standby (a failover in progress). Not 57014 (a statement
 * cancelled by our own timeout) nor class 58 (a fault inside the server).
 */
const UNAVAILABLE_SQLSTATE = /^(08...|53...|57P0[1-5]|25006)$/;
/**
 * 55000 (object not in prerequisite state) is mostly a mistake of the query's, but the server also
 * answers it to a connection when the database does not accept connections (ALLOW_CONNECTIONS
 * false, as during maintenance): that one, told by its message, is the database away.
 */
const PG_OBJECT_NOT_IN_PREREQUISITE_STATE = "55000";
const NOT_ACCEPTING_CONNECTIONS = /not (currently )?accepting connections/i;
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
/**
 * node-postgres reports a dropped or timed-out connection by message only ("timeout expired" is a
 * connection attempt past DATABASE_CONNECT_TIMEOUT_MS).
 */
const UNAVAILABLE_MESSAGES =
  /Connection terminated|^timeout expired$|Client has encountered a connection error|Connection is closed|terminating connection/i;
/** pg-pool's message when no connection of the pool came free in time: busy, not away. */
const POOL_WAIT_EXCEEDED = /^timeout exceeded when trying to connect$/;

/** True when an error (whichever driver or drizzle wrapper raised it) means the database is away. */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (const { code, message, errors } of causeChain(error)) {
    if (typeof code === "string" && (UNAVAILABLE_SQLSTATE.test(code) || UNAVAILABLE_NODE_CODES.has(code))) {
      return true;
    }
    if (
      code === PG_OBJECT_NOT_IN_PREREQUISITE_STATE &&
      typeof message === "string" &&
      NOT_ACCEPTING_CONNECTIONS.test(message)
    ) {
      return true;
    }
    if (typeof message === "string" && UNAVAILABLE_MESSAGES.test(message)) return true;
    // AggregateError (a host name resolving to several addresses, all refused).
    if (Array.isArray(errors) && errors.some((inner) => isDatabaseUnavailable(inner))) return true;
  }
  return false;
}

/** True when a query gave up waiting for a free connection of the pool (DATABASE_POOL_WAIT_MS). */
export function isPoolExhausted(error: unknown): boolean {
  for (const { message } of causeChain(error)) {
    if (typeof message === "string" && POOL_WAIT_EXCEEDED.test(message)) return true;
  }
  return false;
}
