import { z } from "zod";
import { isCommonPassword } from "../common-passwords.ts";
import {
  ADDRESS_MIN,
  DESCRIPTION_MIN,
  NAME_MIN,
  ORGANIZATION_MIN,
  PASSWORD_MAX,
  PASSWORD_MIN,
  PHONE_MAX_DIGITS,
  PHONE_MIN_DIGITS,
  RNA_PATTERN,
  ROLES,
  type SESSION_USER_FIELDS,
  SHORT_TEXT_MAX,
  SIGN_UP_ROLES,
  TEXT_MAX,
} from "../constants.ts";
import { validationMessages as m } from "../messages.ts";
import { hasSiretLength, hasValidSiretKey, normalizeSiret } from "../siret.ts";
import { emailSchema, idSchema } from "./common.ts";

// Field rules of SPEC §5, shared by the registration, settings and profile payloads and forms.

export const roleSchema = z.enum(ROLES, { error: m.userTypeInvalid });
/** What a sign-up may ask to be: never an administrator. */
export const signUpRoleSchema = z.enum(SIGN_UP_ROLES, { error: m.userTypeInvalid });

export const nameSchema = z
  .string({ error: m.nameTooShort })
  .trim()
  .min(NAME_MIN, { error: m.nameTooShort })
  .max(100, { error: m.tooLong });

export const lastNameSchema = z.string({ error: m.tooLong }).trim().max(100, { error: m.tooLong });

/** French or international number: 10 to 15 digits once spaces, dots, dashes and brackets are removed. */
const PHONE_DIGITS = new RegExp(`^\\+?\\d{${PHONE_MIN_DIGITS},${PHONE_MAX_DIGITS}}$`);

export const phoneSchema = z
  .string({ error: m.phoneInvalid })
  .trim()
  .max(30, { error: m.phoneInvalid })
  .refine((value) => PHONE_DIGITS.test(value.replace(/[\s.\-()]/g, "")), { error: m.phoneInvalid });

export const addressSchema = z
  .string({ error: m.addressTooShort })
  .trim()
  .min(ADDRESS_MIN, { error: m.addressTooShort })
  .max(300, { error: m.tooLong });

/** A password chosen now (registration or change): 8 to 128 characters, not a well-known one. */
export const newPasswordSchema = z
  .string({ error: m.passwordTooShort })
  .min(PASSWORD_MIN, { error: m.passwordTooShort })
  .max(PASSWORD_MAX, { error: m.passwordTooLong })
  .refine((value) => !isCommonPassword(value), { error: m.passwordTooCommon });

export const organizationSchema = z
  .string({ error: m.organizationRequired })
  .trim()
  .min(ORGANIZATION_MIN, { error: m.organizationRequired })
  .max(SHORT_TEXT_MAX, { error: m.tooLong });

/** 14 digits (spaces allowed while typing) with a valid INSEE check key; answered without spaces. */
export const siretSchema = z
  .string({ error: m.siretLength })
  .transform(normalizeSiret)
  .refine(hasSiretLength, { error: m.siretLength, abort: true })
  .refine(hasValidSiretKey, { error: m.siretInvalid });

/** An association's RNA number (W + 9 digits): lower case and spaces accepted, answered as « W123456789 ». */
export const rnaSchema = z
  .string({ error: m.rnaInvalid })
  .transform((value) => value.replace(/\s/g, "").toUpperCase())
  .refine((value) => RNA_PATTERN.test(value), { error: m.rnaInvalid });

export const descriptionSchema = z
  .string({ error: m.descriptionTooShort })
  .trim()
  .min(DESCRIPTION_MIN, { error: m.descriptionTooShort })
  .max(TEXT_MAX, { error: m.tooLong });

export const citySchema = z.string({ error: m.tooLong }).trim().max(100, { error: m.tooLong });

/** Absent, null or blank means "none" (null); anything else must satisfy `schema`. */
export function blankToNull<T extends z.ZodType>(schema: T) {
  return z.preprocess(
    (value) => (typeof value === "string" && value.trim() === "" ? null : value),
    schema.nullish(),
  );
}

/** A user as the API answers it: never the password hash. */
export const publicUserSchema = z.object({
  id: z.number().int(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  address: z.string().nullable(),
  city: z.string().nullable(),
  organization: z.string().nullable(),
  siret: z.string().nullable(),
  /** An association's RNA number (issue 29), the organiser's own answer only. Added field. */
  rna: z.string().nullable().default(null),
  description: z.string().nullable(),
  role: roleSchema,
  created_at: z.string(),
  /**
   * When the account proved its address with the link sent to it (issue 28); null until then, and
   * again after the address changes. Added field: an answer without it reads as not confirmed.
   */
  email_confirmed_at: z.string().nullable().default(null),
});
export type PublicUser = z.infer<typeof publicUserSchema>;

/** What the web app keeps under the storage key `user`: enough for the header and the guards. */
export const sessionUserSchema = publicUserSchema.pick({
  id: true,
  first_name: true,
  last_name: true,
  email: true,
  role: true,
} satisfies Record<(typeof SESSION_USER_FIELDS)[number], true>);
export type SessionUser = z.infer<typeof sessionUserSchema>;

export const userIdParamsSchema = z.object({ id: idSchema });

/**
 * PUT /api/users/{id}: every field optional (only those sent change). `role` and `id` are not
 * part of it, so a body carrying them changes neither. A new password needs the current one. A new
 * e-mail address is saved at once with the current password; without it (SPEC's client sends
 * none), the address waits for the link sent to it (docs/decisions/025).
 */
export const userUpdateBodySchema = z
  .object({
    first_name: nameSchema.optional(),
    last_name: lastNameSchema.optional(),
    email: emailSchema.optional(),
    phone: blankToNull(phoneSchema),
    address: blankToNull(addressSchema),
    city: blankToNull(citySchema),
    organization: blankToNull(organizationSchema),
    siret: blankToNull(siretSchema),
    rna: blankToNull(rnaSchema),
    description: blankToNull(descriptionSchema),
    password: newPasswordSchema.optional(),
    current_password: z.string().max(1024).optional(),
  })
  .superRefine((body, ctx) => {
    if (body.password !== undefined && !body.current_password) {
      ctx.addIssue({ code: "custom", path: ["current_password"], message: m.currentPasswordRequired });
    }
  });
export type UserUpdateBody = z.infer<typeof userUpdateBodySchema>;
export type UserUpdateInput = z.input<typeof userUpdateBodySchema>;

/**
 * What PUT /api/users/{id} answers: the account as saved, and `pending_email` when the new address
 * waits for its confirmation link (the account keeps `email` until then).
 */
export const userUpdateResponseSchema = publicUserSchema.extend({
  pending_email: z.string().optional(),
});
export type UserUpdateResponse = z.infer<typeof userUpdateResponseSchema>;
