import type { VerificationStatus } from "@culture-patrimoine/contract/constants";
import type { Database } from "../../db/client.ts";
import { memberships, organisations } from "../../db/schema.ts";

/** What an organiser's sign-up says of their organisation (SPEC's professional fields). */
export interface FoundingOrganiser {
  id: number;
  organization: string | null;
  first_name: string;
  last_name: string;
  siret: string | null;
  rna: string | null;
  address: string | null;
  city: string | null;
  verification_status: VerificationStatus | null;
}

/**
 * An organiser's sign-up founds their organisation (issue 30, decision 049): they are its first
 * responsable; its name, SIRET, RNA and address are those of the sign-up, its verification theirs.
 * Runs in the caller's transaction; answers the organisation's id.
 */
export async function foundOrganisation(tx: Database, organiser: FoundingOrganiser): Promise<number> {
  const [created] = await tx
    .insert(organisations)
    .values({
      name: organiser.organization?.trim() || `${organiser.first_name} ${organiser.last_name}`.trim(),
      siret: organiser.siret,
      rna: organiser.rna,
      address: organiser.address,
      city: organiser.city,
      founder_id: organiser.id,
      verification_status: organiser.verification_status ?? "pending",
    })
    .returning({ id: organisations.id });
  if (!created) throw new Error("insert returned no row");
  await tx
    .insert(memberships)
    .values({ organisation_id: created.id, user_id: organiser.id, role: "responsable" });
  return created.id;
}
