import { z } from 'zod';
import { LANGUAGES } from '../constants';
import { EGYPT_MOBILE, EGYPT_PHONE } from '../egypt';
import { openingPeriodSchema, storeProfileSchema } from './site';

/**
 * What an admin may save as the store profile and the legal pages. The read schemas in site.ts
 * stay lenient (older stored values must still load); these are the rules for new writes.
 */
const text = (max: number) =>
  z.string('validation.invalidType').trim().max(max, 'validation.tooLong');
const required = (max: number) => text(max).min(1, 'validation.required');
/** Every brand text is shown in both languages, so neither may be left empty. */
const both = (max: number) => z.strictObject({ en: required(max), ar: required(max) });
const either = (max: number) => z.strictObject({ en: text(max), ar: text(max) });

const digitsOnly = (value: string) => value.replace(/[\s-]/g, '');

function isHttpsUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' && url.hostname.includes('.');
  } catch {
    return false;
  }
}

/** Empty hides the icon in the footer; anything else must be a secure link. */
const socialLink = text(300).refine((v) => v === '' || isHttpsUrl(v), 'validation.httpsUrl');

/** 'HH:MM' strings compare like the times they name. */
export const closesAfterOpening = (open: string, close: string): boolean => close > open;

const openingPeriodInputSchema = openingPeriodSchema
  .strict()
  .refine((period) => closesAfterOpening(period.open, period.close), {
    message: 'validation.closeAfterOpen',
    path: ['close'],
  });

export const storeProfileInputSchema = z.strictObject({
  name: both(80),
  tagline: both(160),
  logoText: both(40),
  // Kept as the admin wrote it ('+20 2 2345 6789' reads better than 0223456789).
  phone: text(30).refine((v) => EGYPT_PHONE.test(digitsOnly(v)), 'validation.invalidPhone'),
  whatsapp: text(30).refine(
    (v) => EGYPT_MOBILE.test(digitsOnly(v)),
    'validation.invalidEgyptianMobile',
  ),
  email: z.string('validation.invalidType').trim().pipe(z.email('validation.invalidEmail')),
  yearsOfExperience: z
    .number('validation.invalidType')
    .int('validation.invalidType')
    .min(0, 'validation.tooSmall')
    .max(200, 'validation.tooBig'),
  factoryAddress: both(300),
  officeAddress: both(300),
  mapLocation: z.strictObject({
    lat: z
      .number('validation.invalidType')
      .min(-90, 'validation.tooSmall')
      .max(90, 'validation.tooBig'),
    lng: z
      .number('validation.invalidType')
      .min(-180, 'validation.tooSmall')
      .max(180, 'validation.tooBig'),
  }),
  businessHours: z
    .array(z.strictObject({ days: both(60), hours: both(60) }))
    .max(10, 'validation.tooMany'),
  // One period per open day; a day that is missing is closed.
  openingHours: z
    .array(openingPeriodInputSchema)
    .max(7, 'validation.tooMany')
    .superRefine((periods, ctx) => {
      const seen = new Set<string>();
      periods.forEach((period, index) => {
        if (seen.has(period.day)) {
          ctx.addIssue({
            code: 'custom',
            path: [index, 'day'],
            message: 'validation.duplicateDay',
          });
        }
        seen.add(period.day);
      });
    }),
  mission: both(2000),
  vision: both(2000),
  about: both(5000),
  partners: z
    .array(z.strictObject({ name: both(100), description: either(400) }))
    .max(24, 'validation.tooMany'),
  social: z.strictObject({
    facebook: socialLink,
    instagram: socialLink,
    x: socialLink,
    youtube: socialLink,
  }),
}) satisfies z.ZodType<z.infer<typeof storeProfileSchema>, unknown>;
export type StoreProfileInput = z.input<typeof storeProfileInputSchema>;
export type StoreProfilePayload = z.output<typeof storeProfileInputSchema>;

/** GET/PUT /api/admin/settings/store-profile. */
export const adminStoreProfileSchema = z.object({
  profile: storeProfileSchema.nullable(),
  updatedAt: z.string().nullable(),
});
export type AdminStoreProfile = z.infer<typeof adminStoreProfileSchema>;

/** The legal pages the shop publishes (footer links, register's terms checkbox). */
export const LEGAL_SLUGS = ['privacy', 'terms'] as const;
export type LegalSlug = (typeof LEGAL_SLUGS)[number];
export const isLegalSlug = (value: string): value is LegalSlug =>
  (LEGAL_SLUGS as readonly string[]).includes(value);

/** Any slug is accepted here so that an unknown one answers 404, not a validation 400. */
export const legalSlugParamsSchema = z.object({ slug: z.string().max(60) });

/** GET /api/pages/:slug: one page in the caller's language, rendered by src/shared/markdown.ts. */
export const legalPageSchema = z.object({
  slug: z.enum(LEGAL_SLUGS),
  lang: z.enum(LANGUAGES),
  html: z.string(),
  updatedAt: z.string(),
});
export type LegalPage = z.infer<typeof legalPageSchema>;

/** GET/PUT /api/admin/pages/:slug: the Markdown of both languages. */
export const adminLegalPageSchema = z.object({
  slug: z.enum(LEGAL_SLUGS),
  en: z.string(),
  ar: z.string(),
  updatedAt: z.string().nullable(),
});
export type AdminLegalPage = z.infer<typeof adminLegalPageSchema>;

export const legalPageInputSchema = z.strictObject({
  en: required(50_000),
  ar: required(50_000),
});
export type LegalPageInput = z.infer<typeof legalPageInputSchema>;
