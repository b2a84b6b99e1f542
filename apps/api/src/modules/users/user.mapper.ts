import { toParisIso } from "@culture-patrimoine/contract/dates";
import type { PublicUser } from "@culture-patrimoine/contract/schemas/user";
import type { users } from "../../db/schema.ts";

type UserRow = typeof users.$inferSelect;

/** The user as answered by the API: everything but the password hash and internal timestamps. */
export function toPublicUser(row: UserRow): PublicUser {
  return {
    id: row.id,
    first_name: row.first_name,
    last_name: row.last_name,
    email: row.email,
    phone: row.phone,
    address: row.address,
    city: row.city,
    organization: row.organization,
    siret: row.siret,
    rna: row.rna,
    description: row.description,
    role: row.role,
    created_at: toParisIso(row.created_at),
    email_confirmed_at: row.email_confirmed_at ? toParisIso(row.email_confirmed_at) : null,
  };
}
