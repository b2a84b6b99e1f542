import { z } from "zod";
import { MODERATED_KINDS, MODERATION_STATUSES, REPORT_REASONS } from "../constants.ts";
import { reportMessages as r } from "../messages.ts";
import { idSchema, paginationQuerySchema } from "./common.ts";

// « Signaler ce contenu » (issue 29 point 5): a visitor's report, and the administration's reads.

/** The longest text a report may carry. */
export const REPORT_MESSAGE_MAX = 2000;

export const reportKindSchema = z.enum(MODERATED_KINDS, { error: r.kindInvalid });
export const reportReasonSchema = z.enum(REPORT_REASONS, { error: r.reasonRequired });

/** Blank and absent text mean none. */
const reportTextSchema = z.preprocess(
  (value) => (typeof value === "string" && value.trim() === "" ? null : value),
  z
    .string({ error: r.messageTooLong(REPORT_MESSAGE_MAX) })
    .trim()
    .max(REPORT_MESSAGE_MAX, { error: r.messageTooLong(REPORT_MESSAGE_MAX) })
    .nullish(),
);

/**
 * POST /api/reports: what is reported, why, and in words (required for « Autre raison »). Who
 * reports is never a body field: the server takes the address of the request and, with a valid
 * token, the account.
 */
export const reportBodySchema = z
  .object({
    target_type: reportKindSchema,
    target_id: idSchema,
    reason: reportReasonSchema,
    message: reportTextSchema,
  })
  .refine((body) => body.reason !== "other" || Boolean(body.message), {
    error: r.messageRequired,
    path: ["message"],
  });
export type ReportBody = z.infer<typeof reportBodySchema>;
export type ReportBodyInput = z.input<typeof reportBodySchema>;

/** 202: the same answer whether the report is new or this address already made it. */
export const reportAcceptedSchema = z.object({ message: z.string() });

/** The path of an item in the administration's report routes: /api/admin/reports/{kind}/{id}. */
export const reportTargetParamsSchema = z.object({ kind: reportKindSchema, id: idSchema });

/** A query enum where a blank value means none (an empty form field narrows nothing). */
function blankAsNone<T extends z.ZodType>(schema: T) {
  return z.preprocess(
    (value) => (typeof value === "string" && value.trim() === "" ? undefined : value),
    schema,
  );
}

export const REPORT_STATUSES = ["open", "resolved"] as const;
export type ReportStatus = (typeof REPORT_STATUSES)[number];

/** GET /api/admin/reports filters: which reports count (open by default) and the kind of item. */
export const reportedItemsFilterSchema = z.object({
  status: blankAsNone(z.enum(REPORT_STATUSES).optional()).transform((status) => status ?? "open"),
  kind: blankAsNone(reportKindSchema.optional()),
});
export type ReportedItemsFilter = z.infer<typeof reportedItemsFilterSchema>;
export type ReportedItemsFilterInput = z.input<typeof reportedItemsFilterSchema>;

export const reportedItemsQuerySchema = paginationQuerySchema.extend(reportedItemsFilterSchema.shape);

const countSchema = z.number().int().nonnegative();

/** The organiser an item belongs to; null when the account was deleted. */
const ownerSchema = z
  .object({ id: z.number().int(), name: z.string(), organization: z.string().nullable() })
  .nullable();

/**
 * One reported item of GET /api/admin/reports. `report_count`, `reasons`, `first_at` and `last_at`
 * are over the reports of the chosen status (Paris time with offset); `open_count` is always its
 * open reports.
 */
export const reportedItemSchema = z.object({
  target_type: reportKindSchema,
  target_id: z.number().int(),
  title: z.string(),
  owner: ownerSchema,
  moderation_status: z.enum(MODERATION_STATUSES),
  report_count: countSchema,
  open_count: countSchema,
  reasons: z.partialRecord(reportReasonSchema, countSchema),
  first_at: z.string(),
  last_at: z.string(),
});
export type ReportedItem = z.infer<typeof reportedItemSchema>;
export const reportedItemListSchema = z.array(reportedItemSchema);

/** One report as administrators read it; `reporter_id` null: made without an account (« anonyme »). */
export const reportSchema = z.object({
  id: z.number().int(),
  reason: reportReasonSchema,
  message: z.string().nullable(),
  created_at: z.string(),
  reporter_id: z.number().int().nullable(),
  resolved_at: z.string().nullable(),
  resolved_by: z.number().int().nullable(),
  resolution: z.enum(["kept", "unpublished"]).nullable(),
});
export type Report = z.infer<typeof reportSchema>;

/** GET /api/admin/reports/{kind}/{id}: the item and its reports, newest first. */
export const itemReportsSchema = z.object({
  target_type: reportKindSchema,
  target_id: z.number().int(),
  title: z.string(),
  owner: ownerSchema,
  moderation_status: z.enum(MODERATION_STATUSES),
  reports: z.array(reportSchema),
});
export type ItemReports = z.infer<typeof itemReportsSchema>;

/** POST /api/admin/reports/{kind}/{id}/resolve: « classé sans suite », with the reason for the log. */
export const dismissReportsBodySchema = z.object({
  reason: z
    .string({ error: r.dismissReasonRequired })
    .trim()
    .min(1, { error: r.dismissReasonRequired })
    .max(REPORT_MESSAGE_MAX, { error: r.messageTooLong(REPORT_MESSAGE_MAX) }),
});
export type DismissReportsBody = z.infer<typeof dismissReportsBodySchema>;

/** How many open reports were resolved. */
export const dismissedReportsSchema = z.object({ resolved: countSchema });
