import type { Config } from "../config.ts";
import type { Database } from "../db/client.ts";
import { users } from "../db/schema.ts";
import { createSession } from "../lib/sessions.ts";
import { uniqueEmail } from "./accounts.ts";

/**
 * An administrator and a session of theirs. No sign-up gives the role and its login needs a second
 * factor (tested with the login itself), so the tests of what administrators may do start from a
 * session opened on the database, as the login would open it.
 */
export async function administratorSession(
  db: Database,
  config: Config,
  email = uniqueEmail("admin"),
): Promise<{ token: string; user: { id: number; email: string } }> {
  const [row] = await db
    .insert(users)
    .values({
      first_name: "Alix",
      last_name: "Martin",
      email,
      password_hash: "not-a-hash: this account signs in through its session only",
      phone: "",
      role: "administrateur",
    })
    .returning({ id: users.id, email: users.email });
  if (!row) throw new Error("insert returned no row");
  const { token } = await createSession(db, row.id, config.session);
  return { token, user: row };
}
