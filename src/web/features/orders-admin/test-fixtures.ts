import type { AdminOrderDetail } from '../../../shared/schemas/orders-admin';
import type { AdminOrderSummary } from './api';

/** One cash order of Sara's, as the admin API answers it; tests patch what they need. */
export const ORDER_ID = '66666666-6666-4666-8666-666666666666';

export const adminOrderSummary = (patch: Partial<AdminOrderSummary> = {}): AdminOrderSummary => ({
  id: ORDER_ID,
  orderNumber: 1042,
  createdAt: '2026-11-20T10:00:00.000Z',
  updatedAt: '2026-11-20T10:00:00.000Z',
  itemCount: 2,
  total: 1550,
  paymentMethod: 'cod',
  paymentStatus: 'pending',
  deliveryStatus: 'in_progress',
  customerName: 'Sara Ali',
  customerPhone: '01012345678',
  customerEmail: 'sara@example.com',
  ...patch,
});

export const adminOrderDetail = (patch: Partial<AdminOrderDetail> = {}): AdminOrderDetail => ({
  ...adminOrderSummary(),
  items: [
    {
      id: '77777777-7777-4777-8777-777777777777',
      productId: null,
      nameEn: 'Lithium battery 100Ah',
      nameAr: 'بطارية ليثيوم',
      color: null,
      imageUrl: null,
      unitPrice: 750,
      quantity: 2,
      total: 1500,
      discount: 0,
    },
  ],
  subtotal: 1500,
  shipping: 50,
  discounts: [],
  discount: 0,
  codFee: 0,
  vat: null,
  shippingZone: null,
  deliveryEstimate: null,
  shippingInfo: {
    firstName: 'Sara',
    lastName: 'Ali',
    fullName: 'Sara Ali',
    email: 'sara@example.com',
    phone: '01012345678',
    address: '12 Tahrir St',
    city: 'Cairo',
    state: 'C',
    postalCode: null,
    country: 'EG',
  },
  transactionId: null,
  reference: null,
  deliveredAt: null,
  refunded: 0,
  events: [
    {
      id: '88888888-8888-4888-8888-888888888888',
      type: 'created',
      fromStatus: null,
      toStatus: null,
      note: null,
      createdAt: '2026-11-20T10:00:00.000Z',
    },
  ],
  customer: {
    id: '99999999-9999-4999-8999-999999999999',
    email: 'sara.account@example.com',
    firstName: 'Sara',
    lastName: 'Ali',
  },
  ...patch,
});
