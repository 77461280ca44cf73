import { dictionary } from '@zxcvbn-ts/language-common';
import { PASSWORD_MIN_LENGTH } from '../../../shared/constants';
import {
  changePasswordSchema,
  passwordSchema,
  registerSchema,
  resetPasswordSchema,
} from '../../../shared/schemas/auth';
import type { MessageKey } from '../../lib/i18n';

/**
 * How many of the most common passwords are refused (decision 040). The list is zxcvbn's
 * frequency-ranked list of leaked passwords (@zxcvbn-ts/language-common, MIT); shorter ones are
 * refused by the 6-character minimum already, so these are the 10,000 most common ones that
 * would otherwise pass.
 */
export const COMMON_PASSWORD_COUNT = 10_000;

const COMMON = new Set(
  dictionary['passwords-common']
    .filter((password) => password.length >= PASSWORD_MIN_LENGTH)
    .slice(0, COMMON_PASSWORD_COUNT)
    .map((password) => password.toLowerCase()),
);

/** Whether a string is one character or short pattern over and over, or a straight run (abcdef). */
function isTrivial(password: string): boolean {
  if (/^(.{1,3})\1+$/su.test(password)) return true;
  const codes = [...password].map((c) => c.codePointAt(0)!);
  const step = codes[1] - codes[0];
  return Math.abs(step) === 1 && codes.every((code, i) => i === 0 || code - codes[i - 1] === step);
}

/** The password is one everybody tries first: in the common list (any case), or trivial. */
export function isCommonPassword(password: string): boolean {
  const lower = password.toLowerCase();
  return COMMON.has(lower) || isTrivial(lower);
}

export interface PasswordOwner {
  email?: string | null;
  firstName?: string | null;
  lastName?: string | null;
}

/** The password is the owner's e-mail address, its part before @, or their name (any case). */
export function isPersonalPassword(password: string, owner: PasswordOwner): boolean {
  const typed = password.trim().toLowerCase();
  const email = owner.email?.trim().toLowerCase() ?? '';
  const first = owner.firstName?.trim().toLowerCase() ?? '';
  const last = owner.lastName?.trim().toLowerCase() ?? '';
  const personal = [
    email,
    email.split('@')[0],
    first,
    last,
    `${first}${last}`,
    `${first} ${last}`,
    `${last}${first}`,
    `${last} ${first}`,
  ];
  return personal.some((value) => value.trim() !== '' && value === typed);
}

/**
 * The message key of what is wrong with a new password beyond SPEC's minimum length, or null.
 * The minimum and its message stay with the shared schema (validation.passwordMin).
 */
export function passwordProblem(password: string, owner: PasswordOwner = {}): MessageKey | null {
  if (password.length < PASSWORD_MIN_LENGTH) return null;
  if (isCommonPassword(password)) return 'validation.passwordCommon';
  if (isPersonalPassword(password, owner)) return 'validation.passwordPersonal';
  return null;
}

/** A new password as the server takes it: SPEC's minimum (shared), then not a common one. */
const newPasswordSchema = passwordSchema.refine(
  (password) => password.length < PASSWORD_MIN_LENGTH || !isCommonPassword(password),
  'validation.passwordCommon',
);

/**
 * The bodies of the calls that set a password, with the server's own checks on top of the shared
 * contract (the web does not carry the list). A password equal to the e-mail or the name needs
 * the account: register has it here, reset and change-password check it in the service.
 */
export const registerBodySchema = registerSchema
  .extend({ password: newPasswordSchema })
  .superRefine((input, ctx) => {
    if (isPersonalPassword(input.password, input)) {
      ctx.addIssue({ code: 'custom', path: ['password'], message: 'validation.passwordPersonal' });
    }
  });
export const resetPasswordBodySchema = resetPasswordSchema.extend({
  newPassword: newPasswordSchema,
});
export const changePasswordBodySchema = changePasswordSchema.extend({
  newPassword: newPasswordSchema,
});
