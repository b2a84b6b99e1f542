import { z } from "zod";
import { isPersonalPassword } from "../common-passwords.ts";
import { LOGIN_PASSWORD_MIN } from "../constants.ts";
import { validationMessages as m } from "../messages.ts";
import { emailSchema, nullableOf, whenFieldsValid } from "./common.ts";
import {
  addressSchema,
  blankToNull,
  citySchema,
  descriptionSchema,
  lastNameSchema,
  nameSchema,
  newPasswordSchema,
  organizationSchema,
  phoneSchema,
  publicUserSchema,
  rnaSchema,
  signUpRoleSchema,
  siretSchema,
} from "./user.ts";

/**
 * A browser's proof that the account logged in there before (docs/decisions/024): sent back with
 * the next logins so that a stranger's failures on the account never hold its owner back. Optional:
 * a client that never sends it is counted as a new browser. Anything that is not a plausible token
 * is ignored rather than refused.
 */
const deviceTokenSchema = z.string().min(20).max(200).optional().catch(undefined);

/**
 * POST /api/auth/login. A password of any length is checked against the account: a short one is
 * just a wrong password (401), so the server's answer says nothing about what a password may be.
 */
export const loginBodySchema = z.object({
  email: emailSchema,
  password: z
    .string({ error: m.loginPasswordTooShort })
    // Bounded so that nobody can make the server hash megabytes.
    .max(1024, { error: m.passwordTooLong }),
  device_token: deviceTokenSchema,
});
export type LoginBody = z.infer<typeof loginBodySchema>;

/** The login form: the same payload, with SPEC §5's 6-character rule shown before sending. */
export const loginFormSchema = loginBodySchema.refine((body) => body.password.length >= LOGIN_PASSWORD_MIN, {
  error: m.loginPasswordTooShort,
  path: ["password"],
  when: whenFieldsValid("password"),
});

const registerCommonFields = {
  first_name: nameSchema,
  // SPEC's client sends an empty last_name; ours splits "Nom complet" (docs/decisions/005).
  last_name: lastNameSchema.default(""),
  email: emailSchema,
  password: newPasswordSchema,
  phone: phoneSchema,
  address: blankToNull(addressSchema),
  city: blankToNull(citySchema),
};

/**
 * POST /api/auth/register (SPEC §7 payload, plus address, siret and description). A professionnel
 * must give an organisation; the SIRET may wait for the settings page, since SPEC's payload has
 * none (docs/decisions/016-organiser-without-siret.md), but one that is given must be valid. An
 * association may give its RNA number instead (issue 29; an addition SPEC clients never send). Our
 * own sign-up form requires one of the two (registerFormSchema). A participant's organisation is
 * dropped.
 */
export const registerBodySchema = z
  .discriminatedUnion(
    "role",
    [
      z.object({
        ...registerCommonFields,
        role: z.literal("participant"),
      }),
      z.object({
        ...registerCommonFields,
        role: z.literal("professionnel"),
        organization: organizationSchema,
        siret: nullableOf(siretSchema),
        rna: nullableOf(rnaSchema),
        description: blankToNull(descriptionSchema),
      }),
    ],
    { error: m.userTypeInvalid },
  )
  .superRefine((body, ctx) => {
    if (isPersonalPassword(body.password, [body.email, body.first_name, body.last_name])) {
      ctx.addIssue({ code: "custom", path: ["password"], message: m.passwordPersonal });
    }
  });
export type RegisterBody = z.infer<typeof registerBodySchema>;
export type RegisterInput = z.input<typeof registerBodySchema>;

/**
 * Login and register both answer a session token and the user (SPEC §7), and, added, the device
 * token that this browser sends with its next logins (optional: an older server sends none).
 */
export const authResponseSchema = z.object({
  token: z.string(),
  user: publicUserSchema,
  device_token: z.string().optional(),
});
export type AuthResponse = z.infer<typeof authResponseSchema>;

/**
 * The register tab of /auth (SPEC §2, §5). Every rule is checked at once so the form shows all its
 * errors together; the professional fields are checked only for a professionnel.
 */
export const registerFormSchema = z
  .object({
    userType: signUpRoleSchema,
    name: nameSchema,
    email: emailSchema,
    phone: phoneSchema,
    address: addressSchema,
    password: newPasswordSchema,
    confirmPassword: z.string().min(1, { error: m.confirmPasswordRequired }),
    agreeTerms: z.boolean().refine((value) => value, { error: m.termsRequired }),
    organization: z.string(),
    siret: z.string(),
    rna: z.string(),
    description: z.string(),
  })
  .superRefine((form, ctx) => {
    if (isPersonalPassword(form.password, [form.email, ...form.name.split(/\s+/)])) {
      ctx.addIssue({ code: "custom", path: ["password"], message: m.passwordPersonal });
    }
    if (form.confirmPassword && form.password !== form.confirmPassword) {
      ctx.addIssue({ code: "custom", path: ["confirmPassword"], message: m.passwordsMismatch });
    }
    if (form.userType !== "professionnel") return;
    // A SIRET, or an association's RNA number: at least one, and each one given passes its check.
    const hasSiret = form.siret.trim() !== "";
    const hasRna = form.rna.trim() !== "";
    if (!hasSiret && !hasRna) {
      ctx.addIssue({ code: "custom", path: ["siret"], message: m.siretOrRnaRequired });
    }
    const professionalRules = [
      ["organization", organizationSchema],
      ...(hasSiret ? ([["siret", siretSchema]] as const) : []),
      ...(hasRna ? ([["rna", rnaSchema]] as const) : []),
      ["description", descriptionSchema],
    ] as const;
    for (const [field, schema] of professionalRules) {
      const result = schema.safeParse(form[field]);
      if (!result.success) {
        ctx.addIssue({ code: "custom", path: [field], message: result.error.issues[0]?.message ?? "" });
      }
    }
  });
export type RegisterFormValues = z.input<typeof registerFormSchema>;
