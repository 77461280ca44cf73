import { describe, expect, it } from 'vitest';
import { registerSchema } from '../../shared/schemas/auth';
import { schemaResolver, translateFieldMessage } from './form-errors';
import i18n from './i18n';

const t = i18n.t.bind(i18n) as (key: string, options?: Record<string, unknown>) => string;
const options = { fields: {}, shouldUseNativeValidation: false } as const;

describe('schemaResolver', () => {
  it('keeps each rule limit beside its message key', async () => {
    const resolve = schemaResolver(registerSchema);
    const result = await resolve(
      { firstName: 'x'.repeat(101), lastName: '', email: 'nope', phone: '', password: '123' },
      undefined,
      options,
    );
    expect(result.errors).toMatchObject({
      firstName: { type: 'too_big', message: 'validation.tooLong?max=100' },
      lastName: { message: 'validation.required?min=1' },
      email: { message: 'validation.invalidEmail' },
      password: { message: 'validation.passwordMin?min=6' },
    });
  });

  it('returns the parsed (normalised) values on success', async () => {
    const resolve = schemaResolver(registerSchema);
    const result = await resolve(
      { firstName: ' Mona ', lastName: 'A', email: ' A@B.EG ', phone: '', password: '123456' },
      undefined,
      options,
    );
    expect(result.values).toEqual({
      firstName: 'Mona',
      lastName: 'A',
      email: 'a@b.eg',
      phone: null,
      password: '123456',
    });
  });
});

describe('translateFieldMessage', () => {
  it('translates keys with their limits, in the current language and its digits', async () => {
    expect(translateFieldMessage(t, 'en', 'validation.passwordMin?min=6')).toBe(
      'Password must be at least 6 characters',
    );
    expect(translateFieldMessage(t, 'en', 'validation.tooLong?max=100')).toBe(
      'Must be at most 100 characters',
    );
    await i18n.changeLanguage('ar');
    expect(translateFieldMessage(t, 'ar', 'validation.passwordMin?min=6')).toBe(
      'يجب ألا تقل كلمة المرور عن ٦ أحرف',
    );
  });

  it('leaves server messages (already translated) alone', () => {
    expect(translateFieldMessage(t, 'en', 'Email is taken? Try logging in.')).toBe(
      'Email is taken? Try logging in.',
    );
  });
});
