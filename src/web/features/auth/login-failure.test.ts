import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/errors';
import i18n from '../../lib/i18n';
import { describeLoginFailure } from './login-failure';

const locked = (serverMessage?: string) =>
  new ApiError({
    kind: 'http',
    status: 429,
    message: serverMessage ?? 'x',
    serverMessage,
    code: 'ACCOUNT_LOCKED',
  });

describe('describeLoginFailure for a locked account', () => {
  it("shows the server's message (in the caller's language) and marks it locked", () => {
    const message =
      'محاولات تسجيل دخول فاشلة كثيرة لهذا الحساب. حاول مرة أخرى بعد 15 دقيقة أو أعد تعيين كلمة المرور.';
    expect(describeLoginFailure(locked(message), i18n.getFixedT('ar'))).toEqual({
      message,
      unconfirmed: false,
      locked: true,
    });
  });

  it('falls back to its own text in Arabic and English', () => {
    expect(describeLoginFailure(locked(), i18n.getFixedT('ar')).message).toBe(
      'محاولات تسجيل دخول فاشلة كثيرة لهذا الحساب. حاول مرة أخرى بعد 15 دقيقة أو أعد تعيين كلمة المرور.',
    );
    expect(describeLoginFailure(locked(), i18n.getFixedT('en')).message).toBe(
      'Too many failed sign-in attempts for this account. Try again in 15 minutes or reset your password.',
    );
  });

  it('does not mistake the per-IP rate limit for a lock', () => {
    const limited = new ApiError({
      kind: 'http',
      status: 429,
      message: 'Too many requests. Please wait a moment and try again.',
      serverMessage: 'Too many requests. Please wait a moment and try again.',
      code: 'RATE_LIMITED',
    });
    const failure = describeLoginFailure(limited, i18n.getFixedT('en'));
    expect(failure.locked).toBeFalsy();
    expect(failure.message).toBe('Too many requests. Please wait a moment and try again.');
  });
});
