import { parcoursMessages } from "@culture-patrimoine/contract/messages";
import { eq } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { parcours } from "../../db/schema.ts";
import { ValidationError } from "../../errors.ts";
import { assertOwner } from "../../lib/ownership.ts";
import type { AuthContext } from "../../lib/sessions.ts";

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
