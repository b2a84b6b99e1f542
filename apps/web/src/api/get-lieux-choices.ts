import { lieuSchema } from "@culture-patrimoine/contract/schemas/lieu";
import { useChoices } from "./query-hooks.ts";
import { pageQueryOptions } from "./query-options.ts";

/**
 * GET /api/lieux: every venue, by name. Venues are public places: an event, a route or a site may be
 * held at any of them, only their owner edits them (issue 28). The three forms share this answer,
 * searched in the browser (LieuField); without `limit` the API answers it complete up to its cap.
 */
export const lieuxChoicesQueryOptions = () => pageQueryOptions("lieux", lieuSchema, {});

/** The venues a form offers; `enabled` once the organiser is known. */
export const useLieuxChoices = (enabled: boolean) => useChoices(lieuxChoicesQueryOptions(), enabled);
