import type { Socket } from "node:net";
import {
  type ApiErrorCode,
  apiErrorCodeByStatus,
  apiErrorMessages,
} from "@culture-patrimoine/contract/messages";
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { hasZodFastifySchemaValidationErrors } from "fastify-type-provider-zod";
import {
  AppError,
  DatabaseUnavailableError,
  type ErrorDetail,
  isDatabaseUnavailable,
  isPoolExhausted,
  PG_CHECK_VIOLATION,
  PG_FOREIGN_KEY_VIOLATION,
  PG_INVALID_CHARACTERS,
  pgErrorCode,
  ServerBusyError,
} from "../errors.ts";

function send(
  reply: FastifyReply,
  status: number,
  code: ApiErrorCode,
  message?: string,
  details?: ErrorDetail[],
  extra?: Record<string, number | string>,
) {
  return reply
    .code(status)
    .type("application/json; charset=utf-8")
    .send({
      error: message ?? apiErrorMessages[code],
      code,
      ...(details?.length ? { details } : {}),
      ...extra,
    });
}

/** Fastify's own 4xx errors (body parsing, content type, size) mapped to our codes. */
const fastifyErrorCodes: Record<string, [number, ApiErrorCode]> = {
  FST_ERR_CTP_INVALID_JSON_BODY: [400, "INVALID_JSON"],
  FST_ERR_CTP_EMPTY_JSON_BODY: [400, "INVALID_JSON"],
  FST_ERR_CTP_BODY_TOO_LARGE: [413, "PAYLOAD_TOO_LARGE"],
  FST_ERR_CTP_INVALID_MEDIA_TYPE: [415, "UNSUPPORTED_MEDIA_TYPE"],
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: [400, "VALIDATION_ERROR"],
  FST_REQ_FILE_TOO_LARGE: [413, "PAYLOAD_TOO_LARGE"],
  FST_PARTS_LIMIT: [413, "PAYLOAD_TOO_LARGE"],
  FST_FILES_LIMIT: [413, "PAYLOAD_TOO_LARGE"],
  FST_FIELDS_LIMIT: [413, "PAYLOAD_TOO_LARGE"],
  FST_INVALID_MULTIPART_CONTENT_TYPE: [415, "UNSUPPORTED_MEDIA_TYPE"],
};

/** One error body for every failure (DESIGN.md §4); nothing a client sends may end in a 500. */
export const errorHandlerPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    // The database is away (restart, failover, cut connection): nothing was committed, and the
    // client is told to come back rather than shown a server fault. The pool reconnects by itself.
    // A pool with no free connection in time is busy, not away: its own code (decision 042).
    const poolExhausted = !(error instanceof AppError) && isPoolExhausted(error);
    const databaseAway = !poolExhausted && !(error instanceof AppError) && isDatabaseUnavailable(error);
    if (databaseAway) request.log.warn({ err: error }, "database unreachable");
    if (poolExhausted) request.log.warn("no free database connection in time: answered 503 SERVER_BUSY");
    const appError = poolExhausted
      ? new ServerBusyError()
      : databaseAway
        ? new DatabaseUnavailableError()
        : error;
    if (appError instanceof AppError) {
      if (appError.headers) reply.headers(appError.headers);
      return send(
        reply,
        appError.statusCode,
        appError.code,
        appError.message,
        appError.details,
        appError.extra,
      );
    }

    if (hasZodFastifySchemaValidationErrors(error)) {
      const where = error.validationContext;
      const details = error.validation.map((issue) => {
        const path = issue.instancePath.replace(/^\//, "").replaceAll("/", ".");
        return { path: path || (where ?? ""), message: issue.message ?? apiErrorMessages.VALIDATION_ERROR };
      });
      // The first message is the headline so a client that only reads `error` still learns why.
      return send(reply, 400, "VALIDATION_ERROR", details[0]?.message, details);
    }

    const known = error.code ? fastifyErrorCodes[error.code] : undefined;
    if (known) return send(reply, known[0], known[1]);

    // A constraint the services did not anticipate still means bad input, not a server fault.
    const sqlState = pgErrorCode(error);
    if (sqlState && PG_INVALID_CHARACTERS.includes(sqlState)) return send(reply, 400, "INVALID_CHARACTER");
    if (sqlState === PG_CHECK_VIOLATION || sqlState === PG_FOREIGN_KEY_VIOLATION) {
      request.log.warn({ sqlState }, "constraint violation reached the error handler");
      return send(
        reply,
        sqlState === PG_FOREIGN_KEY_VIOLATION ? 409 : 400,
        sqlState === PG_FOREIGN_KEY_VIOLATION ? "CONFLICT" : "VALIDATION_ERROR",
      );
    }

    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      return send(reply, status, apiErrorCodeByStatus[status] ?? "VALIDATION_ERROR");
    }

    request.log.error({ err: error }, "unhandled error");
    return send(reply, 500, "INTERNAL_ERROR");
  });
});

/** The error body as bytes, for answers written outside Fastify's reply. */
function errorBody(code: ApiErrorCode): string {
  return JSON.stringify({ error: apiErrorMessages[code], code });
}

/**
 * Fastify's `frameworkErrors`: a URL it cannot decode (`%E0%A4%A`) or a path parameter over the
 * length limit, found before routing, so before the error handler and the hooks that add headers.
 */
export function frameworkErrorHandler(securityHeaders: Record<string, string>) {
  return (error: FastifyError, _request: FastifyRequest, reply: FastifyReply) => {
    const status = error.code === "FST_ERR_MAX_PARAM_LENGTH" ? 414 : 400;
    reply.headers(securityHeaders);
    return send(reply, status, "MALFORMED_REQUEST");
  };
}

/**
 * Node's `clientError`: bytes that are not HTTP, headers too large, or a request that took too long
 * to arrive (HEADERS_TIMEOUT_MS, REQUEST_TIMEOUT_MS). There is no request object yet: the answer is
 * written on the socket, in the API's error format with the usual security headers, and the
 * connection closed.
 */
export function clientErrorHandler(securityHeaders: Record<string, string>) {
  const headerLines = Object.entries(securityHeaders)
    .map(([name, value]) => `${name}: ${value}\r\n`)
    .join("");
  return (error: NodeJS.ErrnoException, socket: Socket) => {
    // The client went away: there is no one to answer.
    if (error.code === "ECONNRESET" || socket.destroyed) return;
    const [status, reason, code]: [number, string, ApiErrorCode] =
      error.code === "ERR_HTTP_REQUEST_TIMEOUT"
        ? [408, "Request Timeout", "REQUEST_TIMEOUT"]
        : error.code === "HPE_HEADER_OVERFLOW"
          ? [431, "Request Header Fields Too Large", "HEADERS_TOO_LARGE"]
          : [400, "Bad Request", "MALFORMED_REQUEST"];
    const body = errorBody(code);
    if (socket.writable) {
      socket.write(
        `HTTP/1.1 ${status} ${reason}\r\n` +
          "content-type: application/json; charset=utf-8\r\n" +
          `content-length: ${Buffer.byteLength(body)}\r\n` +
          headerLines +
          "connection: close\r\n\r\n" +
          body,
      );
    }
    socket.destroy(error);
  };
}
