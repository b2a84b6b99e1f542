import { z } from "zod";
import { MODERATED_KINDS, MODERATION_STATUSES, ROLES, VERIFICATION_STATUSES } from "../constants.ts";
import { moderationMessages as m } from "../messages.ts";
import { enumField, flagSchema, idSchema, paginationQuerySchema } from "./common.ts";

// The moderation queue and the suspension of accounts (issue 29 point 4, decision 047): read and
// decided by administrators only, under /api/admin.

// The content answers' fields live apart, so that public pages do not load this module.
export { moderationStatusField, ownerModerationFields, ownListParamsSchema } from "./moderation-fields.ts";

const textFilter = z.preprocess(
  (value) => (typeof value === "string" && value.trim() === "" ? undefined : value),
  z.string().trim().max(200).optional(),
);

/** The reason an administrator gives: required to refuse, unpublish or suspend (it is e-mailed). */
export const decisionReasonSchema = z
  .string({ error: m.reasonRequired })
  .trim()
  .min(1, { error: m.reasonRequired })
  .min(3, { error: m.reasonTooShort })
  .max(1000, { error: m.reasonTooLong });

/** POST …/refuse, …/unpublish, /api/admin/users/{id}/suspend. */
export const requiredReasonBodySchema = z.object({ reason: decisionReasonSchema });
export type RequiredReasonBody = z.infer<typeof requiredReasonBodySchema>;

/** POST …/approve, /api/admin/users/{id}/reinstate: a reason may be given, for the log. */
export const optionalReasonBodySchema = z.object({
  reason: z.preprocess(
    (value) => (typeof value === "string" && value.trim() === "" ? undefined : value),
    decisionReasonSchema.optional(),
  ),
});
export type OptionalReasonBody = z.infer<typeof optionalReasonBodySchema>;

export const moderatedKindSchema = enumField(MODERATED_KINDS, m.kindInvalid, m.kindInvalid);

export const moderationItemParamsSchema = z.object({ kind: moderatedKindSchema, id: idSchema });

/**
 * GET /api/admin/moderation: `status` (pending by default: the queue, oldest first), `kind`, `q` (in
 * the title or the owner's organisation, name or e-mail), `reported` (only items with open reports).
 */
export const moderationQueueQuerySchema = paginationQuerySchema.extend({
  kind: moderatedKindSchema.optional(),
  status: enumField(MODERATION_STATUSES, m.statusInvalid, m.statusInvalid).default("pending"),
  q: textFilter,
  reported: flagSchema,
});
export type ModerationQueueQuery = z.infer<typeof moderationQueueQuerySchema>;
export type ModerationQueueQueryInput = z.input<typeof moderationQueueQuerySchema>;

const ownerSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  organization: z.string().nullable(),
  verification_status: z.enum(VERIFICATION_STATUSES).nullable(),
  suspended: z.boolean(),
});

export const moderationItemSchema = z.object({
  kind: z.enum(MODERATED_KINDS),
  id: z.number().int(),
  title: z.string(),
  moderation_status: z.enum(MODERATION_STATUSES),
  moderation_reason: z.string().nullable(),
  owner_suspended: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
  owner: ownerSchema,
  open_reports: z.number().int().nonnegative(),
  /** The item's page on the site (its owner and administrators see it whatever its state). */
  path: z.string(),
});
export type ModerationItem = z.infer<typeof moderationItemSchema>;
export const moderationItemListSchema = z.array(moderationItemSchema);

/**
 * GET /api/admin/moderation/{kind}/{id}: the item, what it says (`facts`: labelled lines in French,
 * so that one preview shows any kind), its open reports and its moderation history.
 */
export const moderationItemDetailSchema = moderationItemSchema.extend({
  description: z.string().nullable(),
  image_url: z.string().nullable(),
  image_alt: z.string().nullable(),
  facts: z.array(z.object({ label: z.string(), value: z.string() })),
  reports: z.array(
    z.object({
      id: z.number().int(),
      reason: z.string(),
      message: z.string().nullable(),
      created_at: z.string(),
    }),
  ),
  history: z.array(
    z.object({
      created_at: z.string(),
      action: z.string(),
      actor_email: z.string().nullable(),
      reason: z.string().nullable(),
    }),
  ),
});
export type ModerationItemDetail = z.infer<typeof moderationItemDetailSchema>;

/** GET /api/admin/users: find an account to suspend or reinstate. */
export const adminUsersQuerySchema = paginationQuerySchema.extend({
  q: textFilter,
  role: enumField(ROLES, m.statusInvalid, m.statusInvalid).optional(),
  suspended: flagSchema,
});
export type AdminUsersQuery = z.infer<typeof adminUsersQuerySchema>;
export type AdminUsersQueryInput = z.input<typeof adminUsersQuerySchema>;

export const adminUserSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  role: z.enum(ROLES),
  organization: z.string().nullable(),
  verification_status: z.enum(VERIFICATION_STATUSES).nullable(),
  created_at: z.string(),
  suspended_at: z.string().nullable(),
  suspension_reason: z.string().nullable(),
});
export type AdminUser = z.infer<typeof adminUserSchema>;
export const adminUserListSchema = z.array(adminUserSchema);
