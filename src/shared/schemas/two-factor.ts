import { z } from 'zod';
import { type LoginResponse, loginResponseSchema, PASSWORD_MAX_LENGTH } from './auth';

/**
 * Two-factor sign-in for staff (issue 25, decision 049): a TOTP code from any authenticator app,
 * or one of ten one-time recovery codes.
 */

export const TOTP_DIGITS = 6;
export const TOTP_PERIOD_SECONDS = 30;
export const RECOVERY_CODE_COUNT = 10;
/** A sign-in's second step must come within this long of the password. */
export const TWO_FACTOR_CHALLENGE_SECONDS = 5 * 60;

/** Arabic-Indic (٠-٩) and Persian (۰-۹) digits → ASCII; spaces and dashes go. */
export function normalizeCode(text: string): string {
  return text
    .replace(/[\u0660-\u0669]/g, (d) => String(d.charCodeAt(0) - 0x0660))
    .replace(/[\u06f0-\u06f9]/g, (d) => String(d.charCodeAt(0) - 0x06f0))
    .replace(/[\s\u00a0\u200e\u200f\u2066-\u2069-]/g, '')
    .toLowerCase();
}

/** The six digits an authenticator app shows, typed with any digits and spacing. */
export const totpCodeSchema = z
  .string('validation.required')
  .max(40, 'validation.invalidTotpCode')
  .transform(normalizeCode)
  .pipe(
    z
      .string()
      .min(1, 'validation.required')
      .regex(new RegExp(`^\\d{${TOTP_DIGITS}}$`), 'validation.invalidTotpCode'),
  );

/** A recovery code as shown (`abcde-12345`), any case, with or without the dash. */
export const recoveryCodeSchema = z
  .string('validation.required')
  .max(40, 'validation.invalidRecoveryCode')
  .transform(normalizeCode)
  .pipe(
    z
      .string()
      .min(1, 'validation.required')
      .regex(/^[0-9a-z]{10}$/, 'validation.invalidRecoveryCode'),
  );

const challenge = z
  .string('validation.required')
  .min(1, 'validation.required')
  .max(1000, 'validation.tooLong');

/** Exactly one of the two codes: a missing one is reported on `code`. */
const oneCode = { message: 'validation.required', path: ['code'] };
const hasOneCode = (value: { code?: string; recoveryCode?: string }) =>
  (value.code === undefined) !== (value.recoveryCode === undefined);

/** A current code from the app, or (lost phone) one of the recovery codes. */
export const secondFactorSchema = z
  .strictObject({ code: totpCodeSchema.optional(), recoveryCode: recoveryCodeSchema.optional() })
  .refine(hasOneCode, oneCode);
export type SecondFactorInput = z.input<typeof secondFactorSchema>;
export type SecondFactor = z.output<typeof secondFactorSchema>;

/** POST /auth/login/two-factor: the challenge of the password step and one of the two codes. */
export const twoFactorLoginSchema = z
  .strictObject({
    challenge,
    code: totpCodeSchema.optional(),
    recoveryCode: recoveryCodeSchema.optional(),
  })
  .refine(hasOneCode, oneCode);
export type TwoFactorLoginInput = z.input<typeof twoFactorLoginSchema>;

/** The password step's answer for an account with two-factor sign-in: no session yet. */
export const twoFactorChallengeSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  twoFactorRequired: z.literal(true),
  /** Opaque, single-use, valid TWO_FACTOR_CHALLENGE_SECONDS, bound to the account. */
  challenge: z.string(),
});
export type TwoFactorChallenge = z.infer<typeof twoFactorChallengeSchema>;

/** GET /auth/two-factor: where the signed-in staff member stands. */
export const twoFactorStatusSchema = z.object({
  enabled: z.boolean(),
  enabledAt: z.string().nullable(),
  /** A secret was made (setup) and not yet confirmed with a first code. */
  pending: z.boolean(),
  /** The shop requires it of this account (the owner, when REQUIRE_OWNER_TWO_FACTOR is on). */
  required: z.boolean(),
  recoveryCodesLeft: z.number().int(),
});
export type TwoFactorStatus = z.infer<typeof twoFactorStatusSchema>;

/** POST /auth/two-factor/setup. */
export const twoFactorSetupSchema = z.object({
  /** Base32, for typing into an app by hand. */
  secret: z.string(),
  /** otpauth://totp/GreenVolt:<e-mail>?secret=…&issuer=GreenVolt */
  uri: z.string(),
  /** The URI as a QR code, an SVG document. */
  qrSvg: z.string(),
});
export type TwoFactorSetup = z.infer<typeof twoFactorSetupSchema>;

/** POST /auth/two-factor/enable: the first code confirms the app has the secret. */
export const twoFactorEnableSchema = z.strictObject({ code: totpCodeSchema });
export type TwoFactorEnableInput = z.input<typeof twoFactorEnableSchema>;

/** POST /auth/two-factor/disable: the password and a second factor. */
export const twoFactorDisableSchema = z
  .strictObject({
    password: z
      .string('validation.required')
      .min(1, 'validation.required')
      .max(PASSWORD_MAX_LENGTH, 'validation.tooLong'),
    code: totpCodeSchema.optional(),
    recoveryCode: recoveryCodeSchema.optional(),
  })
  .refine(hasOneCode, oneCode);
export type TwoFactorDisableInput = z.input<typeof twoFactorDisableSchema>;

/** Enable and regenerate: the ten new codes, shown this once. */
export const recoveryCodesResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  recoveryCodes: z.array(z.string()),
});
export type RecoveryCodesResponse = z.infer<typeof recoveryCodesResponseSchema>;

/**
 * POST /auth/login answers SPEC's login answer, or, for an account with two-factor sign-in, the
 * challenge of the code step (no session cookies yet).
 */
export const loginAnswerSchema = z.union([loginResponseSchema, twoFactorChallengeSchema]);
export type LoginAnswer = LoginResponse | TwoFactorChallenge;
