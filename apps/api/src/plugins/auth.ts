import type { Role } from "@culture-patrimoine/contract/constants";
import type { FastifyInstance, FastifyRequest, onRequestAsyncHookHandler } from "fastify";
import fp from "fastify-plugin";
import type { AppDeps } from "../deps.ts";
import { ForbiddenError, UnauthorizedError } from "../errors.ts";
import { actingOrganisationId, type OrganisationAction } from "../lib/ownership.ts";
import { type AuthContext, resolveSession } from "../lib/sessions.ts";

declare module "fastify" {
  interface FastifyRequest {
    /** The session behind the bearer token, once a guard has run; null for an anonymous visitor. */
    auth: AuthContext | null;
  }
  interface FastifyInstance {
    /** Anonymous allowed; a token, when sent, must be valid. */
    optionalUser: onRequestAsyncHookHandler;
    requireUser: onRequestAsyncHookHandler;
    requireRole: (role: Role) => onRequestAsyncHookHandler;
    /**
     * A member of an organisation whose role allows the action (issue 30, decision 049): 401 without
     * a session, 403 when the session acts for no organisation or its role does not allow it. The
     * service then checks that the item is the organisation's.
     */
    requireMember: (action: OrganisationAction) => onRequestAsyncHookHandler;
    /** Every /api/admin/* route: 401 without a valid session, 403 for anyone not an administrator. */
    requireAdministrator: onRequestAsyncHookHandler;
  }
}

/** The session of a request that went through `requireUser` or `requireRole`. */
export function authOf(request: FastifyRequest): AuthContext {
  if (!request.auth) throw new UnauthorizedError();
  return request.auth;
}

const BEARER = /^Bearer +([A-Za-z0-9_-]+)$/;

/**
 * `Authorization: Bearer <token>` → request.auth, and the guards every module uses (DESIGN.md §4).
 * Routes attach them as `onRequest` hooks: identity is checked before the body is even parsed, so an
 * anonymous caller gets 401 whatever it sends, and nobody makes us parse bodies without a session.
 */
export const authPlugin = fp<{ deps: AppDeps }>(async (app: FastifyInstance, { deps }) => {
  app.decorateRequest("auth", null);

  async function authenticate(request: FastifyRequest): Promise<void> {
    const header = request.headers.authorization;
    if (header === undefined) return;
    const token = BEARER.exec(header)?.[1];
    const auth = token ? await resolveSession(deps.db, token, deps.config.session) : null;
    if (!auth) throw new UnauthorizedError("INVALID_TOKEN");
    request.auth = auth;
  }

  // A cached public answer is served to whoever asks, token or not (public-cache.ts): a route whose
  // answer depends on the session must not be flagged `publicCache: { shows }`.
  const guards = new WeakSet<object>();
  app.addHook("onRoute", (route) => {
    const config = route.config?.publicCache;
    const hooks = [route.onRequest ?? []].flat();
    if (config && "shows" in config && hooks.some((hook) => guards.has(hook))) {
      throw new Error(`${route.method} ${route.url}: a cached public answer cannot depend on who asks`);
    }
  });

  const optionalUser: onRequestAsyncHookHandler = async (request) => {
    await authenticate(request);
  };
  const requireUser: onRequestAsyncHookHandler = async (request) => {
    await authenticate(request);
    if (!request.auth) throw new UnauthorizedError();
  };

  guards.add(optionalUser);
  guards.add(requireUser);
  app.decorate("optionalUser", optionalUser);
  app.decorate("requireUser", requireUser);
  app.decorate("requireRole", (role: Role): onRequestAsyncHookHandler => {
    const requireThisRole: onRequestAsyncHookHandler = async function (request, reply) {
      await requireUser.call(this, request, reply);
      if (request.auth?.user.role !== role) throw new ForbiddenError();
    };
    guards.add(requireThisRole);
    return requireThisRole;
  });
  app.decorate("requireMember", (action: OrganisationAction): onRequestAsyncHookHandler => {
    const requireThisAction: onRequestAsyncHookHandler = async function (request, reply) {
      await requireUser.call(this, request, reply);
      if (request.auth) actingOrganisationId(request.auth, action);
    };
    guards.add(requireThisAction);
    return requireThisAction;
  });
  // One guard for the whole administration, so that no admin route can be declared with a weaker one.
  const requireAdministrator = app.requireRole("administrateur");
  app.decorate("requireAdministrator", requireAdministrator);
});
