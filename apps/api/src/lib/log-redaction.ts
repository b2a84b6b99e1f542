import type { FastifyRequest, FastifyServerOptions } from "fastify";

// Some addresses carry a secret in their path: a ticket code opens the registrant's name, e-mail
// and phone, a reminders-off token acts for a registration. The access log must not hold them
// (anyone who reads the logs could open every ticket), so the request's URL is logged with the
// secret replaced. Links sent by e-mail carry their tokens in the fragment (#jeton=…), which
// browsers never send, so they do not appear here at all.

export const REDACTED = "[masqué]";

// The path segment right after one of these prefixes is a secret, wherever the path continues
// (/api/tickets/{code}/checkout). Doubled slashes are matched too: a mangled link is still logged.
const SECRET_SEGMENT =
  /(\/+(?:api\/+tickets|billet|paiement-simulation|api\/+mail\/+reminders-off)\/+)[^/?#]+/g;

// Query parameters that would carry a secret if a client put one there.
const SECRET_QUERY = /([?&](?:token|jeton|code|ticket_code|key)=)[^&#]*/gi;

/** The URL as the access log may hold it: secret path segments and query values masked. */
export function redactUrl(url: string): string {
  return url.replace(SECRET_SEGMENT, `$1${REDACTED}`).replace(SECRET_QUERY, `$1${REDACTED}`);
}

/** Fastify's own request serializer (method, url, host, address, port), with the URL redacted. */
export function serializeRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

type LoggerOption = FastifyServerOptions["logger"];

/** The app's logger options with the redacting request serializer, whoever chose the rest (tests too). */
export function withRedactedRequests(logger: LoggerOption): LoggerOption {
  if (logger === false || logger === undefined) return logger;
  const options = logger === true ? {} : logger;
  return { ...options, serializers: { req: serializeRequest, ...options.serializers } };
}
