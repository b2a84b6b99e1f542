import { apiErrorMessages, parcoursMessages } from "@culture-patrimoine/contract/messages";
import { eq } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { lieux, parcours } from "../../db/schema.ts";
import { ValidationError } from "../../errors.ts";
import { assertOwner } from "../../lib/ownership.ts";
import type { AuthContext } from "../auth/session.service.ts";

/**
 * A route or a site may only be attached to a venue of its own owner (DESIGN.md §4): an unknown
 * venue is a field error (400), someone else's venue is refused (403).
 */
export async function assertUsableLieu(
  db: Database,
  auth: AuthContext,
  lieuId: number,
  field = "lieu_id",
): Promise<void> {
  const [lieu] = await db.select({ user_id: lieux.user_id }).from(lieux).where(eq(lieux.id, lieuId)).limit(1);
  if (!lieu) throw new ValidationError([{ path: field, message: apiErrorMessages.NOT_FOUND }]);
  assertOwner(lieu.user_id, auth);
}

/** A site may only be added to a route of its own owner: unknown route 400, someone else's 403. */
export async function assertUsableParcours(
  db: Database,
  auth: AuthContext,
  parcoursId: number,
  field = "parcours_id",
): Promise<void> {
  const [route] = await db
    .select({ user_id: parcours.user_id })
    .from(parcours)
    .where(eq(parcours.id, parcoursId))
    .limit(1);
  if (!route) throw new ValidationError([{ path: field, message: parcoursMessages.notFound }]);
  assertOwner(route.user_id, auth);
}
