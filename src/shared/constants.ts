/** Business constants and limits from SPEC §9. */
export const LANGUAGES = ['ar', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'ar';
export const FALLBACK_LANGUAGE: Language = 'en';
export { LANGUAGE_COOKIE } from './visitor-cookies';
export const LANGUAGE_COOKIE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

export const PASSWORD_MIN_LENGTH = 6;

export const NOTIFICATIONS_PAGE_SIZE = 20;
export const NOTIFICATIONS_DROPDOWN_SIZE = 5;
export const BELL_BADGE_CAP = 99;
/** The most of one product a cart line holds (SPEC). Here, not in schemas/cart.ts: the product
 * page and the cart's stepper read it, and importing it from a schema module put zod and every
 * shared schema (92 KB) on the product page's first load (issue 26). */
export const MAX_CART_QUANTITY = 99;

export const TOAST_DURATION_MS = { error: 4000, success: 2000, other: 4000 } as const;
export const TOAST_LIMIT = 20;
export const ERROR_RECORD_TTL_MS = 30_000;
export const ERROR_NOTIFICATION_DURATION_MS = {
  default: 4000,
  success: 3000,
  error: 5000,
} as const;
export const MAX_FIELD_ERROR_TOASTS = 2;

export const PAYMENT_PAGE_REFRESH_RETRIES = 2;
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;
export const CONNECTIVITY_CHECK_INTERVAL_MS = 30_000;
export const CONNECTIVITY_CHECK_TIMEOUT_MS = 5_000;
export const POST_CONFIRMATION_REDIRECT_MS = 800;

/** Incoming timestamps are shifted forward by exactly 3 hours before relative formatting. */
export const TIME_OFFSET_MS = 10_800_000;

/**
 * The shop's clock: opening hours, and the dates pages show, read the same from anywhere (and the
 * server's render of a date matches the visitor's browser, whatever time zone either is in).
 */
export const SHOP_TIME_ZONE = 'Africa/Cairo';

export const CURRENCY = 'EGP';

export const COUNTRIES = [
  { code: 'EG', en: 'Egypt', ar: 'مصر' },
  { code: 'SA', en: 'Saudi Arabia', ar: 'السعودية' },
  { code: 'AE', en: 'UAE', ar: 'الإمارات' },
  { code: 'JO', en: 'Jordan', ar: 'الأردن' },
  { code: 'LB', en: 'Lebanon', ar: 'لبنان' },
  { code: 'KW', en: 'Kuwait', ar: 'الكويت' },
  { code: 'QA', en: 'Qatar', ar: 'قطر' },
  { code: 'BH', en: 'Bahrain', ar: 'البحرين' },
  { code: 'OM', en: 'Oman', ar: 'عُمان' },
] as const;

/** The seven named categories of SPEC §1/§2, in footer order. */
export const CATEGORY_SLUGS = [
  'batteries',
  'chargers',
  'spare-parts',
  'applications',
  'electric-scooter',
  'golf-cars',
  'power-banks',
] as const;

export const PRODUCT_SORTS = ['name', 'price_asc', 'price_desc', 'rating'] as const;
export type ProductSort = (typeof PRODUCT_SORTS)[number];
export const DEFAULT_PAGE_SIZE = 12;
export const MAX_PAGE_SIZE = 100;
/** The storefront search keeps this many characters; a longer one is cut, not refused (040). */
export const MAX_SEARCH_LENGTH = 100;
/**
 * No free-text query parameter (admin searches and filters) passes more than this many characters
 * on: each is cut at its own maximum, at most this, or refused (decision 040).
 */
export const MAX_QUERY_TEXT_LENGTH = 200;

export { ROLES, type Role } from './roles';

/** Admin dashboard periods in Cairo calendar days (SPEC §9: the default is the last 7). */
export const DASHBOARD_PERIODS = [7, 30, 90] as const;
export type DashboardPeriod = (typeof DASHBOARD_PERIODS)[number];
/** Tracked stock at or below this many units is listed on the dashboard. */
export const LOW_STOCK_THRESHOLD = 5;
/** What changed a stock figure (the stock history of a product or variant). */
export const STOCK_MOVEMENT_REASONS = [
  'order',
  'cancellation',
  'return',
  'import',
  'manual',
  'bulk',
] as const;
export type StockMovementReason = (typeof STOCK_MOVEMENT_REASONS)[number];
/** At most this many options (voltage, capacity, colour…) per product. */
export const MAX_PRODUCT_OPTIONS = 3;
/** A card payment still pending this long was probably abandoned or its callback was lost. */
export const STALE_CARD_PAYMENT_MINUTES = 15;

/**
 * Every payment method the shop knows (decision 038): each has one provider in
 * src/server/features/payments/providers/. The online ones take the money before delivery
 * through a payment provider (an attempt, a checkout page, callbacks); the others do not.
 * A provider's `isOnline` must agree with ONLINE_PAYMENT_METHODS (payments/providers tests).
 */
export const PAYMENT_METHODS = [
  'cod',
  'card',
  'wallet',
  'instalments',
  'apple_pay',
  'kiosk',
] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
/**
 * Paymob's integrations (issue 20, decision 041): a bank card, a mobile wallet (Vodafone Cash,
 * Orange Cash, e& money, WE Pay), instalments / buy now pay later (valU, Souhoola, bank
 * instalments…), Apple Pay, and cash at an Aman or Masary kiosk with a reference number.
 */
export const ONLINE_PAYMENT_METHODS = [
  'card',
  'wallet',
  'instalments',
  'apple_pay',
  'kiosk',
] as const satisfies readonly PaymentMethod[];
export type OnlinePaymentMethod = (typeof ONLINE_PAYMENT_METHODS)[number];
/** Paid online (Paymob): the order waits for a verified payment; the 24 h clean-up applies. */
export const isOnlinePaymentMethod = (method: string): method is OnlinePaymentMethod =>
  (ONLINE_PAYMENT_METHODS as readonly string[]).includes(method);
/**
 * `partially_refunded` / `refunded`: a paid order some or all of whose money went back to the
 * customer (decision 042); `orders.refunded_piastres` says how much.
 */
export const PAYMENT_STATUSES = [
  'pending',
  'paid',
  'failed',
  'cancelled',
  'partially_refunded',
  'refunded',
] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];
/**
 * `awaiting_confirmation`: a cash-on-delivery order above the admin's threshold, waiting for the
 * customer's e-mailed link or the admin's call before it is prepared (decision 043).
 */
export const DELIVERY_STATUSES = [
  'awaiting_confirmation',
  'in_progress',
  'out_for_delivery',
  'delivered',
  'returned',
] as const;
export type DeliveryStatus = (typeof DELIVERY_STATUSES)[number];
/**
 * Couriers (issue 21): `manual` is any courier staff hand the parcel to and type the tracking
 * number of; `bosta` is Bosta's API (offered only when configured).
 */
export const COURIERS = ['manual', 'bosta'] as const;
export type Courier = (typeof COURIERS)[number];
/** A shipment's state, the courier's mapped onto ours (shipments/status-map). */
export const SHIPMENT_STATUSES = [
  'created',
  'picked_up',
  'in_transit',
  'out_for_delivery',
  'delivered',
  'exception',
  'returning',
  'returned',
  'cancelled',
] as const;
export type ShipmentStatus = (typeof SHIPMENT_STATUSES)[number];
/** A return request's life (issue 21). */
export const RETURN_STATUSES = [
  'requested',
  'approved',
  'refused',
  'received',
  'refunded',
  'cancelled',
] as const;
export type ReturnStatus = (typeof RETURN_STATUSES)[number];
export const NOTIFICATION_TYPES = ['order', 'support', 'promotion', 'system'] as const;
export const NOTIFICATION_PRIORITIES = ['low', 'normal', 'high', 'urgent'] as const;
export const SUPPORT_STATUSES = ['open', 'pending', 'closed'] as const;
export const SUPPORT_PRIORITIES = ['low', 'normal', 'high'] as const;
export const FAQ_CATEGORIES = [
  'general',
  'products',
  'orders_shipping',
  'technical_support',
] as const;
export const BLOG_STATUSES = ['draft', 'published'] as const;
export type BlogStatus = (typeof BLOG_STATUSES)[number];
export type FaqCategory = (typeof FAQ_CATEGORIES)[number];
/** News loads this many posts at a time (SPEC §2: load more). */
export const NEWS_PAGE_SIZE = 9;

/**
 * What a coupon takes off (issue 19 §3): a percentage of the eligible items, a fixed amount off
 * them (never more than they cost), or the whole shipping fee.
 */
export const COUPON_KINDS = ['percentage', 'fixed', 'free_shipping'] as const;
export type CouponKind = (typeof COUPON_KINDS)[number];

/** VAT in Egypt (Law 67 of 2016): 14 %, contained in the prices shops display. */
export const DEFAULT_VAT_RATE_PERCENT = 14;
