import { toParisIso } from "@culture-patrimoine/contract/dates";
import type { AdminUser, AdminUsersQuery } from "@culture-patrimoine/contract/schemas/moderation";
import { type SQL, sql } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import type { Page, Window } from "../../lib/list.ts";
import { rowsOf } from "../../lib/rows.ts";

// Finding an account to suspend or reinstate (issue 29): by name, e-mail or organisation, by role,
// suspended ones only.

interface UserRow {
  id: number;
  first_name: string;
  last_name: string;
  email: string;
  role: AdminUser["role"];
  organization: string | null;
  verification_status: AdminUser["verification_status"];
  created_at: string | Date;
  suspended_at: string | Date | null;
  suspension_reason: string | null;
}

function whereOf(filter: AdminUsersQuery): SQL {
  const needle = filter.q?.toLowerCase();
  return sql`where true
    ${needle ? sql`and (strpos(lower(email), ${needle}) > 0 or strpos(lower(first_name || ' ' || last_name), ${needle}) > 0 or strpos(lower(coalesce(organization, '')), ${needle}) > 0)` : sql``}
    ${filter.role ? sql`and role = ${filter.role}` : sql``}
    ${filter.suspended ? sql`and suspended_at is not null` : sql``}`;
}

export async function listAccounts(
  db: Database,
  filter: AdminUsersQuery,
  window: Window,
): Promise<Page<AdminUser>> {
  const where = whereOf(filter);
  const [rows, counted] = await Promise.all([
    rowsOf<UserRow>(
      db,
      sql`select id, first_name, last_name, email, role, organization, verification_status, created_at,
        suspended_at, suspension_reason from users ${where}
        order by created_at desc, id desc limit ${window.limit} offset ${window.offset}`,
    ),
    rowsOf<{ total: number }>(db, sql`select count(*)::int as total from users ${where}`),
  ]);
  return {
    items: rows.map((row) => ({
      id: row.id,
      name: `${row.first_name} ${row.last_name}`.trim(),
      email: row.email,
      role: row.role,
      organization: row.organization,
      verification_status: row.verification_status,
      created_at: toParisIso(row.created_at),
      suspended_at: row.suspended_at === null ? null : toParisIso(row.suspended_at),
      suspension_reason: row.suspension_reason,
    })),
    total: Number(counted[0]?.total ?? 0),
    bounded: false,
  };
}
