import { z } from "zod";
import { validationMessages as m } from "../messages.ts";
import { emailSchema, idParamsSchema, whenFieldsValid } from "./common.ts";
import { newPasswordSchema } from "./user.ts";

// The e-mail channel's payloads (issue 11): password reset, e-mail preferences, reminders off; the
// confirmation of an address and « Retrouver mes billets » (issue 28).

/** POST /api/auth/password-reset-request: answered 202 alike whether the account exists or not. */
export const passwordResetRequestBodySchema = z.object({ email: emailSchema });
export type PasswordResetRequestBody = z.infer<typeof passwordResetRequestBodySchema>;

/**
 * The code of a link sent by e-mail: 43 base64url characters for a reset, 38 for reminders off,
 * up to about 450 for a new address's confirmation, which carries that address (decision 025).
 */
export const mailLinkTokenSchema = z
  .string({ error: m.mailLinkInvalid })
  .trim()
  .regex(/^[A-Za-z0-9_-]{20,600}$/, { error: m.mailLinkInvalid });

/** POST /api/auth/password-reset: the link's token and the new password. */
export const passwordResetBodySchema = z.object({
  token: mailLinkTokenSchema,
  password: newPasswordSchema,
});
export type PasswordResetBody = z.infer<typeof passwordResetBodySchema>;

/** The reset form: the same payload, with the password typed twice. */
export const passwordResetFormSchema = passwordResetBodySchema
  .extend({
    password_confirmation: z
      .string({ error: m.confirmPasswordRequired })
      .min(1, { error: m.confirmPasswordRequired }),
  })
  .refine((body) => body.password === body.password_confirmation, {
    error: m.passwordsMismatch,
    path: ["password_confirmation"],
    when: whenFieldsValid("password", "password_confirmation"),
  });
export type PasswordResetFormValues = z.input<typeof passwordResetFormSchema>;

/** GET and PUT /api/users/{id}/email-preferences (owner only). */
export const emailPreferencesSchema = z.object({
  /** The two reminders before each session (cancellation deadline, eve). */
  reminders: z.boolean({ error: m.booleanInvalid }),
  /** Professionnels: the daily digest of new registrations to their events. */
  organiser_digest: z.boolean({ error: m.booleanInvalid }),
});
export type EmailPreferences = z.infer<typeof emailPreferencesSchema>;
export const emailPreferencesParamsSchema = idParamsSchema;

/** POST /api/mail/reminders-off: the token of the link at the foot of a reminder. */
export const remindersOffBodySchema = z.object({ token: mailLinkTokenSchema });
export type RemindersOffBody = z.infer<typeof remindersOffBodySchema>;
/** `account`: every registration of the account; `registration`: the one the e-mail was about. */
export const remindersOffResponseSchema = z.object({ scope: z.enum(["account", "registration"]) });
export type RemindersOffResponse = z.infer<typeof remindersOffResponseSchema>;

/** POST /api/users/email-change/confirm: the token of the link sent to a new address (decision 025). */
export const emailChangeConfirmBodySchema = z.object({ token: mailLinkTokenSchema });
export type EmailChangeConfirmBody = z.infer<typeof emailChangeConfirmBodySchema>;

/** The account whose address changed, and that address. */
export const emailChangeConfirmResponseSchema = z.object({ id: z.number().int(), email: z.string() });
export type EmailChangeConfirmResponse = z.infer<typeof emailChangeConfirmResponseSchema>;

/** POST /api/users/{id}/email-confirmation: the link went to the account's address, named here. */
export const emailConfirmationRequestResponseSchema = z.object({ email: z.string() });
export type EmailConfirmationRequestResponse = z.infer<typeof emailConfirmationRequestResponseSchema>;

/** POST /api/users/email-confirmation/confirm: the token of the link sent to the account's address. */
export const emailConfirmationConfirmBodySchema = z.object({ token: mailLinkTokenSchema });
export type EmailConfirmationConfirmBody = z.infer<typeof emailConfirmationConfirmBodySchema>;

/** The account, its address, and since when that address is confirmed. */
export const emailConfirmationConfirmResponseSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  email_confirmed_at: z.string(),
});
export type EmailConfirmationConfirmResponse = z.infer<typeof emailConfirmationConfirmResponseSchema>;

/**
 * POST /api/tickets/lookup (« Retrouver mes billets »): the address registrations were made with.
 * Answered 202 alike whether it has any: the list goes by e-mail to that address only.
 */
export const ticketsLookupBodySchema = z.object({ email: emailSchema });
export type TicketsLookupBody = z.infer<typeof ticketsLookupBodySchema>;

/** The neutral answer, in French. */
export const ticketsLookupResponseSchema = z.object({ message: z.string() });
export type TicketsLookupResponse = z.infer<typeof ticketsLookupResponseSchema>;
