import type { Dashboard } from "@culture-patrimoine/contract/schemas/dashboard";
import { sql } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import type { AuthContext } from "../../lib/sessions.ts";
import { ofAccount } from "../participations/participations.service.ts";

/**
 * The caller's counters in one round trip: for a member of an organisation, its content (issue 30),
 * each count by the organisation_id index of its table. Places
 * count confirmed registrations only (not the waiting list, not cancellations); the caller's own
 * registrations count those not cancelled, as « Mes Participations » lists them (with those made
 * without an account under the account's confirmed address).
 */
export async function getDashboard(db: Database, auth: AuthContext): Promise<Dashboard> {
  const userId = auth.user.id;
  const organisationId = auth.organisation?.id ?? null;
  type Row = Record<
    Exclude<keyof Dashboard, "siret_missing" | "verification_status" | "verification_reason">,
    number
  > &
    Pick<Dashboard, "verification_status" | "verification_reason"> & { siret_missing: boolean };
  // Both drivers answer { rows }; the shared Database type leaves the result untyped.
  const result = (await db.execute(sql`
    select
      (select count(*) from events where organisation_id = ${organisationId})::int as events,
      (select coalesce(sum(p.nombre_places), 0) from participations p
         join events e on e.id = p.event_id
         where e.organisation_id = ${organisationId} and p.status = 'confirmed')::int as participants_total,
      (select count(*) from lieux where organisation_id = ${organisationId})::int as lieux,
      (select count(*) from parcours where organisation_id = ${organisationId})::int as parcours,
      (select count(*) from sites where organisation_id = ${organisationId})::int as sites,
      (select count(*) from participations
         where ${ofAccount(userId)} and status <> 'cancelled')::int as participations,
      (select role = 'professionnel' and siret is null and rna is null from users where id = ${userId})
        as siret_missing,
      (select verification_status from users where id = ${userId}) as verification_status,
      (select verification_reason from users where id = ${userId}) as verification_reason
  `)) as unknown as { rows: Row[] };
  const row = result.rows[0];
  return {
    events: Number(row?.events ?? 0),
    participants_total: Number(row?.participants_total ?? 0),
    lieux: Number(row?.lieux ?? 0),
    parcours: Number(row?.parcours ?? 0),
    sites: Number(row?.sites ?? 0),
    participations: Number(row?.participations ?? 0),
    siret_missing: row?.siret_missing === true,
    verification_status: row?.verification_status ?? null,
    verification_reason: row?.verification_reason ?? null,
  };
}
