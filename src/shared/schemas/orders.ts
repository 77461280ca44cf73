import { z } from 'zod';
import {
  COUNTRIES,
  COUPON_KINDS,
  DELIVERY_STATUSES,
  PAYMENT_METHODS,
  PAYMENT_STATUSES,
} from '../constants';
import { couponCodeInputSchema } from '../coupon-code';
import { EGYPT_GOVERNORATES, EGYPT_MOBILE, normalizeEgyptianMobile } from '../egypt';
import { emailSchema } from './auth';
import { listOf } from './common';

const text = (max: number, required: string) =>
  z.string(required).trim().min(1, required).max(max, 'validation.tooLong');

/**
 * The fields of a delivery address, as the checkout asks for them (SPEC §3/§5); the address book
 * (addresses.ts) keeps the same fields under the same rules.
 */
export const shippingAddressFields = {
  firstName: text(100, 'validation.required'),
  lastName: text(100, 'validation.required'),
  phone: text(25, 'validation.phoneRequired'),
  address: text(300, 'validation.addressRequired'),
  city: text(100, 'validation.cityRequired'),
  state: text(100, 'validation.stateRequired'),
  postalCode: z
    .string()
    .trim()
    .max(12, 'validation.tooLong')
    .regex(/^$|^[0-9A-Za-z -]{3,12}$/, 'validation.invalidPostalCode')
    .nullish()
    .transform((v) => v || null),
  country: z
    .enum(COUNTRIES.map((c) => c.code) as [string, ...string[]], 'validation.required')
    .default('EG'),
};

interface AddressRuleInput {
  country: string;
  phone: string;
  state: string;
}

/** Egypt gets the mobile and governorate checks; other countries a plain phone number. */
export function checkAddressRules(input: AddressRuleInput, ctx: z.RefinementCtx): void {
  if (input.country !== 'EG') {
    if (!/^\+?[0-9][0-9 -]{6,20}$/.test(input.phone)) {
      ctx.addIssue({ code: 'custom', path: ['phone'], message: 'validation.invalidPhone' });
    }
    return;
  }
  if (!EGYPT_MOBILE.test(input.phone.replace(/[\s-]/g, ''))) {
    ctx.addIssue({
      code: 'custom',
      path: ['phone'],
      message: 'validation.invalidEgyptianMobile',
    });
  }
  if (!EGYPT_GOVERNORATES.some((g) => g.code === input.state)) {
    ctx.addIssue({ code: 'custom', path: ['state'], message: 'validation.stateRequired' });
  }
}

/** An Egyptian mobile written the one way the shop stores it; other countries as typed. */
export const normalizeAddressPhone = <T extends AddressRuleInput>(input: T): T =>
  input.country === 'EG' ? { ...input, phone: normalizeEgyptianMobile(input.phone) } : input;

/** Checkout form (SPEC §3/§5): Egypt gets mobile and governorate checks, others free text. */
export const checkoutSchema = z
  .strictObject({
    firstName: shippingAddressFields.firstName,
    lastName: shippingAddressFields.lastName,
    email: emailSchema,
    phone: shippingAddressFields.phone,
    address: shippingAddressFields.address,
    city: shippingAddressFields.city,
    state: shippingAddressFields.state,
    postalCode: shippingAddressFields.postalCode,
    country: shippingAddressFields.country,
    paymentMethod: z.enum(PAYMENT_METHODS, 'validation.required'),
    /**
     * A code entered with the order (issue 19): judged with it, instead of the cart's code.
     * Absent: the code on the cart, if any.
     */
    couponCode: couponCodeInputSchema.optional(),
  })
  .superRefine(checkAddressRules)
  .transform(normalizeAddressPhone);
export type CheckoutInput = z.input<typeof checkoutSchema>;

export const shippingInfoSchema = z.object({
  firstName: z.string(),
  lastName: z.string(),
  fullName: z.string(),
  email: z.string(),
  phone: z.string(),
  address: z.string(),
  city: z.string(),
  state: z.string(),
  postalCode: z.string().nullable(),
  country: z.string(),
});

export const orderItemSchema = z.object({
  id: z.uuid(),
  productId: z.uuid().nullable(),
  nameEn: z.string(),
  nameAr: z.string(),
  color: z.object({ name: z.string(), nameAr: z.string(), colorCode: z.string() }).nullable(),
  imageUrl: z.string().nullable(),
  unitPrice: z.number(),
  quantity: z.number().int(),
  total: z.number(),
  /** This line's share of a coupon's discount (EGP; 0 when none). */
  discount: z.number(),
});

export const orderEventSchema = z.object({
  id: z.uuid(),
  type: z.string(),
  fromStatus: z.string().nullable(),
  toStatus: z.string().nullable(),
  note: z.string().nullable(),
  createdAt: z.string(),
});

export const orderSummarySchema = z.object({
  id: z.uuid(),
  orderNumber: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
  itemCount: z.number().int(),
  total: z.number(),
  paymentMethod: z.enum(PAYMENT_METHODS),
  paymentStatus: z.enum(PAYMENT_STATUSES),
  deliveryStatus: z.enum(DELIVERY_STATUSES),
});
export type OrderSummary = z.infer<typeof orderSummarySchema>;

export const orderDetailSchema = orderSummarySchema.extend({
  items: z.array(orderItemSchema),
  subtotal: z.number(),
  shipping: z.number(),
  /** Coupons applied (issue 19): the code, what kind, off the items or the shipping, how much. */
  discounts: z.array(
    z.object({
      code: z.string().nullable(),
      type: z.enum(COUPON_KINDS),
      appliesTo: z.enum(['items', 'shipping']),
      amount: z.number(),
    }),
  ),
  /** All discounts together (EGP). */
  discount: z.number(),
  /** The cash-on-delivery fee (EGP; 0 when none). */
  codFee: z.number(),
  /** The VAT contained in the total; null when VAT did not apply. */
  vat: z.object({ ratePercent: z.number(), included: z.number() }).nullable(),
  /** The shipping zone and delivery estimate promised at checkout; null for older orders. */
  shippingZone: z.object({ nameEn: z.string(), nameAr: z.string() }).nullable(),
  deliveryEstimate: z.object({ minDays: z.number(), maxDays: z.number() }).nullable(),
  shippingInfo: shippingInfoSchema,
  transactionId: z.string().nullable(),
  reference: z.string().nullable(),
  deliveredAt: z.string().nullable(),
  /** Given back to the customer so far (EGP; 0 when none, decision 042). */
  refunded: z.number(),
  events: z.array(orderEventSchema),
});
export type OrderDetail = z.infer<typeof orderDetailSchema>;

export const orderListSchema = listOf(orderSummarySchema);

/** POST /api/orders answer: the order, and for card payments where to send the browser. */
export const createOrderResponseSchema = z.object({
  order: orderDetailSchema,
  redirectUrl: z.string().nullable(),
});
