import { z } from "zod";
import { isPersonalPassword } from "../common-passwords.ts";
import { MODERATED_KINDS } from "../constants.ts";
import { validationMessages as m } from "../messages.ts";
import { emailSchema, isoDateSchema, paginationQuerySchema, queryIdSchema } from "./common.ts";
import { nameSchema, newPasswordSchema } from "./user.ts";

// The administration's API (issue 29): the audit log, read by administrators only.

/** A text filter: blank means none, so an empty form field sends nothing that narrows the list. */
const textFilter = z.preprocess(
  (value) => (typeof value === "string" && value.trim() === "" ? undefined : value),
  z.string().trim().max(200).optional(),
);

const dayFilter = z.preprocess(
  (value) => (typeof value === "string" && value.trim() === "" ? undefined : value),
  isoDateSchema.optional(),
);

const filterShape = {
  action: textFilter,
  actor: textFilter,
  target_type: textFilter,
  target_id: queryIdSchema,
  from: dayFilter,
  to: dayFilter,
  q: textFilter,
};

function orderedDays<T extends { from?: string | undefined; to?: string | undefined }>(filter: T): boolean {
  return !filter.from || !filter.to || filter.from <= filter.to;
}
const daysOrder = { error: m.invalidDate, path: ["to"] };

/**
 * GET /api/admin/audit-log(.csv) filters: `action` and `target_type` exact, `actor` (an e-mail) and
 * `q` (the reason) contain, case ignored; `from`/`to` are Paris days, both included.
 */
export const auditLogFilterSchema = z.object(filterShape).refine(orderedDays, daysOrder);
export type AuditLogFilter = z.infer<typeof auditLogFilterSchema>;
export type AuditLogFilterInput = z.input<typeof auditLogFilterSchema>;

/** The list's query: the filters and `limit`/`offset`. */
export const auditLogQuerySchema = paginationQuerySchema.extend(filterShape).refine(orderedDays, daysOrder);

/** One record; `created_at` in Paris time with its offset. `actor` null: the command line. */
export const auditLogEntrySchema = z.object({
  id: z.number().int(),
  created_at: z.string(),
  actor: z.object({ id: z.number().int().nullable(), email: z.string() }).nullable(),
  action: z.string(),
  target_type: z.string(),
  target_id: z.number().int().nullable(),
  reason: z.string().nullable(),
  before: z.record(z.string(), z.unknown()).nullable(),
  after: z.record(z.string(), z.unknown()).nullable(),
});
export type AuditLogEntry = z.infer<typeof auditLogEntrySchema>;

export const auditLogListSchema = z.array(auditLogEntrySchema);

/**
 * The account `npm run admin:create` makes: the sign-up's rules for the names, the address and the
 * password (the same password schema, the same refusal of a password made of the person's names).
 */
export const administratorAccountSchema = z
  .object({
    email: emailSchema,
    first_name: nameSchema,
    last_name: nameSchema,
    password: newPasswordSchema,
  })
  .superRefine((account, ctx) => {
    if (isPersonalPassword(account.password, [account.email, account.first_name, account.last_name])) {
      ctx.addIssue({ code: "custom", path: ["password"], message: m.passwordPersonal });
    }
  });
export type AdministratorAccount = z.infer<typeof administratorAccountSchema>;

const figureSchema = z.number().int().nonnegative();

/** How many weeks of registrations GET /api/admin/figures answers, the current one last. */
export const FIGURES_WEEKS = 12;

/**
 * GET /api/admin/figures (issue 29 point 7), counted when asked:
 * - `organisers`: professionnel accounts by verification state, and how many of them are suspended
 *   (a suspended organiser is also counted in its verification state);
 * - `suspended_accounts`: every suspended account, whatever its role;
 * - `content`: per moderated kind, in MODERATED_KINDS order, the items by moderation state, and
 *   `owner_suspended`: those hidden because their owner is suspended, whatever their state;
 * - `registrations_per_week`: the last FIGURES_WEEKS weeks, oldest first, each named by its Monday
 *   in Paris ("2026-03-02"), every week present even when nothing happened: registrations made
 *   that week and their places, cancelled ones left out (waiting-list ones are counted).
 */
export const platformFiguresSchema = z.object({
  organisers: z.object({
    pending: figureSchema,
    verified: figureSchema,
    refused: figureSchema,
    suspended: figureSchema,
  }),
  suspended_accounts: figureSchema,
  content: z.array(
    z.object({
      kind: z.enum(MODERATED_KINDS),
      pending: figureSchema,
      published: figureSchema,
      refused: figureSchema,
      unpublished: figureSchema,
      owner_suspended: figureSchema,
    }),
  ),
  registrations_per_week: z.array(
    z.object({
      week_start: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
      registrations: figureSchema,
      places: figureSchema,
    }),
  ),
});
export type PlatformFigures = z.infer<typeof platformFiguresSchema>;
export type WeekFigures = PlatformFigures["registrations_per_week"][number];
export type ContentFigures = PlatformFigures["content"][number];
