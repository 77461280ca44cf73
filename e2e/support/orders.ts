import { expect, type Page } from '@playwright/test';
import { xsrfOf } from './accounts';

/** Empties the signed-in page's cart and adds one cheap, in-stock product without colours. */
export async function cartWithOneProduct(page: Page) {
  const xsrf = await xsrfOf(page.context());
  await page.request.delete('/api/cart', { headers: { 'x-xsrf-token': xsrf } });
  const list = await (await page.request.get('/api/products?pageSize=50')).json();
  const product = list.items.find(
    (p: { hasColors: boolean; inStock: boolean; price: number }) =>
      !p.hasColors && p.inStock && p.price < 5000,
  );
  const added = await page.request.post('/api/cart/items', {
    data: { productId: product.id, quantity: 1 },
    headers: { 'x-xsrf-token': xsrf },
  });
  expect(added.ok()).toBe(true);
}

/**
 * A cash-on-delivery order of one product, placed through the API by the signed-in page;
 * `keyPrefix` starts its idempotency key, so each spec's orders stay apart.
 */
export async function placeCashOrder(
  page: Page,
  keyPrefix: string,
): Promise<{ id: string; orderNumber: number }> {
  await cartWithOneProduct(page);
  const xsrf = await xsrfOf(page.context());
  const placed = await page.request.post('/api/orders', {
    headers: { 'x-xsrf-token': xsrf, 'idempotency-key': `${keyPrefix}-${Date.now()}` },
    data: {
      firstName: 'Omar',
      lastName: 'Farouk',
      email: 'customer@greenvolt.example',
      phone: '01012345678',
      address: '5 Tahrir St',
      city: 'Dokki',
      state: 'GZ',
      country: 'EG',
      paymentMethod: 'cod',
    },
  });
  expect(placed.status()).toBe(201);
  return (await placed.json()).order;
}
