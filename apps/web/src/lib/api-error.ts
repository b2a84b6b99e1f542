import { apiErrorCodeByStatus, apiErrorMessages } from "@culture-patrimoine/contract/messages";

export interface ApiErrorDetail {
  path: string;
  message: string;
}

/** A failed API call, with the French message to show and the server's stable code. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly details: ApiErrorDetail[];
  readonly retryAfterSeconds: number | undefined;
  /** A full session (409 SESSION_FULL): how many places are still free. */
  readonly placesLeft: number | undefined;
  /** A login that needs its second factor (401 SECOND_FACTOR_REQUIRED): the second step's token. */
  readonly challenge: string | undefined;

  constructor(
    status: number,
    code: string,
    message: string,
    details: ApiErrorDetail[] = [],
    retryAfterSeconds?: number,
    placesLeft?: number,
    challenge?: string,
  ) {
    super(message);
    this.name = "ApiError";
    this.status = status;
    this.code = code;
    this.details = details;
    this.retryAfterSeconds = retryAfterSeconds;
    this.placesLeft = placesLeft;
    this.challenge = challenge;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/**
 * Turns a failed response (status and parsed body, whatever it is) into an ApiError. The error
 * schema comes with the first failure, not with every page (decision 038); if it cannot load, the
 * status says what went wrong.
 */
export async function toApiError(
  status: number,
  body: unknown,
  retryAfterSeconds?: number,
): Promise<ApiError> {
  const schemas = await import("@culture-patrimoine/contract/schemas/common").catch(() => null);
  const parsed = schemas?.apiErrorSchema.safeParse(body);
  if (parsed?.success && parsed.data.error.trim() !== "") {
    const { error, code, details, places_left, challenge } = parsed.data;
    return new ApiError(status, code, error, details ?? [], retryAfterSeconds, places_left, challenge);
  }
  // The body is not the API's error format (a proxy page, a crash, an empty answer).
  const code = apiErrorCodeByStatus[status] ?? "INTERNAL_ERROR";
  return new ApiError(status, code, apiErrorMessages[code], [], retryAfterSeconds);
}

/**
 * The API's 403 on an owner's read (a preview of someone else's public item, issue 29): the edit
 * forms say « not yours » rather than « unknown ».
 */
export function isRefusedToReader(error: unknown): boolean {
  return isApiError(error) && error.status === 403;
}

export function networkError(): ApiError {
  return new ApiError(0, "NETWORK_ERROR", apiErrorMessages.NETWORK_ERROR);
}

/** A 2xx answer whose body is not what the contract promises. */
export function malformedResponseError(status: number): ApiError {
  return new ApiError(status, "INVALID_RESPONSE", apiErrorMessages.INTERNAL_ERROR);
}

/** The French message of any error thrown while talking to the API. */
export function errorMessage(error: unknown, fallback: string): string {
  return isApiError(error) ? error.message : fallback;
}
