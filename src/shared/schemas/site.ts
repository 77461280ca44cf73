import { z } from 'zod';
import { ONLINE_PAYMENT_METHODS } from '../constants';

const bilingual = z.object({ en: z.string(), ar: z.string() });
export type Bilingual = z.infer<typeof bilingual>;

/** Weekdays as JavaScript numbers them (getDay): 0 is Sunday. */
export const WEEKDAYS = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'] as const;
export type Weekday = (typeof WEEKDAYS)[number];
const clock = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'validation.invalid');

/** One opening period on the shop's (Cairo) wall clock; a day without one is closed. */
export const openingPeriodSchema = z.object({ day: z.enum(WEEKDAYS), open: clock, close: clock });
export type OpeningPeriod = z.infer<typeof openingPeriodSchema>;

/** The store's public profile: every brand text lives here, never as a literal in a component. */
export const storeProfileSchema = z.object({
  name: bilingual,
  tagline: bilingual,
  logoText: bilingual,
  phone: z.string(),
  whatsapp: z.string(),
  email: z.email(),
  yearsOfExperience: z.number().int(),
  factoryAddress: bilingual,
  officeAddress: bilingual,
  /** Latitude/longitude of the office, for the contact page map. */
  mapLocation: z.object({ lat: z.number(), lng: z.number() }),
  /** The hours as people read them (grouped days, in both languages). */
  businessHours: z.array(z.object({ days: bilingual, hours: bilingual })),
  /**
   * The same hours as data, for "open now" on the contact page. Optional: profiles stored before
   * it existed still load, and simply show no open/closed badge.
   */
  openingHours: z.array(openingPeriodSchema).optional(),
  mission: bilingual,
  vision: bilingual,
  about: bilingual,
  partners: z.array(z.object({ name: bilingual, description: bilingual })),
  social: z.object({
    facebook: z.string(),
    instagram: z.string(),
    x: z.string(),
    youtube: z.string(),
  }),
});
export type StoreProfile = z.infer<typeof storeProfileSchema>;

export const demoAccountsSchema = z
  .object({
    customer: z.object({ email: z.string(), password: z.string() }),
    admin: z.object({ email: z.string(), password: z.string() }),
  })
  .nullable();

/** GET /api/site: what every page needs once (the brand). */
export const siteInfoSchema = z.object({ store: storeProfileSchema });

/** GET /api/settings/public: the demo accounts the login page offers while demo mode is on. */
export const publicSettingsSchema = z.object({ demoAccounts: demoAccountsSchema });
export type PublicSettings = z.infer<typeof publicSettingsSchema>;
export type SiteInfo = z.infer<typeof siteInfoSchema>;

/**
 * One Paymob method as the shop offers it (decision 041): the admin's switch (the card's is
 * `paymobEnabled`), its name in both languages, its place in the list (lowest first), the
 * smallest order total it takes (EGP; 0: any), and whether this installation can take it at all
 * (a gateway and, with Paymob, the method's integration id from configuration).
 */
export const paymentMethodSettingSchema = z.object({
  key: z.enum(ONLINE_PAYMENT_METHODS),
  enabled: z.boolean(),
  name: bilingual,
  position: z.number().int(),
  minimumOrder: z.number(),
  configured: z.boolean(),
});
export type PaymentMethodSetting = z.infer<typeof paymentMethodSettingSchema>;

export const paymentSettingsSchema = z.object({
  paymobEnabled: z.boolean(),
  paymobStatus: z.string(),
  updatedAt: z.string().nullable(),
  /**
   * Every online method, in the admin's order (decision 041). Always sent; optional for answers
   * cached before the methods existed (the card alone, by `paymobEnabled`).
   */
  methods: z.array(paymentMethodSettingSchema).optional(),
});
export type PaymentSettings = z.infer<typeof paymentSettingsSchema>;
