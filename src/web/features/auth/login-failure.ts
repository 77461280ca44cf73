import { isApiError } from '../../lib/errors';

export interface LoginFailure {
  message: string;
  hint?: string;
  /** The account exists but its e-mail is not confirmed yet: offer to resend the link. */
  unconfirmed: boolean;
  /** Too many failed attempts locked the address for a while: offer a password reset. */
  locked?: boolean;
}

type Translate = (key: string) => string;

/**
 * SPEC §8 login messages: a "false result" (401) is 'Invalid email or password'; any other answer
 * shows the server's message, else 'Login failed. Please try again.', then its hint; a call that
 * never got an answer is 'An error occurred during login' with the reason as the hint.
 */
export function describeLoginFailure(error: unknown, t: Translate): LoginFailure {
  if (!isApiError(error)) return { message: t('auth.messages.loginError'), unconfirmed: false };
  if (error.kind !== 'http') {
    return { message: t('auth.messages.loginError'), hint: error.message, unconfirmed: false };
  }
  if (error.status === 401) {
    return {
      message: error.serverMessage ?? t('auth.messages.invalidCredentials'),
      unconfirmed: false,
    };
  }
  if (error.code === 'ACCOUNT_LOCKED') {
    return {
      message: error.serverMessage ?? t('auth.messages.accountLocked'),
      unconfirmed: false,
      locked: true,
    };
  }
  return {
    message: error.serverMessage ?? t('auth.messages.loginFailed'),
    hint: error.hint,
    unconfirmed: error.code === 'EMAIL_NOT_CONFIRMED',
  };
}
