import { eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { z as zod } from 'zod';
import {
  DEFAULT_VAT_RATE_PERCENT,
  LOW_STOCK_THRESHOLD,
  ONLINE_PAYMENT_METHODS,
  type OnlinePaymentMethod,
} from '../../../shared/constants';
import { toEgp } from '../../../shared/money';
import type { AdminStoreProfile, StoreProfilePayload } from '../../../shared/schemas/company';
import {
  type Bilingual,
  type PaymentMethodSetting,
  type PaymentSettings,
  type StoreProfile,
  storeProfileSchema,
} from '../../../shared/schemas/site';
import type { Db } from '../../db/client';
import { recordAudit } from '../audit';
import { settings } from './tables';

export const SETTING_KEYS = {
  storeProfile: 'store_profile',
  payment: 'payment',
  shipping: 'shipping',
  vat: 'vat',
  legalPrivacy: 'legal_privacy',
  legalTerms: 'legal_terms',
  codConfirmation: 'cod_confirmation',
  /** The seller on invoices (decision 045): legal name, address, tax and register numbers. */
  businessDetails: 'business_details',
  /** Days after delivery within which items may be returned (issue 21, decision 046). */
  returns: 'returns',
  /** Stock rules (issue 22): the default low-stock threshold of products and variants. */
  inventory: 'inventory',
  /** The product page's stock hint and trust lines (issue 24, decision 060). */
  productPage: 'product_page',
} as const;

/**
 * A Paymob method's stored settings (decision 041). The card's switch stays `paymobEnabled`
 * (SPEC), so its `enabled` here is not read.
 */
export const paymentMethodValueSchema = zod.object({
  enabled: zod.boolean(),
  name: zod.object({ en: zod.string(), ar: zod.string() }),
  position: zod.number().int(),
  minimumPiastres: zod.number().int().min(0),
});
export type PaymentMethodValue = z.infer<typeof paymentMethodValueSchema>;

/** The payment setting; values stored before the methods existed read with their defaults. */
export const paymentValueSchema = zod.object({
  paymobEnabled: zod.boolean(),
  methods: zod.partialRecord(zod.enum(ONLINE_PAYMENT_METHODS), paymentMethodValueSchema).optional(),
});
export type PaymentValue = z.infer<typeof paymentValueSchema>;

/** What a method is called and where it stands until the admin says otherwise. */
export const DEFAULT_PAYMENT_METHODS: Record<
  OnlinePaymentMethod,
  { name: Bilingual; position: number }
> = {
  card: { name: { en: 'Card payment', ar: 'الدفع بالبطاقة' }, position: 1 },
  wallet: { name: { en: 'Mobile wallet', ar: 'المحفظة الإلكترونية' }, position: 2 },
  instalments: { name: { en: 'Instalments', ar: 'التقسيط' }, position: 3 },
  apple_pay: { name: { en: 'Apple Pay', ar: 'Apple Pay' }, position: 4 },
  kiosk: { name: { en: 'Cash at a kiosk', ar: 'الدفع نقدًا في منافذ الدفع' }, position: 5 },
};

/** Every online method's settings from the stored value, in the admin's order. */
export function paymentMethodsOf(
  value: PaymentValue | undefined,
  configured: (method: OnlinePaymentMethod) => boolean,
): PaymentMethodSetting[] {
  return ONLINE_PAYMENT_METHODS.map((key): PaymentMethodSetting => {
    const stored = value?.methods?.[key];
    const fallback = DEFAULT_PAYMENT_METHODS[key];
    return {
      key,
      enabled: key === 'card' ? (value?.paymobEnabled ?? false) : (stored?.enabled ?? false),
      name: stored?.name ?? fallback.name,
      position: stored?.position ?? fallback.position,
      minimumOrder: toEgp(stored?.minimumPiastres ?? 0),
      configured: configured(key),
    };
  }).sort(
    (a, b) =>
      a.position - b.position ||
      ONLINE_PAYMENT_METHODS.indexOf(a.key) - ONLINE_PAYMENT_METHODS.indexOf(b.key),
  );
}
/**
 * The shop's fallback shipping rule — for a destination no shipping zone names (another country,
 * a governorate left out of every zone) — and the cash-on-delivery fee. Values stored before the
 * estimate and the COD fee existed read with their defaults.
 */
export const shippingValueSchema = zod.object({
  flatFeePiastres: zod.number().int().min(0),
  freeShippingThresholdPiastres: zod.number().int().min(0).nullable(),
  daysMin: zod.number().int().min(0).default(3),
  daysMax: zod.number().int().min(0).default(7),
  codFeePiastres: zod.number().int().min(0).default(0),
});
export type ShippingSettings = z.infer<typeof shippingValueSchema>;

export const DEFAULT_SHIPPING: ShippingSettings = {
  flatFeePiastres: 7500,
  freeShippingThresholdPiastres: 500000,
  daysMin: 3,
  daysMax: 7,
  codFeePiastres: 0,
};

/**
 * VAT (issue 19 §5): prices include it at `ratePercent` (Egypt: 14 %, the default), or it does
 * not apply to the shop (`none`). Either way it is never added on top of a price.
 */
export const vatValueSchema = zod.object({
  mode: zod.enum(['included', 'none']),
  ratePercent: zod.number().int().min(1).max(100),
});
export type VatSettings = z.infer<typeof vatValueSchema>;
export const DEFAULT_VAT: VatSettings = { mode: 'included', ratePercent: DEFAULT_VAT_RATE_PERCENT };

/**
 * The product page's conveniences (issue 24, decision 060): "Only N left" from
 * `stockHintThreshold` pieces down (0: never), and the warranty and cash-on-delivery lines.
 */
export const productPageValueSchema = zod.object({
  stockHintThreshold: zod.number().int().min(0),
  warrantyText: zod.object({ en: zod.string(), ar: zod.string() }),
  codText: zod.object({ en: zod.string(), ar: zod.string() }),
});
export type ProductPageValue = z.infer<typeof productPageValueSchema>;

/** Until the admin says otherwise (also what the seed writes). */
export const DEFAULT_PRODUCT_PAGE: ProductPageValue = {
  stockHintThreshold: 5,
  warrantyText: {
    en: 'Genuine products, with repairs and spare parts here in Egypt',
    ar: 'منتجات أصلية، مع الصيانة وقطع الغيار داخل مصر',
  },
  codText: {
    en: 'Cash on delivery available: pay when your order arrives',
    ar: 'الدفع عند الاستلام متاح: ادفع عند وصول طلبك',
  },
};

/** The stored setting as a scalar subquery (the product answer reads it in its own statement). */
export const productPageSettingSql = sql<unknown>`(select ${settings.value} from ${settings}
  where ${settings.key} = ${SETTING_KEYS.productPage})`;

export const productPageFromValue = (value: unknown): ProductPageValue => {
  const parsed = productPageValueSchema.safeParse(value);
  return parsed.success ? parsed.data : DEFAULT_PRODUCT_PAGE;
};

/** The stored VAT setting as a scalar subquery (see shippingSettingSql); parse with vatFromValue. */
/**
 * The shop's default low-stock threshold as an SQL integer (the inventory setting, else
 * LOW_STOCK_THRESHOLD): stock statements compare against it in the same round trip.
 */
export const lowStockDefaultSql = sql<number>`coalesce((select (${settings.value}->>'lowStockThreshold')::int
  from ${settings} where ${settings.key} = ${SETTING_KEYS.inventory}), ${LOW_STOCK_THRESHOLD})`;

export const vatSettingSql = sql<unknown>`(select ${settings.value} from ${settings}
  where ${settings.key} = ${SETTING_KEYS.vat})`;

export const vatFromValue = (value: unknown): VatSettings => {
  const parsed = vatValueSchema.safeParse(value);
  return parsed.success ? parsed.data : DEFAULT_VAT;
};

/**
 * Cash-on-delivery confirmation (decision 043): a cash order whose total is above the threshold
 * waits for the customer's confirmation; null (or no setting) = never.
 */
export const codConfirmationValueSchema = zod.object({
  thresholdPiastres: zod.number().int().min(0).nullable(),
});
export type CodConfirmationSettings = z.infer<typeof codConfirmationValueSchema>;
export const DEFAULT_COD_CONFIRMATION: CodConfirmationSettings = { thresholdPiastres: null };

/** The stored setting as a scalar subquery (see shippingSettingSql); parse with codConfirmationFromValue. */
export const codConfirmationSettingSql = sql<unknown>`(select ${settings.value} from ${settings}
  where ${settings.key} = ${SETTING_KEYS.codConfirmation})`;

export const codConfirmationFromValue = (value: unknown): CodConfirmationSettings => {
  const parsed = codConfirmationValueSchema.safeParse(value);
  return parsed.success ? parsed.data : DEFAULT_COD_CONFIRMATION;
};

/**
 * The stored shipping rules as a scalar subquery, for a statement that must see them as of its
 * own transaction (the order); parse the value with shippingFromValue.
 */
export const shippingSettingSql = sql<unknown>`(select ${settings.value} from ${settings}
  where ${settings.key} = ${SETTING_KEYS.shipping})`;

export const shippingFromValue = (value: unknown): ShippingSettings => {
  const parsed = shippingValueSchema.safeParse(value);
  return parsed.success ? parsed.data : DEFAULT_SHIPPING;
};

/**
 * How long an instance may answer the shop's profile and shipping rules from memory. A change
 * made on this instance is seen at once (write() forgets the entry); one made on another
 * instance within this time. Orders never use the cached shipping rules: they read them inside
 * the order transaction (orders/service.ts), so only displays (cart totals, the site header,
 * mails) may lag a change by up to a second.
 */
export const SETTINGS_RECHECK_MS = 1000;
/** The keys read on hot paths; the others (payment switch, legal pages) are always read fresh. */
const CACHED_KEYS = new Set<string>([
  SETTING_KEYS.storeProfile,
  SETTING_KEYS.shipping,
  SETTING_KEYS.vat,
]);

interface CachedRow {
  row: { value: unknown; updatedAt: Date } | null;
  readAt: number;
}

/** A setting's value as fields to compare; a value that is no object is one field. */
const asFields = (value: unknown): Record<string, unknown> =>
  value && typeof value === 'object' && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : { value: value ?? null };

export interface SettingsDeps {
  /**
   * Whether a payment method can be used on this installation (a gateway, its integration id):
   * the payments area's answer, handed down by services.ts. Absent: every method can.
   */
  paymentMethodConfigured?: (method: OnlinePaymentMethod) => boolean;
}

export function createSettingsService(db: Db, deps: SettingsDeps = {}) {
  const configured = deps.paymentMethodConfigured ?? (() => true);
  // One service per app (services.ts), so one cache: its writes are seen at once, another
  // instance's within SETTINGS_RECHECK_MS. Entries hold raw rows; each reader parses its own way.
  const cache = new Map<string, CachedRow | Promise<CachedRow>>();

  async function readRow(key: string): Promise<{ value: unknown; updatedAt: Date } | null> {
    const [row] = await db
      .select({ value: settings.value, updatedAt: settings.updatedAt })
      .from(settings)
      .where(eq(settings.key, key));
    return row ?? null;
  }

  /**
   * The row of a cached key, re-read at most once a SETTINGS_RECHECK_MS (one read in flight per
   * key). A missing row is not kept: rows written by the seed outside this service show at once.
   */
  async function cachedRow(key: string) {
    const entry = cache.get(key);
    if (entry && !(entry instanceof Promise) && Date.now() - entry.readAt < SETTINGS_RECHECK_MS) {
      return entry.row;
    }
    if (entry instanceof Promise) return (await entry).row;
    const pending = readRow(key).then(
      (row) => {
        const fresh = { row, readAt: Date.now() };
        if (cache.get(key) === pending) {
          if (row) cache.set(key, fresh);
          else cache.delete(key);
        }
        return fresh;
      },
      (error) => {
        if (cache.get(key) === pending) cache.delete(key);
        throw error;
      },
    );
    cache.set(key, pending);
    return (await pending).row;
  }

  async function read<T>(
    key: string,
    schema: z.ZodType<T>,
  ): Promise<{ value: T; updatedAt: Date } | null> {
    const row = CACHED_KEYS.has(key) ? await cachedRow(key) : await readRow(key);
    if (!row) return null;
    const parsed = schema.safeParse(row.value);
    return parsed.success ? { value: parsed.data, updatedAt: row.updatedAt } : null;
  }

  /** An admin's write (updatedById given) is audited in its transaction; the seed's is not. */
  async function write(
    key: string,
    value: unknown,
    updatedById: string | null = null,
  ): Promise<void> {
    await db.transaction(async (tx) => {
      const [old] = updatedById
        ? await tx
            .select({ value: settings.value })
            .from(settings)
            .where(eq(settings.key, key))
            .for('update')
        : [];
      await tx
        .insert(settings)
        .values({ key, value, updatedById })
        .onConflictDoUpdate({
          target: settings.key,
          set: { value, updatedById, updatedAt: sql`now()` },
        });
      if (!updatedById) return;
      await recordAudit(tx, {
        actorId: updatedById,
        action: 'settings.updated',
        entityType: 'settings',
        entityId: key,
        before: asFields(old?.value),
        after: asFields(value),
      });
    });
    // After the write, so a read racing with it cannot put the old value back.
    cache.delete(key);
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
   * Replaces the whole profile (the input is already validated). This instance shows the change
   * at once, the others within SETTINGS_RECHECK_MS.
   */
  async function updateStoreProfile(
    profile: StoreProfilePayload,
    updatedById: string,
  ): Promise<AdminStoreProfile> {
    await write(SETTING_KEYS.storeProfile, profile, updatedById);
    return getStoreProfileRecord();
  }

  /** Card payment is off unless an admin turned it on; so is every other Paymob method. */
  async function getPaymentSettings(): Promise<PaymentSettings> {
    const stored = await read(SETTING_KEYS.payment, paymentValueSchema);
    const enabled = stored?.value.paymobEnabled ?? false;
    return {
      paymobEnabled: enabled,
      paymobStatus: enabled ? 'Enabled' : 'Disabled',
      updatedAt: stored?.updatedAt.toISOString() ?? null,
      methods: paymentMethodsOf(stored?.value, configured),
    };
  }

  /** The stored payment value as it is (for a write that changes part of it). */
  async function getPaymentValue(): Promise<PaymentValue> {
    return (
      (await read(SETTING_KEYS.payment, paymentValueSchema))?.value ?? { paymobEnabled: false }
    );
  }

  async function getShipping(): Promise<ShippingSettings> {
    return (await read(SETTING_KEYS.shipping, shippingValueSchema))?.value ?? DEFAULT_SHIPPING;
  }

  async function getVat(): Promise<VatSettings> {
    return (await read(SETTING_KEYS.vat, vatValueSchema))?.value ?? DEFAULT_VAT;
  }

  return {
    read,
    write,
    getVat,
    getStoreProfile,
    getStoreProfileRecord,
    updateStoreProfile,
    getPaymentSettings,
    getPaymentValue,
    getShipping,
  };
}

export type SettingsService = ReturnType<typeof createSettingsService>;
