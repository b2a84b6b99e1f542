import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import type { App } from "../app.ts";
import { organisations, users } from "../db/schema.ts";
import { testDatabaseOf } from "./app.ts";

/** A SIRET with a valid key (INSEE's own example), for professionnel sign-ups in tests. */
export const VALID_SIRET = "73282932000074";
export const TEST_PASSWORD = "Une-phrase-de-passe-2026";

export function uniqueEmail(prefix = "user"): string {
  return `${prefix}.${randomUUID().slice(0, 8)}@exemple.fr`;
}

export function participantBody(overrides: Record<string, unknown> = {}) {
  return {
    first_name: "Camille",
    last_name: "Durand",
    email: uniqueEmail("participant"),
    password: TEST_PASSWORD,
    phone: "06 12 34 56 78",
    address: "12 rue de la République, Lyon",
    role: "participant",
    ...overrides,
  };
}

export function professionnelBody(overrides: Record<string, unknown> = {}) {
  return {
    ...participantBody(),
    email: uniqueEmail("pro"),
    role: "professionnel",
    organization: "Musée des Confluences",
    siret: VALID_SIRET,
    description: "Musée de sciences et de sociétés à Lyon.",
    ...overrides,
  };
}

export interface RegisteredUser {
  token: string;
  user: { id: number; email: string; role: string };
  password: string;
}

/** Registers through the API (no shortcut into the database) and returns the session. */
export async function registerUser(
  app: App,
  body: Record<string, unknown> = participantBody(),
): Promise<RegisteredUser> {
  const response = await app.inject({ method: "POST", url: "/api/auth/register", payload: body });
  if (response.statusCode !== 201)
    throw new Error(`register failed: ${response.statusCode} ${response.body}`);
  return { ...response.json(), password: String(body.password) };
}

export function bearer(token: string) {
  return { authorization: `Bearer ${token}` };
}

/**
 * A verified professionnel (organiser) account: registered through the API, then verified as an
 * administrator would (its content is published at once under the default policy, decision 047).
 * The tests of moderation itself start from `registerUnverifiedProfessionnel`.
 */
export async function registerProfessionnel(
  app: App,
  overrides: Record<string, unknown> = {},
): Promise<RegisteredUser> {
  const registered = await registerUser(app, professionnelBody(overrides));
  await testDatabaseOf(app)
    .db.update(users)
    .set({ verification_status: "verified", verified_at: new Date() })
    .where(eq(users.id, registered.user.id));
  await testDatabaseOf(app)
    .db.update(organisations)
    .set({ verification_status: "verified" })
    .where(eq(organisations.founder_id, registered.user.id));
  return registered;
}

/** A professionnel as sign-up leaves it: « à vérifier ». */
export function registerUnverifiedProfessionnel(
  app: App,
  overrides: Record<string, unknown> = {},
): Promise<RegisteredUser> {
  return registerUser(app, professionnelBody(overrides));
}
