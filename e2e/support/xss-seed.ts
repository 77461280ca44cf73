import type { APIRequestContext, Browser } from '@playwright/test';
import { expect } from '@playwright/test';
import { signIn, xsrfOf } from './accounts';
import { linkFromMail } from './mail';
import { xssText } from './xss';
import {
  type Client,
  client,
  expectScriptUrlsRefused,
  json,
  seedCatalog,
  seedContent,
  seedStore,
} from './xss-seed-admin';

/**
 * Saves XSS payloads into every text a customer, a guest or an admin can write, through the same
 * API calls the web app makes, so the storefront and the admin then render them (issue 10).
 * Field markers: the first letter names the owner (c customer, o order, p product, g category,
 * b blog, f FAQ, s store profile, l legal, n notification, r review, t support, k contact form,
 * a the admin's order note).
 */

export interface XssSeed {
  stamp: number;
  customerEmail: string;
  productId: string;
  categorySlug: string;
  posts: { en: { id: string; slug: string }; ar: { id: string; slug: string } };
  orderId: string;
  threadId: string;
  contactThreadId: string;
  /** What to put back after the run: other specs share the server and read these. */
  restore: {
    storeProfile: unknown;
    legal: Record<'privacy' | 'terms', { en: string; ar: string }>;
  };
  faqId: string;
  categoryInput: Record<string, unknown>;
  categoryId: string;
}

/** linkFromMail, again while the server is still writing the file (it can be read half done). */
async function mailedLink(to: string, page: string): Promise<string> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await linkFromMail(to, page);
    } catch (error) {
      if (attempt >= 20) throw error;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
}

/** A new customer (register, confirm from the mail, sign in) whose names are payloads. */
async function newCustomer(request: APIRequestContext, customer: Client, email: string) {
  await request.get('/api/health');
  await json(
    await customer.post('/api/auth/register', {
      firstName: xssText('cfn', 100),
      lastName: xssText('cln', 100, 'img'),
      email,
      password: 'Xss-secret-123',
    }),
    201,
  );
  const link = new URL(await mailedLink(email, '/confirm-email'), 'http://x');
  await json(await customer.post(`/api/auth/confirm-email${link.search}`));
  await json(await customer.post('/api/auth/login', { email, password: 'Xss-secret-123' }));
}

async function fillCart(customer: Client, productId: string) {
  const product = await json(await customer.get(`/api/products/${productId}`));
  await json(
    await customer.post('/api/cart/items', {
      productId,
      quantity: 1,
      colorId: product.colors[0].id,
    }),
  );
}

async function seedCustomer(customer: Client, admin: Client, email: string, productId: string) {
  await fillCart(customer, productId);
  const placed = await json(
    await customer.post(
      '/api/orders',
      {
        firstName: xssText('ofn', 100, 'svg'),
        lastName: xssText('oln', 100, 'iframe'),
        email,
        phone: '01012345678',
        address: xssText('oad', 300),
        city: xssText('oct', 100, 'img'),
        state: 'GZ',
        country: 'EG',
        paymentMethod: 'cod',
      },
      { 'idempotency-key': `e2e-xss-${Date.now()}` },
    ),
    201,
  );
  const orderId = placed.order.id as string;
  await json(
    await admin.post(`/api/admin/orders/${orderId}/actions`, {
      action: 'mark_delivered',
      note: xssText('ant', 500),
    }),
  );
  await json(
    await customer.post(`/api/products/${productId}/reviews`, {
      rating: 4,
      comment: xssText('rvw', 2000),
    }),
    201,
  );
  const thread = await json(
    await customer.post('/api/support/threads', {
      subject: xssText('tsu', 150),
      message: xssText('tme', 5000),
    }),
    201,
  );
  await json(
    await admin.post(`/api/admin/support/threads/${thread.id}/messages`, {
      message: xssText('tre', 5000, 'img'),
    }),
    201,
  );
  await json(
    await admin.post('/api/admin/notifications', {
      audience: 'customer',
      email,
      type: 'promotion',
      titleAr: xssText('nta', 150),
      titleEn: xssText('nte', 150, 'img'),
      messageAr: xssText('nma', 1000, 'svg'),
      messageEn: xssText('nme', 1000),
      // A path of this site (others are refused) that tries to break out of the attribute.
      redirectUrl: `/products?x="><img/src=x/onerror=__xss=['nlk']>`,
    }),
    201,
  );
  // Something in the cart again for the cart and checkout pages.
  await fillCart(customer, productId);
  return { orderId, threadId: thread.id as string };
}

async function guestContact(browser: Browser, stamp: number) {
  const context = await browser.newContext();
  await context.request.get('/api/health');
  const guest = await client(context.request, () => xsrfOf(context));
  await json(
    await guest.post('/api/contact', {
      name: xssText('kna', 100),
      email: `xss-guest-${stamp}@example.com`,
      subject: xssText('ksu', 150, 'img'),
      message: xssText('kme', 5000, 'svg'),
    }),
    201,
  );
  await context.close();
}

/**
 * Everything above, then the two signed-in states saved for the pages' tests. Returns what the
 * tests visit and what `restoreAfterXss` puts back.
 */
export async function seedXss(
  browser: Browser,
  states: { admin: string; customer: string },
): Promise<XssSeed> {
  const stamp = Date.now();
  const adminContext = await browser.newContext();
  await signIn(adminContext.request, 'admin');
  const admin = await client(adminContext.request, () => xsrfOf(adminContext));

  const storeProfile = (await json(await admin.get('/api/admin/settings/store-profile'))).profile;
  const legal = {} as XssSeed['restore']['legal'];
  for (const slug of ['privacy', 'terms'] as const) {
    const page = await json(await admin.get(`/api/admin/pages/${slug}`));
    legal[slug] = { en: page.en, ar: page.ar };
  }

  const { category, categoryInput, product } = await seedCatalog(admin, stamp);
  await expectScriptUrlsRefused(admin, category.id, storeProfile);
  const { posts, faqId } = await seedContent(admin, stamp);
  await seedStore(admin, storeProfile);
  await guestContact(browser, stamp);

  const customerEmail = `xss-${stamp}@example.com`;
  const customerContext = await browser.newContext();
  const customer = await client(customerContext.request, () => xsrfOf(customerContext));
  await newCustomer(customerContext.request, customer, customerEmail);
  const { orderId, threadId } = await seedCustomer(customer, admin, customerEmail, product.id);

  const contact = await json(
    await admin.get(`/api/admin/support/threads?q=${encodeURIComponent("concat('ksu')")}`),
  );
  await adminContext.storageState({ path: states.admin });
  await customerContext.storageState({ path: states.customer });
  await adminContext.close();
  await customerContext.close();
  return {
    stamp,
    customerEmail,
    productId: product.id,
    categoryId: category.id,
    categoryInput,
    categorySlug: category.slug,
    posts,
    faqId,
    orderId,
    threadId,
    contactThreadId: contact.items.find((t: { subject: string }) =>
      t.subject.includes("concat('ksu')"),
    ).id,
    restore: { storeProfile, legal },
  };
}

/** Puts the shared store texts back and takes the payload content off the storefront. */
export async function restoreAfterXss(browser: Browser, seed: XssSeed) {
  const context = await browser.newContext();
  await signIn(context.request, 'admin');
  const admin = await client(context.request, () => xsrfOf(context));
  await json(await admin.put('/api/admin/settings/store-profile', seed.restore.storeProfile));
  for (const slug of ['privacy', 'terms'] as const) {
    await json(await admin.put(`/api/admin/pages/${slug}`, seed.restore.legal[slug]));
  }
  const xsrf = await xsrfOf(context);
  for (const path of [
    `/api/admin/blogs/${seed.posts.en.id}`,
    `/api/admin/blogs/${seed.posts.ar.id}`,
    `/api/admin/faqs/${seed.faqId}`,
    `/api/admin/products/${seed.productId}`,
  ]) {
    expect((await context.request.delete(path, { headers: { 'x-xsrf-token': xsrf } })).ok()).toBe(
      true,
    );
  }
  // It has an order's product, so it stays; hidden from the storefront instead.
  await json(
    await admin.put(`/api/admin/categories/${seed.categoryId}`, {
      ...seed.categoryInput,
      isActive: false,
    }),
  );
  await context.close();
}
