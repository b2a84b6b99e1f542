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

/** PostgreSQL error codes we turn into 4xx answers rather than 500s. */
export const PG_UNIQUE_VIOLATION = "23505";
export const PG_FOREIGN_KEY_VIOLATION = "23503";
export const PG_CHECK_VIOLATION = "23514";
/** Two transactions waited on each other; PostgreSQL aborted one, which may simply run again. */
export const PG_DEADLOCK_DETECTED = "40P01";
/** A NUL byte (or a character the database encoding lacks) inside a text value. */
export const PG_INVALID_CHARACTERS = ["22021", "22P05"];

/** The SQLSTATE of a database error, whichever driver (and drizzle wrapper) raised it. */
export function pgErrorCode(error: unknown): string | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 4 && current && typeof current === "object"; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === "string" && /^[0-9A-Z]{5}$/.test(code)) return code;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}
