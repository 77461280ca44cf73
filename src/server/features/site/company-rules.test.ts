import { describe, expect, it } from 'vitest';
import { EGYPT_PHONE } from '../../../shared/egypt';
import { fillStorePlaceholders } from '../../../shared/legal';
import { storeProfileInputSchema } from '../../../shared/schemas/company';
import { seedStoreProfile } from '../../db/seed/data';

const digits = (phone: string) => phone.replace(/[\s-]/g, '');

describe('Egyptian phone numbers a shop publishes', () => {
  it.each([
    '+20 2 2345 6789', // Cairo landline
    '02 2345 6789',
    '03 4567890', // Alexandria
    '040 1234567', // Tanta
    '+20 100 123 4567', // mobile
    '01512345678',
    '19999', // hotline
  ])('accepts %s', (phone) => expect(EGYPT_PHONE.test(digits(phone))).toBe(true));

  it.each(['12345', '2345 6789', '+20 13 1234 5678', '+44 20 7946 0958', ''])(
    'refuses %s',
    (phone) => expect(EGYPT_PHONE.test(digits(phone))).toBe(false),
  );
});

describe('store profile rules', () => {
  it('accept the demo profile as it is, so an admin can save it unchanged', () => {
    expect(storeProfileInputSchema.safeParse(seedStoreProfile).success).toBe(true);
  });
});

describe('legal page placeholders', () => {
  const store = seedStoreProfile;

  it('fills the store’s details in the page’s language and leaves unknown names alone', () => {
    const markdown = '{{storeName}} · {{ email }} · {{officeAddress}} · {{phone}} · {{nope}}';
    // Phone numbers are isolated left to right, or Arabic text would show their groups reversed.
    const ltr = (value: string) => `\u2066${value}\u2069`;
    expect(fillStorePlaceholders(markdown, store, 'ar')).toBe(
      `${store.name.ar} · ${store.email} · ${store.officeAddress.ar} · ${ltr(store.phone)} · {{nope}}`,
    );
    expect(fillStorePlaceholders('{{storeName}}', store, 'en')).toBe(store.name.en);
  });

  it('leaves the text as it is without a profile', () => {
    expect(fillStorePlaceholders('Write to {{email}}', null, 'en')).toBe('Write to {{email}}');
  });
});
