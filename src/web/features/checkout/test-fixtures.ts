import type { OrderDetail } from '../../../shared/schemas/orders';

export const me = {
  id: '11111111-1111-4111-8111-111111111111',
  email: 'mona@x.eg',
  firstName: 'Mona',
  lastName: 'Adel',
  phone: null,
  role: 'customer',
};

export const cart = {
  items: [
    {
      id: '22222222-2222-4222-8222-222222222222',
      productId: '33333333-3333-4333-8333-333333333333',
      nameEn: 'Lithium Battery',
      nameAr: 'بطارية ليثيوم',
      imageUrl: null,
      color: null,
      unitPrice: 1500,
      quantity: 2,
      lineTotal: 3000,
      inStock: true,
    },
  ],
  subtotal: 3000,
  shipping: 50,
  total: 3050,
  count: 2,
  removed: [],
};

export const order: OrderDetail = {
  id: '44444444-4444-4444-8444-444444444444',
  orderNumber: 1042,
  createdAt: '2025-03-01T10:00:00.000Z',
  updatedAt: '2025-03-02T10:00:00.000Z',
  itemCount: 2,
  total: 3050,
  paymentMethod: 'cod',
  paymentStatus: 'pending',
  deliveryStatus: 'in_progress',
  items: [
    {
      id: '55555555-5555-4555-8555-555555555555',
      productId: '33333333-3333-4333-8333-333333333333',
      nameEn: 'Lithium Battery',
      nameAr: 'بطارية ليثيوم',
      color: { name: 'Green', nameAr: 'أخضر', colorCode: '#00aa55' },
      imageUrl: null,
      unitPrice: 1500,
      quantity: 2,
      total: 3000,
    },
  ],
  subtotal: 3000,
  shipping: 50,
  shippingInfo: {
    firstName: 'Mona',
    lastName: 'Adel',
    fullName: 'Mona Adel',
    email: 'mona@x.eg',
    phone: '01012345678',
    address: '12 Nile St',
    city: 'Nasr City',
    state: 'C',
    postalCode: null,
    country: 'EG',
  },
  transactionId: null,
  reference: null,
  deliveredAt: null,
  events: [
    {
      id: '66666666-6666-4666-8666-666666666666',
      type: 'created',
      fromStatus: null,
      toStatus: 'pending',
      note: null,
      createdAt: '2025-03-01T10:00:00.000Z',
    },
  ],
};
