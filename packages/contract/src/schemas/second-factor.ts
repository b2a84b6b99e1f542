import { z } from "zod";
import { secondFactorMessages as t } from "../messages.ts";

// The second factor (TOTP, issue 29; docs/decisions/045): login's second step and the settings'
// endpoints under /api/users/{id}/second-factor.

/** A code of the authenticator app: 6 digits; spaces a user may type between them are dropped. */
export const totpCodeSchema = z
  .string({ error: t.codeRequired })
  .transform((value) => value.replace(/\s+/g, ""))
  .pipe(
    z
      .string()
      .min(1, { error: t.codeRequired })
      .regex(/^[0-9]{6}$/, { error: t.codeFormat }),
  );

/** A recovery code as shown (« abcd-2345 »), compared case-insensitively, dashes and spaces ignored. */
export const recoveryCodeSchema = z
  .string({ error: t.recoveryCodeRequired })
  .max(64, { error: t.invalidCode })
  .transform((value) => value.toLowerCase().replace(/[\s-]+/g, ""))
  .pipe(z.string().min(1, { error: t.recoveryCodeRequired }));

/** POST /api/auth/login/second-factor: the challenge of the 401, and either a code or a recovery code. */
export const loginSecondFactorBodySchema = z.union([
  z.object({ challenge: z.string().min(1).max(1000), code: totpCodeSchema }),
  z.object({ challenge: z.string().min(1).max(1000), recovery_code: recoveryCodeSchema }),
]);
export type LoginSecondFactorBody = z.infer<typeof loginSecondFactorBodySchema>;

/** GET /api/users/{id}/second-factor. */
export const secondFactorStatusSchema = z.object({
  enabled: z.boolean(),
  enabled_at: z.string().nullable(),
  /** Required for the account (an administrator's): it cannot be disabled. */
  required: z.boolean(),
  recovery_codes_left: z.number().int(),
});
export type SecondFactorStatus = z.infer<typeof secondFactorStatusSchema>;

/** POST /api/users/{id}/second-factor/enrolment: what the authenticator app is given. */
export const secondFactorEnrolmentSchema = z.object({
  otpauth_url: z.string(),
  /** The same secret in base32, for manual entry. */
  secret: z.string(),
});
export type SecondFactorEnrolment = z.infer<typeof secondFactorEnrolmentSchema>;

export const secondFactorCodeBodySchema = z.object({ code: totpCodeSchema });
export type SecondFactorCodeBody = z.infer<typeof secondFactorCodeBodySchema>;

/** Answered once, at confirmation and at regeneration: only their hashes are kept. */
export const recoveryCodesSchema = z.object({ recovery_codes: z.array(z.string()) });
export type RecoveryCodes = z.infer<typeof recoveryCodesSchema>;

export const secondFactorDisableBodySchema = z.object({
  password: z.string({ error: t.wrongPassword }).min(1, { error: t.wrongPassword }).max(1024),
  code: totpCodeSchema,
});
export type SecondFactorDisableBody = z.infer<typeof secondFactorDisableBodySchema>;
