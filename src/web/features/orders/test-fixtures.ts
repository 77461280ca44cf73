import type { OrderDetail } from '../../../shared/schemas/orders';
import { order as checkoutOrder } from '../checkout/test-fixtures';

export { me } from '../checkout/test-fixtures';

/** The checkout's order with the pricing of issue 19 empty: no coupon, COD fee, VAT or zone. */
export const order: OrderDetail = {
  ...checkoutOrder,
  items: checkoutOrder.items.map((item) => ({ ...item, discount: 0 })),
  discounts: [],
  discount: 0,
  codFee: 0,
  vat: null,
  shippingZone: null,
  deliveryEstimate: null,
};

/**
 * The same order with a 10% coupon, a zone, a COD fee, VAT and a delivery estimate. The amounts
 * are the server's to compute: here they are only values to show (3000 − 300 + 50 + 20 = 2770).
 */
export const pricedOrder: OrderDetail = {
  ...order,
  total: 2770,
  items: order.items.map((item) => ({ ...item, discount: 300 })),
  discounts: [{ code: 'WELCOME10', type: 'percentage', appliesTo: 'items', amount: 300 }],
  discount: 300,
  codFee: 20,
  vat: { ratePercent: 14, included: 340.18 },
  shippingZone: { nameEn: 'Greater Cairo', nameAr: 'القاهرة الكبرى' },
  deliveryEstimate: { minDays: 2, maxDays: 3 },
};
