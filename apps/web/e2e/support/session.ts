import { SESSION_USER_FIELDS, STORAGE_KEYS } from "@culture-patrimoine/contract/constants";
import type { AuthResponse } from "@culture-patrimoine/contract/schemas/auth";
import type { SessionUser } from "@culture-patrimoine/contract/schemas/user";
import type { APIRequestContext, Page } from "@playwright/test";
import { demoAccounts } from "./accounts.ts";
import { administratorSession } from "./administrator.ts";
import { expect } from "./fixtures.ts";

// The passes over many pages (every-page.spec.ts, layout-shift.spec.ts) sign a member in as the app
// keeps a session after a login (lib/session.ts): its token and the session's fields of its user in
// localStorage, before the first script runs. The session comes from the API's own login answer,
// the user as the app stores it: a user of another shape (GET /api/admin/users answers `name`,
// not `first_name` and `last_name`) is refused by the app's check, and the page shows nobody
// signed in.

export type MemberRole = "participant" | "organiser" | "administrator";

export interface MemberSession {
  token: string;
  user: SessionUser;
}

/** The fields the app keeps of a user (lib/session.ts setSession). */
function stored({ token, user }: AuthResponse): MemberSession {
  const fields = Object.fromEntries(SESSION_USER_FIELDS.map((field) => [field, user[field]]));
  return { token, user: fields as SessionUser };
}

/**
 * A demo member's session, signed in through the API. The administrator's is made once per worker
 * (its second factor's code is accepted once per period) and shared by the worker's journeys.
 */
export async function memberSession(request: APIRequestContext, role: MemberRole): Promise<MemberSession> {
  if (role === "administrator") return stored(await administratorSession(request));
  const account = role === "participant" ? demoAccounts.participant : demoAccounts.professionnel;
  const response = await request.post("/api/auth/login", { data: account });
  expect(response.status(), await response.text()).toBe(200);
  return stored(await response.json());
}

/**
 * Signs `page` in as `role` before its next navigation, as after a login: no detour through /auth.
 * Stored again at every navigation of the page, so a page that clears it does not sign the rest of
 * a pass out.
 */
export async function signIn(
  page: Page,
  request: APIRequestContext,
  role: MemberRole,
): Promise<MemberSession> {
  const session = await memberSession(request, role);
  await page.addInitScript(
    ({ keys, session }) => {
      window.localStorage.setItem(keys.token, session.token);
      window.localStorage.setItem(keys.user, JSON.stringify(session.user));
    },
    { keys: STORAGE_KEYS, session },
  );
  return session;
}
