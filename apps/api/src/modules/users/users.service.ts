import { validationMessages } from "@culture-patrimoine/contract/messages";
import type { EmailPreferences } from "@culture-patrimoine/contract/schemas/mail";
import type {
  PublicUser,
  UserUpdateBody,
  UserUpdateResponse,
} from "@culture-patrimoine/contract/schemas/user";
import { eq, sql } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { users } from "../../db/schema.ts";
import {
  ConflictError,
  ForbiddenError,
  NotFoundError,
  PG_UNIQUE_VIOLATION,
  pgErrorCode,
  ValidationError,
} from "../../errors.ts";
import type { AuthContext } from "../../lib/sessions.ts";
import { revokeOtherSessions } from "../../lib/sessions.ts";
import { hashPassword, verifyPassword } from "../auth/password.ts";
import { assertEmailFree, enqueueEmailChangedNotice, requestEmailChange } from "./email-change.ts";
import { toPublicUser } from "./user.mapper.ts";

/** A user reads and edits only their own account (DESIGN.md §4). */
function assertSelf(auth: AuthContext, userId: number) {
  if (auth.user.id !== userId) throw new ForbiddenError();
}

async function findUser(db: Database, userId: number) {
  const [row] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
  if (!row) throw new NotFoundError();
  return row;
}

export async function getUser(db: Database, auth: AuthContext, userId: number): Promise<PublicUser> {
  assertSelf(auth, userId);
  return toPublicUser(await findUser(db, userId));
}

export interface UpdateUserDeps {
  db: Database;
  appSecret: string;
  now: Date;
}

/**
 * PUT /api/users/{id}. A new password needs the current one. A new e-mail address is set at once
 * with the current password; without it, the rest is saved and the address waits for the link sent
 * to it (docs/decisions/025), and the answer carries it as `pending_email`. A password or an
 * address changed closes the account's other sessions; an address changed is told to the old one.
 */
export async function updateUser(
  { db, appSecret, now }: UpdateUserDeps,
  auth: AuthContext,
  userId: number,
  body: UserUpdateBody,
): Promise<UserUpdateResponse> {
  assertSelf(auth, userId);
  const current = await findUser(db, userId);

  const { password, current_password, ...fields } = body;
  const changes: Partial<typeof users.$inferInsert> = {};
  for (const [key, value] of Object.entries(fields) as [keyof typeof fields, string | null | undefined][]) {
    if (value !== undefined) (changes as Record<string, unknown>)[key] = value;
  }

  // A professionnel keeps an organisation, and a SIRET or (an association) an RNA number, whatever
  // fields the update clears.
  if (current.role === "professionnel") {
    const details = [];
    if ((changes.organization ?? current.organization) === null || changes.organization === null) {
      details.push({ path: "organization", message: validationMessages.organizationRequired });
    }
    const siretAfter = changes.siret === undefined ? current.siret : changes.siret;
    const rnaAfter = changes.rna === undefined ? current.rna : changes.rna;
    if (siretAfter === null && rnaAfter === null) {
      const message =
        current.rna === null && changes.rna === undefined
          ? validationMessages.siretLength
          : validationMessages.siretOrRnaRequired;
      details.push({ path: "siret", message });
    }
    if (details.length) throw new ValidationError(details);
  }

  // SPEC's client sends the address with every save: only a different one is a change.
  const newEmail = fields.email !== undefined && fields.email !== current.email ? fields.email : null;
  const withPassword = Boolean(current_password);
  if (password !== undefined || (newEmail !== null && withPassword)) {
    if (!(await verifyPassword(current.password_hash, current_password ?? ""))) {
      throw new ValidationError([
        { path: "current_password", message: validationMessages.currentPasswordWrong },
      ]);
    }
  }
  if (password !== undefined) changes.password_hash = await hashPassword(password);
  // Without the password, the address waits for its link; the account keeps the current one.
  const pendingEmail = newEmail !== null && !withPassword ? newEmail : null;
  if (pendingEmail !== null) {
    delete changes.email;
    await assertEmailFree(db, pendingEmail, userId);
  } else if (newEmail !== null) {
    // The password proves the person, not the new address: it is to be confirmed (issue 28), and
    // until then the registrations made without an account under it stay out of the account.
    changes.email_confirmed_at = null;
  }

  try {
    const row = await db.transaction(async (txn) => {
      const tx = txn as unknown as Database;
      if (pendingEmail !== null) {
        // Checked before the save, so that a refused request (429) saves nothing either.
        const account = {
          id: userId,
          email: current.email,
          password_hash: changes.password_hash ?? current.password_hash,
        };
        await requestEmailChange(tx, appSecret, {
          account,
          sessionId: auth.sessionId,
          email: pendingEmail,
          now,
        });
      }
      const [updated] = await tx
        .update(users)
        .set({ ...changes, updated_at: sql`now()` })
        .where(eq(users.id, userId))
        .returning();
      // Changing the password or the address closes every other session (OWASP ASVS 3.3): a
      // stolen token dies with it.
      const emailChanged = newEmail !== null && pendingEmail === null;
      if (password !== undefined || emailChanged) await revokeOtherSessions(tx, userId, auth.sessionId);
      if (emailChanged) {
        await enqueueEmailChangedNotice(tx, { userId, from: current.email, to: newEmail, at: now });
      }
      return updated;
    });
    if (!row) throw new NotFoundError();
    return { ...toPublicUser(row), ...(pendingEmail !== null && { pending_email: pendingEmail }) };
  } catch (error) {
    if (pgErrorCode(error) === PG_UNIQUE_VIOLATION) throw new ConflictError("EMAIL_TAKEN");
    throw error;
  }
}

/** GET /api/users/{id}/email-preferences: the account's own choices only. */
export async function getEmailPreferences(
  db: Database,
  auth: AuthContext,
  userId: number,
): Promise<EmailPreferences> {
  assertSelf(auth, userId);
  const row = await findUser(db, userId);
  return { reminders: row.reminders_enabled, organiser_digest: row.organiser_digest_enabled };
}

/** PUT /api/users/{id}/email-preferences; a participant's digest choice is kept but has no effect. */
export async function updateEmailPreferences(
  db: Database,
  auth: AuthContext,
  userId: number,
  body: EmailPreferences,
): Promise<EmailPreferences> {
  assertSelf(auth, userId);
  const [row] = await db
    .update(users)
    .set({
      reminders_enabled: body.reminders,
      organiser_digest_enabled: body.organiser_digest,
      updated_at: sql`now()`,
    })
    .where(eq(users.id, userId))
    .returning();
  if (!row) throw new NotFoundError();
  return { reminders: row.reminders_enabled, organiser_digest: row.organiser_digest_enabled };
}
