import { lieuSchema } from "@culture-patrimoine/contract/schemas/lieu";
import { useChoices } from "./query-hooks.ts";
import { queryKeys } from "./query-keys.ts";
import { listQueryOptions } from "./query-options.ts";

/**
 * GET /api/lieux/choices: the public venues and the organiser's own (even those waiting for approval,
 * issue 29), by name. Venues are public places: an event, a route or a site may be held at any of
 * them, only their owner edits them (issue 28). The three forms share this answer, searched in the
 * browser (LieuField); without `limit` the API answers it complete up to its cap. Sent with the token.
 */
export const lieuxChoicesQueryOptions = () =>
  listQueryOptions(queryKeys.lieux.choices, { path: "/lieux/choices", schema: lieuSchema });

/** The venues a form offers; `enabled` once the organiser is known. */
export const useLieuxChoices = (enabled: boolean) => useChoices(lieuxChoicesQueryOptions(), enabled);
