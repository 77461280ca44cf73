import { z } from 'zod';
import { PASSWORD_MIN_LENGTH, ROLES } from '../constants';

/**
 * Error messages here are message keys, translated on both sides: the server's
 * src/server/lib/messages.ts and the client's locales (`validation.*`). `{min}`/`{max}` come from
 * the failing rule.
 */
const NAME_MAX = 100;
export const PASSWORD_MAX_LENGTH = 128;

const name = z
  .string('validation.required')
  .trim()
  .min(1, 'validation.required')
  .max(NAME_MAX, 'validation.tooLong');

/** Trimmed and lower-cased before any lookup: Ali@Mail.com and ali@mail.com are one account. */
export const emailSchema = z
  .string('validation.required')
  .trim()
  .min(1, 'validation.required')
  .max(254, 'validation.tooLong')
  .pipe(z.email('validation.invalidEmail'))
  .transform((email) => email.toLowerCase());

export const passwordSchema = z
  .string('validation.required')
  .min(PASSWORD_MIN_LENGTH, 'validation.passwordMin')
  .max(PASSWORD_MAX_LENGTH, 'validation.tooLong');

/** Optional phone: digits with an optional leading +, spaces or dashes allowed; empty = none. */
export const optionalPhoneSchema = z
  .string('validation.invalidType')
  .trim()
  .max(20, 'validation.tooLong')
  .regex(/^$|^\+?[0-9][0-9 -]{6,18}$/, 'validation.invalidPhone')
  .nullish()
  .transform((phone) => phone || null);

export const registerSchema = z.strictObject({
  firstName: name,
  lastName: name,
  email: emailSchema,
  phone: optionalPhoneSchema,
  password: passwordSchema,
});
export type RegisterInput = z.input<typeof registerSchema>;

export const loginSchema = z.strictObject({
  email: emailSchema,
  password: z
    .string('validation.required')
    .min(1, 'validation.required')
    .max(PASSWORD_MAX_LENGTH, 'validation.tooLong'),
  rememberMe: z.boolean().optional().default(false),
});
export type LoginInput = z.input<typeof loginSchema>;

/** Links carry userId and code (SPEC §2 also accepts k and c in the page URL). */
export const emailLinkSchema = z.strictObject({
  userId: z.uuid('validation.invalidLink'),
  code: z
    .string('validation.invalidLink')
    .min(1, 'validation.invalidLink')
    .max(200, 'validation.invalidLink'),
});
export type EmailLinkInput = z.input<typeof emailLinkSchema>;

export const emailOnlySchema = z.strictObject({ email: emailSchema });

export const resetPasswordSchema = emailLinkSchema.extend({ newPassword: passwordSchema });
export type ResetPasswordInput = z.input<typeof resetPasswordSchema>;

export const updateProfileSchema = z.strictObject({
  firstName: name.optional(),
  lastName: name.optional(),
  phone: optionalPhoneSchema,
});
export type UpdateProfileInput = z.input<typeof updateProfileSchema>;

export const changePasswordSchema = z.strictObject({
  currentPassword: z
    .string('validation.required')
    .min(1, 'validation.required')
    .max(PASSWORD_MAX_LENGTH, 'validation.tooLong'),
  newPassword: passwordSchema,
});
export type ChangePasswordInput = z.input<typeof changePasswordSchema>;

/** Session user of SPEC §3. */
export const sessionUserSchema = z.object({
  id: z.uuid(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  phone: z.string().nullable(),
  role: z.enum(ROLES),
});
export type SessionUser = z.infer<typeof sessionUserSchema>;

/** Success answers of the auth calls: a localised message, and the user where there is one. */
export const messageResponseSchema = z.object({ success: z.literal(true), message: z.string() });
export type MessageResponse = z.infer<typeof messageResponseSchema>;
export const loginResponseSchema = messageResponseSchema.extend({ user: sessionUserSchema });
export type LoginResponse = z.infer<typeof loginResponseSchema>;
