import { z } from "zod";
import { MODERATION_STATUSES } from "../constants.ts";
import { idSchema } from "./common.ts";

// The moderation fields of the content answers (issue 29, decision 047), apart from the moderation
// queue's schemas (moderation.ts): every public page reads an event, a route, a site or a venue, and
// must not load the administration's schemas and texts with them (decision 040's budget).

/**
 * The state every event, route, site and venue answer carries (an added field: public answers
 * always say "published", since nothing else is public; an answer without it reads as published).
 */
export const moderationStatusField = {
  moderation_status: z.enum(MODERATION_STATUSES).default("published"),
};

/** What only the owner's and administrators' answers add: why, and whether the owner is suspended. */
export const ownerModerationFields = {
  moderation_reason: z.string().nullable().default(null),
  owner_suspended: z.boolean().default(false),
};

/** GET …/user/{userId}: an organiser's own list, every state included. */
export const ownListParamsSchema = z.object({ userId: idSchema });
