import { describe, expect, it } from 'vitest';
import ar from './ar.json';
import en from './en.json';

type Tree = { [key: string]: string | Tree };

/** Every leaf as a dotted path → value. */
function flatten(tree: Tree, prefix = ''): Map<string, unknown> {
  const out = new Map<string, unknown>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (value && typeof value === 'object') {
      for (const [k, v] of flatten(value, path)) out.set(k, v);
    } else out.set(path, value);
  }
  return out;
}

const enKeys = flatten(en as Tree);
const arKeys = flatten(ar as Tree);

describe('locale files', () => {
  it('has every English key in Arabic', () => {
    expect([...enKeys.keys()].filter((key) => !arKeys.has(key))).toEqual([]);
  });

  it('has every Arabic key in English', () => {
    expect([...arKeys.keys()].filter((key) => !enKeys.has(key))).toEqual([]);
  });

  it.each([
    ['en', enKeys],
    ['ar', arKeys],
  ])('has no empty or non-string values in %s', (_lang, keys) => {
    const bad = [...keys].filter(([, value]) => typeof value !== 'string' || !value.trim());
    expect(bad.map(([key]) => key)).toEqual([]);
  });

  it('uses the same interpolation variables in both languages', () => {
    const vars = (text: unknown) =>
      // `{{count, number(…)}}` is the variable `count` with i18next's number format.
      [...String(text).matchAll(/{{(\w+)(?:,[^}]*)?}}/g)].map((m) => m[1]).sort();
    // Arabic plural forms may spell a small number out ("منتجان") instead of using {{formatted}}.
    const mismatched = [...enKeys.keys()].filter(
      (key) =>
        !/_(zero|one|two)$/.test(key) &&
        vars(enKeys.get(key)).join() !== vars(arKeys.get(key)).join(),
    );
    expect(mismatched).toEqual([]);
  });

  it('keeps SPEC texts word for word', () => {
    expect(enKeys.get('errors.network')).toBe('Network error. Please check backend connectivity.');
    expect(enKeys.get('connectivity.offline')).toBe('No internet connection');
    expect(enKeys.get('errorPage.chunk.message')).toBe(
      'Failed to load page resources. Please refresh the page.',
    );
    expect(enKeys.get('auth.signupSuccess')).toBe('Your account is ready. Please sign in.');
  });

  it('has every auth message of SPEC §5/§8 word for word', () => {
    const spec: Record<string, string> = {
      'auth.messages.invalidCredentials': 'Invalid email or password',
      'auth.messages.loginError': 'An error occurred during login',
      'auth.messages.loginFailed': 'Login failed. Please try again.',
      'auth.messages.loginSuccess': 'Login successful!',
      'auth.messages.registerCheckErrors': 'Registration failed. Please check the errors below.',
      'auth.messages.registerTryAgain': 'Registration failed. Please try again.',
      'auth.messages.registerError': 'An error occurred during registration',
      'auth.messages.registerFailed': 'Registration failed',
      'auth.messages.registerSuccess':
        'We sent you a confirmation email. Please verify your email to sign in.',
      'auth.messages.forgotSent': 'If an account exists, a reset link has been sent.',
      'auth.messages.forgotFailed': 'Failed to send reset link',
      'auth.messages.resetFailed': 'Failed to reset password',
      'auth.messages.resetSuccess': 'Password has been reset. Please sign in.',
      'auth.messages.invalidResetLink': 'Invalid or missing reset link.',
      'auth.messages.requestNewLink': 'Request new link',
      'auth.messages.invalidConfirmLink': 'Invalid or expired confirmation link.',
      'auth.messages.loginRequired': 'You must be logged in to perform this action',
      'validation.passwordsMismatch': 'Passwords do not match',
      'validation.required': 'This field is required',
      'validation.invalidEmail': 'Invalid email address',
      'validation.invalidPhone': 'Enter a valid phone number',
      'validation.invalidLink': 'Invalid or expired link.',
    };
    for (const [key, text] of Object.entries(spec))
      expect([key, enKeys.get(key)]).toEqual([key, text]);
    // The schema keys that carry a limit use it (the helper passes min/max).
    expect(enKeys.get('validation.passwordMin')).toBe(
      'Password must be at least {{min}} characters',
    );
    expect(enKeys.get('validation.tooLong')).toBe('Must be at most {{max}} characters');
  });
});
