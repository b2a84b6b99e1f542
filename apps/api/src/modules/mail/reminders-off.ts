import { mailChannelMessages } from "@culture-patrimoine/contract/email-texts";
import type { RemindersOffResponse } from "@culture-patrimoine/contract/schemas/mail";
import { eq, sql } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { participations, users } from "../../db/schema.ts";
import { ValidationError } from "../../errors.ts";
import { participationOfRemindersOffToken } from "./mail-links.ts";

/**
 * The link at the foot of a reminder: turns reminders off for the registration, and for the whole
 * account when the registration belongs to one (the person said « no more reminders », not « not
 * for this one »). Idempotent: a second use answers the same.
 */
export async function turnRemindersOff(
  db: Database,
  appSecret: string,
  token: string,
): Promise<RemindersOffResponse> {
  const participationId = participationOfRemindersOffToken(appSecret, token);
  if (participationId === null) {
    throw new ValidationError([{ path: "token", message: mailChannelMessages.remindersOffLinkInvalid }]);
  }
  return db.transaction(async (tx) => {
    const [registration] = await tx
      .update(participations)
      .set({ reminders_enabled: false, updated_at: sql`now()` })
      .where(eq(participations.id, participationId))
      .returning({ user_id: participations.user_id });
    if (!registration) {
      throw new ValidationError([{ path: "token", message: mailChannelMessages.remindersOffLinkInvalid }]);
    }
    if (registration.user_id === null) return { scope: "registration" as const };
    await tx
      .update(users)
      .set({ reminders_enabled: false, updated_at: sql`now()` })
      .where(eq(users.id, registration.user_id));
    return { scope: "account" as const };
  });
}
