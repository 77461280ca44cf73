import { eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { z as zod } from 'zod';
import type { AdminStoreProfile, StoreProfilePayload } from '../../../shared/schemas/company';
import {
  type PaymentSettings,
  type StoreProfile,
  storeProfileSchema,
} from '../../../shared/schemas/site';
import type { Db } from '../../db/client';
import { settings } from './tables';

export const SETTING_KEYS = {
  storeProfile: 'store_profile',
  payment: 'payment',
  shipping: 'shipping',
  legalPrivacy: 'legal_privacy',
  legalTerms: 'legal_terms',
} as const;

const paymentValueSchema = zod.object({ paymobEnabled: zod.boolean() });
export const shippingValueSchema = zod.object({
  flatFeePiastres: zod.number().int().min(0),
  freeShippingThresholdPiastres: zod.number().int().min(0).nullable(),
});
export type ShippingSettings = z.infer<typeof shippingValueSchema>;

export const DEFAULT_SHIPPING: ShippingSettings = {
  flatFeePiastres: 7500,
  freeShippingThresholdPiastres: 500000,
};

export function createSettingsService(db: Db) {
  async function read<T>(
    key: string,
    schema: z.ZodType<T>,
  ): Promise<{ value: T; updatedAt: Date } | null> {
    const [row] = await db.select().from(settings).where(eq(settings.key, key));
    if (!row) return null;
    const parsed = schema.safeParse(row.value);
    return parsed.success ? { value: parsed.data, updatedAt: row.updatedAt } : null;
  }

  async function write(
    key: string,
    value: unknown,
    updatedById: string | null = null,
  ): Promise<void> {
    await db
      .insert(settings)
      .values({ key, value, updatedById })
      .onConflictDoUpdate({
        target: settings.key,
        set: { value, updatedById, updatedAt: sql`now()` },
      });
  }

  async function getStoreProfile(): Promise<StoreProfile | null> {
    return (await read(SETTING_KEYS.storeProfile, storeProfileSchema))?.value ?? null;
  }

  /** The profile as the admin edits it, with the time of its last change. */
  async function getStoreProfileRecord(): Promise<AdminStoreProfile> {
    const stored = await read(SETTING_KEYS.storeProfile, storeProfileSchema);
    return {
      profile: stored?.value ?? null,
      updatedAt: stored?.updatedAt.toISOString() ?? null,
    };
  }

  /**
   * Replaces the whole profile (the input is already validated). GET /api/site reads it on every
   * request, uncached, so the storefront shows the change on its next load.
   */
  async function updateStoreProfile(
    profile: StoreProfilePayload,
    updatedById: string,
  ): Promise<AdminStoreProfile> {
    await write(SETTING_KEYS.storeProfile, profile, updatedById);
    return getStoreProfileRecord();
  }

  /** Card payment is off unless an admin turned it on. */
  async function getPaymentSettings(): Promise<PaymentSettings> {
    const stored = await read(SETTING_KEYS.payment, paymentValueSchema);
    const enabled = stored?.value.paymobEnabled ?? false;
    return {
      paymobEnabled: enabled,
      paymobStatus: enabled ? 'Enabled' : 'Disabled',
      updatedAt: stored?.updatedAt.toISOString() ?? null,
    };
  }

  async function getShipping(): Promise<ShippingSettings> {
    return (await read(SETTING_KEYS.shipping, shippingValueSchema))?.value ?? DEFAULT_SHIPPING;
  }

  return {
    read,
    write,
    getStoreProfile,
    getStoreProfileRecord,
    updateStoreProfile,
    getPaymentSettings,
    getShipping,
  };
}

export type SettingsService = ReturnType<typeof createSettingsService>;
