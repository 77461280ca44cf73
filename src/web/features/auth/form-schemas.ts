import { z } from 'zod';
import {
  changePasswordSchema,
  registerSchema,
  resetPasswordSchema,
} from '../../../shared/schemas/auth';

/**
 * Client-only additions to the shared schemas: a repeated password (nothing is sent when the two
 * differ, SPEC §5) and, on registration, the terms checkbox. The server never sees these fields.
 */
const confirmation = z.string('validation.required').min(1, 'validation.required');

const mismatch = <Key extends string>(key: Key, confirmKey = 'confirmPassword') => ({
  path: [confirmKey],
  message: 'validation.passwordsMismatch',
  // Compare only once both are strings; other issues of the form are reported regardless.
  when: (payload: { value: unknown }) => {
    const value = payload.value as Record<string, unknown> | undefined;
    return typeof value?.[key] === 'string' && typeof value?.[confirmKey] === 'string';
  },
});

export const registerFormSchema = registerSchema
  .extend({
    confirmPassword: confirmation,
    acceptTerms: z.boolean().refine(Boolean, 'validation.acceptTerms'),
  })
  .refine((v) => v.password === v.confirmPassword, mismatch('password'));
export type RegisterFormInput = z.input<typeof registerFormSchema>;

export const resetPasswordFormSchema = resetPasswordSchema
  .extend({ confirmPassword: confirmation })
  .refine((v) => v.newPassword === v.confirmPassword, mismatch('newPassword'));
export type ResetPasswordFormInput = z.input<typeof resetPasswordFormSchema>;

export const changePasswordFormSchema = changePasswordSchema
  .extend({ confirmPassword: confirmation })
  .refine((v) => v.newPassword === v.confirmPassword, mismatch('newPassword'));
export type ChangePasswordFormInput = z.input<typeof changePasswordFormSchema>;
