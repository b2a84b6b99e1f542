import { parcoursMessages } from "@culture-patrimoine/contract/messages";
import { eq } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { parcours } from "../../db/schema.ts";
import { ValidationError } from "../../errors.ts";
import { assertMember } from "../../lib/ownership.ts";
import type { AuthContext } from "../../lib/sessions.ts";

/** A site may only be added to a route of its own organisation: unknown route 400, another's 403. */
export async function assertUsableParcours(
  db: Database,
  auth: AuthContext,
  parcoursId: number,
  field = "parcours_id",
): Promise<void> {
  const [route] = await db
    .select({ organisation_id: parcours.organisation_id })
    .from(parcours)
    .where(eq(parcours.id, parcoursId))
    .limit(1);
  if (!route) throw new ValidationError([{ path: field, message: parcoursMessages.notFound }]);
  assertMember(route.organisation_id, auth);
}
