import type { AuthResponse, LoginBody, RegisterBody } from "@culture-patrimoine/contract/schemas/auth";
import { eq, sql } from "drizzle-orm";
import type { Config } from "../../config.ts";
import type { Database } from "../../db/client.ts";
import { users } from "../../db/schema.ts";
import { ConflictError, PG_UNIQUE_VIOLATION, pgErrorCode, UnauthorizedError } from "../../errors.ts";
import { createSession, revokeSession } from "../../lib/sessions.ts";
import { toPublicUser } from "../users/user.mapper.ts";
import { assertLoginAllowed, clearLoginFailures, recordLoginFailure } from "./login-throttle.ts";
import { hashPassword, verifyAgainstDecoy, verifyPassword } from "./password.ts";

export interface AuthDeps {
  db: Database;
  config: Config;
}

export async function register({ db, config }: AuthDeps, body: RegisterBody): Promise<AuthResponse> {
  const passwordHash = await hashPassword(body.password);
  const professional = body.role === "professionnel" ? body : undefined;
  try {
    const [row] = await db
      .insert(users)
      .values({
        first_name: body.first_name,
        last_name: body.last_name,
        email: body.email,
        password_hash: passwordHash,
        phone: body.phone,
        address: body.address ?? null,
        city: body.city ?? null,
        role: body.role,
        organization: professional?.organization ?? null,
        siret: professional?.siret ?? null,
        description: professional?.description ?? null,
      })
      .returning();
    if (!row) throw new Error("insert returned no row");
    const token = await createSession(db, row.id, config.session);
    return { token, user: toPublicUser(row) };
  } catch (error) {
    if (pgErrorCode(error) === PG_UNIQUE_VIOLATION) throw new ConflictError("EMAIL_TAKEN");
    throw error;
  }
}

export async function login({ db, config }: AuthDeps, body: LoginBody, ip: string): Promise<AuthResponse> {
  await assertLoginAllowed(db, body.email, ip, config.loginThrottle);
  const [row] = await db
    .select()
    .from(users)
    .where(eq(sql`lower(${users.email})`, body.email))
    .limit(1);
  const valid = row
    ? await verifyPassword(row.password_hash, body.password)
    : await verifyAgainstDecoy(body.password);
  if (!row || !valid) {
    await recordLoginFailure(db, body.email, ip, config.loginThrottle);
    throw new UnauthorizedError("INVALID_CREDENTIALS");
  }
  await clearLoginFailures(db, body.email);
  const token = await createSession(db, row.id, config.session);
  return { token, user: toPublicUser(row) };
}

export function logout({ db }: AuthDeps, sessionId: number): Promise<void> {
  return revokeSession(db, sessionId);
}
