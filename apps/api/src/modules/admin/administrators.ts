import type { AdministratorAccount } from "@culture-patrimoine/contract/schemas/admin";
import type { Database } from "../../db/client.ts";
import { users } from "../../db/schema.ts";
import { ConflictError, PG_UNIQUE_VIOLATION, pgErrorCode } from "../../errors.ts";
import { hashPassword } from "../auth/password.ts";
import { enrolConfirmedSecondFactor } from "../auth/second-factor.ts";
import { recordAudit } from "./audit-log.ts";

export interface CreatedAdministrator {
  id: number;
  email: string;
  otpauthUrl: string;
  recoveryCodes: string[];
}

/**
 * Creates an administrator with its second factor already enabled, and records the act, in one
 * transaction: an account never exists without its second factor or without its record. No
 * sign-up gives the role (SIGN_UP_ROLES); only the command line calls this, so the actor is null.
 */
export async function createAdministrator(
  db: Database,
  appSecret: string,
  account: AdministratorAccount,
): Promise<CreatedAdministrator> {
  const passwordHash = await hashPassword(account.password);
  try {
    return await db.transaction(async (txn) => {
      const tx = txn as unknown as Database;
      const [created] = await tx
        .insert(users)
        .values({
          first_name: account.first_name,
          last_name: account.last_name,
          email: account.email,
          password_hash: passwordHash,
          role: "administrateur",
        })
        .returning({ id: users.id, email: users.email });
      if (!created) throw new Error("insert returned no row");
      const factor = await enrolConfirmedSecondFactor(tx, appSecret, created.id);
      await recordAudit(tx, {
        actor: null,
        action: "administrator_created",
        target: { type: "user", id: created.id },
        after: {
          email: created.email,
          first_name: account.first_name,
          last_name: account.last_name,
          role: "administrateur",
          second_factor: "enabled",
        },
      });
      return { ...created, otpauthUrl: factor.otpauthUrl, recoveryCodes: factor.recoveryCodes };
    });
  } catch (error) {
    if (pgErrorCode(error) === PG_UNIQUE_VIOLATION) throw new ConflictError("EMAIL_TAKEN");
    throw error;
  }
}
