import { toParisIso } from "@culture-patrimoine/contract/dates";
import type { IdentityCheck, IdentityCheckState } from "@culture-patrimoine/contract/schemas/organisers";
import { z } from "zod";
import type { Config } from "../config.ts";

// The optional Sirene lookup (INSEE's API Sirene 3.11, issue 29): is the SIRET an organiser gave
// an active establishment, and under which name? Off unless SIRENE_API_URL is set. The answer only
// informs the administrator who decides: whatever happens here (no network, a timeout, a 5xx, an
// answer we cannot read), the lookup says "unavailable" and never fails the request around it.

export const SIRENE_TIMEOUT_MS = 5_000;

// Only what we read; zod drops the rest of the (large) establishment record.
const periodSchema = z.object({
  dateFin: z.string().nullable().optional(),
  etatAdministratifEtablissement: z.string().nullable().optional(),
});

const sireneAnswerSchema = z.object({
  etablissement: z.object({
    siret: z.string(),
    uniteLegale: z
      .object({
        denominationUniteLegale: z.string().nullable().optional(),
        nomUniteLegale: z.string().nullable().optional(),
        prenomUsuelUniteLegale: z.string().nullable().optional(),
        etatAdministratifUniteLegale: z.string().nullable().optional(),
      })
      .optional(),
    periodesEtablissement: z.array(periodSchema).min(1),
    adresseEtablissement: z
      .object({ libelleCommuneEtablissement: z.string().nullable().optional() })
      .optional(),
  }),
});
type SireneEstablishment = z.infer<typeof sireneAnswerSchema>["etablissement"];

function nameOf(establishment: SireneEstablishment): string | null {
  const unit = establishment.uniteLegale;
  if (!unit) return null;
  if (unit.denominationUniteLegale) return unit.denominationUniteLegale;
  // A sole proprietorship has no denomination: its person's names stand for it.
  const person = [unit.prenomUsuelUniteLegale, unit.nomUniteLegale].filter(Boolean).join(" ");
  return person || null;
}

/**
 * The establishment's state today: its current period (the one without an end), « A » active,
 * « F » closed. A legal unit ceased (« C ») closes every establishment it had.
 */
function stateOf(establishment: SireneEstablishment): IdentityCheckState {
  const periods = establishment.periodesEtablissement;
  const current =
    periods.find((period) => period.dateFin === null || period.dateFin === undefined) ?? periods[0];
  if (establishment.uniteLegale?.etatAdministratifUniteLegale === "C") return "closed";
  if (current?.etatAdministratifEtablissement === "A") return "active";
  if (current?.etatAdministratifEtablissement === "F") return "closed";
  return "unavailable";
}

function result(state: IdentityCheckState, now: Date, found?: SireneEstablishment): IdentityCheck {
  return {
    state,
    name: found ? nameOf(found) : null,
    city: found?.adresseEtablissement?.libelleCommuneEtablissement ?? null,
    checked_at: toParisIso(now),
  };
}

/** GET {url}/siret/{siret}: what Sirene says of the establishment, never a thrown error. */
export async function lookUpSiret(
  sirene: NonNullable<Config["sirene"]>,
  siret: string,
  now: Date,
): Promise<IdentityCheck> {
  const url = `${sirene.url.replace(/\/+$/, "")}/siret/${encodeURIComponent(siret)}`;
  try {
    const response = await fetch(url, {
      headers: {
        accept: "application/json",
        ...(sirene.apiKey && { "X-INSEE-Api-Key-Integration": sirene.apiKey }),
      },
      signal: AbortSignal.timeout(SIRENE_TIMEOUT_MS),
    });
    if (response.status === 404) {
      await response.body?.cancel();
      return result("not_found", now);
    }
    if (!response.ok) {
      await response.body?.cancel();
      return result("unavailable", now);
    }
    const parsed = sireneAnswerSchema.safeParse(await response.json());
    if (!parsed.success) return result("unavailable", now);
    return result(stateOf(parsed.data.etablissement), now, parsed.data.etablissement);
  } catch {
    // Refused connection, timeout, a body that is not JSON: the administrator will ask again.
    return result("unavailable", now);
  }
}
