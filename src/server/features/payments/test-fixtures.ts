import { randomInt, randomUUID } from 'node:crypto';
import type { MailMessage } from '../../lib/mailer';
import { hashPassword } from '../../lib/passwords';
import { CHECKOUT_ADDRESS } from '../../test/addresses';
import { createBrowser } from '../../test/client';
import { createTestApp, type TestApp } from '../../test/harness';
import { users } from '../auth/tables';
import { cartItems, carts } from '../cart/tables';
import { categories, products } from '../catalog/tables';
import { settings } from '../settings/tables';
import { startFakePaymob } from './fake-paymob';

export const HMAC_SECRET = 'test-hmac-secret';

/**
 * An app wired to a fake Paymob on 127.0.0.1 (the real client, the real protocol), with a
 * seeded shop and the mails it sends collected in `sent`.
 */
export async function startPaymobTestApp() {
  const fake = await startFakePaymob();
  const t = await createTestApp({
    config: {
      APP_URL: 'https://shop.example',
      PAYMOB_API_URL: fake.url,
      PAYMOB_SECRET_KEY: 'egy_sk_test_x',
      PAYMOB_PUBLIC_KEY: 'egy_pk_test_y',
      PAYMOB_HMAC_SECRET: HMAC_SECRET,
      PAYMOB_CARD_INTEGRATION_ID: '4097558',
    },
  });
  const sent: MailMessage[] = [];
  t.app.ctx.mailer.send = async (message) => {
    sent.push(message);
  };
  return { t, fake, sent, ...(await seedShop(t)) };
}

export const checkout = { ...CHECKOUT_ADDRESS, paymentMethod: 'card' };

/** A category with a stock-5 product (100 EGP) and an untracked one (25.50 EGP); card on. */
export async function seedShop(t: TestApp) {
  await t.database.db
    .insert(settings)
    .values({ key: 'payment', value: { paymobEnabled: true } })
    .onConflictDoUpdate({ target: settings.key, set: { value: { paymobEnabled: true } } });
  const [category] = await t.database.db
    .insert(categories)
    .values({ slug: `c-${randomUUID().slice(0, 8)}`, nameEn: 'B', nameAr: 'ب' })
    .returning();
  const rows = await t.database.db
    .insert(products)
    .values([
      {
        categoryId: category.id,
        nameEn: 'Limited Battery',
        nameAr: 'بطارية محدودة',
        pricePiastres: 10_000,
        stockQuantity: 5,
      },
      { categoryId: category.id, nameEn: 'Cable', nameAr: 'كابل', pricePiastres: 2_550 },
    ])
    .returning();
  return { limited: rows[0].id, untracked: rows[1].id };
}

export async function customerWithCart(
  t: TestApp,
  lines: { productId: string; quantity: number }[],
  lang = 'en',
) {
  const email = `c${randomInt(1e9)}@example.com`;
  const passwordHash = await hashPassword('password1');
  const [user] = await t.database.db
    .insert(users)
    .values({ email, firstName: 'C', lastName: 'T', passwordHash, emailConfirmedAt: new Date() })
    .returning();
  const [cart] = await t.database.db.insert(carts).values({ userId: user.id }).returning();
  if (lines.length > 0) {
    await t.database.db.insert(cartItems).values(lines.map((l) => ({ ...l, cartId: cart.id })));
  }
  const browser = createBrowser(t.app, lang);
  await browser.post('/api/auth/login', { email, password: 'password1' });
  return { user, cart, browser };
}

export const placeOrder = (
  browser: ReturnType<typeof createBrowser>,
  key: string = randomUUID(),
  body: object = checkout,
) =>
  browser.request({
    method: 'POST',
    url: '/api/orders',
    payload: body,
    headers: { 'idempotency-key': key },
  });

let lastTransactionId = 900_000_000 + randomInt(1_000_000) * 100;

/**
 * A successful Paymob transaction for an attempt, as callbacks and inquiries carry it; every call
 * gets a new transaction id (Paymob's are unique) unless `overrides.id` says otherwise.
 */
export function transaction(
  attempt: { providerOrderId: string | null; amountPiastres: number; reference: string },
  overrides: Record<string, unknown> = {},
) {
  lastTransactionId += 1;
  return {
    id: lastTransactionId,
    pending: false,
    amount_cents: attempt.amountPiastres,
    success: true,
    is_auth: false,
    is_capture: false,
    is_standalone_payment: true,
    is_voided: false,
    is_refunded: false,
    is_3d_secure: true,
    integration_id: 4097558,
    has_parent_transaction: false,
    order: { id: Number(attempt.providerOrderId), merchant_order_id: attempt.reference },
    created_at: '2026-01-02T10:11:12.123456',
    currency: 'EGP',
    source_data: { pan: '2346', type: 'card', sub_type: 'MasterCard' },
    error_occured: false,
    owner: 302852,
    ...overrides,
  };
}
