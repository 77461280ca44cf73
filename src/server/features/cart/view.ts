import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { toEgp } from '../../../shared/money';
import type { Cart, CartQuote, CartQuoteInput } from '../../../shared/schemas/cart';
import type { QuoteDiscount } from '../../../shared/schemas/order-quote';
import type { Db } from '../../db/client';
import {
  isInStock,
  joinColor,
  joinProducts,
  joinVariant,
  lineColorColumns,
  lineProductColumns,
  lineVariantColumns,
  stillSoldColumn,
} from '../catalog';
import type { CouponOutcome, CouponRefusal, PricingService, Quote } from '../pricing';
import { cartItems, carts } from './tables';

/**
 * The cart's coupon as the service answers it: the refusal is a message key, which the route
 * writes in the caller's language (routes.ts `present`).
 */
export interface CouponView {
  code: string;
  applied: boolean;
  refusal: CouponRefusal | null;
  /** The coupon applied (kept on the cart); never sent. */
  couponId: string | null;
}
export type CartView = Omit<Cart, 'coupon'> & { coupon: CouponView | null };
export type CartQuoteView = Omit<CartQuote, 'coupon'> & { coupon: CouponView | null };

const couponView = (outcome: CouponOutcome | null): CouponView | null =>
  outcome
    ? {
        code: outcome.code,
        applied: outcome.applied,
        refusal: outcome.applied ? null : outcome.refusal,
        couponId: outcome.applied ? outcome.discount.couponId : null,
      }
    : null;

const discountsOf = (discounts: QuoteDiscount[]) =>
  discounts.map((d) => ({
    kind: d.kind,
    code: d.code,
    type: d.type,
    appliesTo: d.appliesTo,
    amount: toEgp(d.amountPiastres),
  }));

/** The code the customer is applying, else the coupon on the cart. */
const couponOf = (code: string | undefined, cartCouponId: string | null | undefined) =>
  code ? { code } : cartCouponId ? { id: cartCouponId } : null;

const egpOrNull = (piastres: number | null | undefined) =>
  piastres == null ? null : toEgp(piastres);

/** The rule's free-shipping threshold in EGP (null: no threshold). */
const thresholdOf = (rule: Quote['shipping']['rule']) =>
  rule.freeShippingThresholdPiastres === null ? null : toEgp(rule.freeShippingThresholdPiastres);

/** The cart answer's amounts, in EGP, from the quote (the one place they are computed). */
const amountsOf = (priced: Quote) => ({
  subtotal: toEgp(priced.subtotalPiastres),
  discount: toEgp(priced.discountPiastres),
  discounts: discountsOf(priced.discounts),
  coupon: couponView(priced.coupon),
  shipping: toEgp(priced.shipping.feePiastres),
  freeShippingThreshold: thresholdOf(priced.shipping.rule),
  freeShippingRemaining: egpOrNull(priced.shipping.remainingForFreePiastres),
  total: toEgp(priced.totalPiastres),
});

/** A line's name as one text: "Battery — 12 V — 200 Ah (Black)". */
const lineName = (name: string, variant: string | null, color: string | null) =>
  `${variant ? `${name} — ${variant}` : name}${color ? ` (${color})` : ''}`;

/** The cart's lines with current prices: read after every cart change, so prepared once per db. */
function prepareLines(db: Db) {
  const lines = db
    .select({
      id: cartItems.id,
      quantity: cartItems.quantity,
      ...lineProductColumns,
      ...lineColorColumns,
      ...lineVariantColumns,
      // A line is still sold when its product is visible, its color and variant still active.
      sold: stillSoldColumn(cartItems.colorId, cartItems.variantId),
      // The cart's coupon and owner ride on every line: still one statement.
      couponId: carts.couponId,
      userId: carts.userId,
    })
    .from(cartItems)
    .innerJoin(carts, eq(carts.id, cartItems.cartId))
    .$dynamic();
  return joinVariant(
    joinColor(joinProducts(lines, cartItems.productId), cartItems.colorId),
    cartItems.variantId,
  )
    .where(eq(cartItems.cartId, sql.placeholder('cartId')))
    .orderBy(asc(cartItems.createdAt))
    .prepare('cart_lines');
}

const linesQueries = new WeakMap<Db, ReturnType<typeof prepareLines>>();

function linesQuery(db: Db) {
  let lines = linesQueries.get(db);
  if (!lines) {
    lines = prepareLines(db);
    linesQueries.set(db, lines);
  }
  return lines;
}

/**
 * POST /api/cart/quote: the cart's quote for the choices given, in EGP, every amount read from
 * `quote`. Lines no longer sold are left out (GET /api/cart deletes and reports them); nothing
 * is written.
 */
export async function readQuote(
  db: Db,
  cartId: string | null,
  pricing: PricingService,
  input: CartQuoteInput,
): Promise<CartQuoteView> {
  const rows = cartId ? await linesQuery(db).execute({ cartId }) : [];
  const live = rows.filter((row) => Boolean(row.sold));
  const priced = await pricing.currentQuote({
    lines: live.map((row) => ({ ...row, unitPricePiastres: row.pricePiastres })),
    governorate: input.governorate ?? null,
    coupon: couponOf(input.couponCode, rows[0]?.couponId),
    userId: rows[0]?.userId ?? null,
    paymentMethod: input.paymentMethod,
  });
  const { rule } = priced.shipping;
  return {
    lines: priced.lines.map((row) => ({
      id: row.id,
      productId: row.productId,
      colorId: row.colorId,
      variantId: row.variantId,
      nameEn: row.nameEn,
      nameAr: row.nameAr,
      variantNameEn: row.variantId ? row.variantNameEn : null,
      variantNameAr: row.variantId ? row.variantNameAr : null,
      unitPrice: toEgp(row.unitPricePiastres),
      compareAtPrice: egpOrNull(row.compareAtPricePiastres),
      quantity: row.quantity,
      lineTotal: toEgp(row.lineTotalPiastres),
      discount: toEgp(row.discountPiastres),
    })),
    subtotal: toEgp(priced.subtotalPiastres),
    discounts: discountsOf(priced.discounts),
    discount: toEgp(priced.discountPiastres),
    coupon: couponView(priced.coupon),
    shipping: {
      fee: toEgp(priced.shipping.feePiastres),
      basis: priced.shipping.basis,
      flatFee: toEgp(rule.flatFeePiastres),
      freeShippingThreshold: thresholdOf(rule),
      zone: priced.shipping.zone,
      estimate: priced.shipping.estimate,
    },
    codFee: toEgp(priced.codFeePiastres),
    vat: priced.vat
      ? { ratePercent: priced.vat.ratePercent, included: toEgp(priced.vat.includedPiastres) }
      : null,
    total: toEgp(priced.totalPiastres),
    count: live.reduce((sum, row) => sum + row.quantity, 0),
  };
}

/**
 * The cart with current prices. Lines whose product (or color) is no longer sold are deleted
 * here and named in `removed`, so the customer is told once.
 */
export async function readCart(
  db: Db,
  cartId: string | null,
  pricing: PricingService,
  /** A code to judge instead of the cart's own (the customer applying one). */
  couponCode?: string,
): Promise<CartView> {
  if (!cartId) {
    return {
      items: [],
      ...amountsOf(await pricing.currentQuote({ lines: [] })),
      count: 0,
      removed: [],
    };
  }
  const rows = await linesQuery(db).execute({ cartId });

  const live = rows.filter((row) => Boolean(row.sold));
  const stale = rows.filter((row) => !row.sold);
  let removed: CartView['removed'] = [];
  if (stale.length > 0) {
    // Only what this call deleted is reported: a concurrent read does not report it twice.
    const deleted = await db
      .delete(cartItems)
      .where(
        and(
          eq(cartItems.cartId, cartId),
          inArray(
            cartItems.id,
            stale.map((row) => row.id),
          ),
        ),
      )
      .returning({ id: cartItems.id });
    const ids = new Set(deleted.map((row) => row.id));
    removed = stale
      .filter((row) => ids.has(row.id))
      .map((row) => ({
        nameEn: lineName(row.nameEn, row.variantId ? row.variantNameEn : null, row.colorName),
        nameAr: lineName(row.nameAr, row.variantId ? row.variantNameAr : null, row.colorNameAr),
      }));
  }

  const priced = await pricing.currentQuote({
    lines: live.map((row) => ({ ...row, unitPricePiastres: row.pricePiastres })),
    coupon: couponOf(couponCode, rows[0]?.couponId),
    userId: rows[0]?.userId ?? null,
  });
  const items = priced.lines.map((row) => ({
    id: row.id,
    productId: row.productId,
    nameEn: row.nameEn,
    nameAr: row.nameAr,
    imageUrl: row.imageUrl,
    color: row.colorId
      ? {
          id: row.colorId,
          name: row.colorName!,
          nameAr: row.colorNameAr!,
          colorCode: row.colorCode!,
        }
      : null,
    variant: row.variantId
      ? {
          id: row.variantId,
          nameEn: row.variantNameEn ?? '',
          nameAr: row.variantNameAr ?? '',
          sku: row.sku ?? '',
        }
      : null,
    unitPrice: toEgp(row.unitPricePiastres),
    compareAtPrice: egpOrNull(row.compareAtPricePiastres),
    quantity: row.quantity,
    lineTotal: toEgp(row.lineTotalPiastres),
    inStock: isInStock(row),
  }));
  return {
    items,
    ...amountsOf(priced),
    count: live.reduce((sum, row) => sum + row.quantity, 0),
    removed,
  };
}
