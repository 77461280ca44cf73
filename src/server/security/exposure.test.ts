import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { MAX_QUERY_TEXT_LENGTH, MAX_SEARCH_LENGTH } from '../../shared/constants';
import { productListQuerySchema } from '../../shared/schemas/catalog';
import { signedInAs } from '../test/accounts';
import { createBrowser } from '../test/client';
import { createTestApp, type TestApp } from '../test/harness';
import { multipart } from '../test/multipart';

/**
 * Issue 25, the outside test's smaller findings (decision 040): personal answers were cacheable,
 * the whole OpenAPI document was public in production, free-text query parameters had no length
 * limit, and 403/413 answers of plugins carried the code BAD_REQUEST.
 */
let t: TestApp;
let production: TestApp;

/** Routes only this file needs: errors as a plugin raises them, a multipart upload. */
function testRoutes(app: FastifyInstance) {
  const open = { access: 'public' as const, csrf: false };
  app.get('/api/test/plugin-403', { config: open }, async () => {
    throw Object.assign(new Error('denied by a plugin'), { statusCode: 403 });
  });
  app.post('/api/test/upload', { config: open }, async (request) => {
    let files = 0;
    for await (const part of request.files()) {
      await part.toBuffer();
      files++;
    }
    return { files };
  });
}

beforeAll(async () => {
  t = await createTestApp({ extend: testRoutes });
  production = await createTestApp({
    config: {
      NODE_ENV: 'production',
      APP_URL: 'https://shop.example',
      SESSION_SECRET: 'production-secret-production-secret-0123',
    },
  });
});

afterAll(async () => {
  await production?.app.close();
  await t?.app.close();
});

describe('personal answers are never cached', () => {
  it('marks every answer to a signed-in customer or admin private, no-store', async () => {
    const customer = await signedInAs(t, 'private@example.com', 'customer');
    for (const url of ['/api/auth/me', '/api/orders', '/api/notifications', '/api/cart']) {
      const res = await customer.get(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['cache-control'], url).toBe('private, no-store');
    }
    const changed = await customer.patch('/api/auth/me', { firstName: 'Nour' });
    expect(changed.headers['cache-control']).toBe('private, no-store');
    const admin = await signedInAs(t, 'private-admin@example.com', 'admin');
    for (const url of ['/api/admin/users', '/api/admin/orders', '/api/admin/dashboard']) {
      const res = await admin.get(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['cache-control'], url).toMatch(/^private, no-store/);
    }
    // Refusals too, and a guest's cart.
    const guest = createBrowser(t.app);
    expect((await guest.get('/api/admin/users')).headers['cache-control']).toBe(
      'private, no-store',
    );
    expect((await guest.get('/api/cart')).headers['cache-control']).toBe('private, no-store');
  });

  it('keeps the public catalog answers cacheable, for guests and signed-in callers alike', async () => {
    const customer = await signedInAs(t, 'shopper@example.com', 'customer');
    for (const browser of [createBrowser(t.app), customer]) {
      const first = await browser.get('/api/products?sort=rating');
      expect(first.headers['cache-control']).toBe('public, max-age=30');
      expect(first.headers.etag).toMatch(/^W\//);
      const again = await browser.get('/api/products?sort=rating');
      expect(again.headers['x-cache']).toBe('hit');
      expect(again.headers['cache-control']).toBe('public, max-age=30');
    }
  });
});

describe('the OpenAPI document', () => {
  it('is for admins only in production', async () => {
    const guest = await production.app.inject({ url: '/api/docs' });
    expect(guest.statusCode).toBe(401);
    const customer = await signedInAs(production, 'docs-customer@example.com', 'customer');
    const refused = await customer.get('/api/docs');
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('FORBIDDEN');
    const admin = await signedInAs(production, 'docs-admin@example.com', 'admin');
    const document = await admin.get('/api/docs');
    expect(document.statusCode).toBe(200);
    expect(document.json().paths['/api/admin/users']).toBeDefined();
  });

  it('stays public in development and test', async () => {
    const res = await t.app.inject({ url: '/api/docs' });
    expect(res.statusCode).toBe(200);
    expect(res.json().openapi).toMatch(/^3\./);
  });
});

describe('free-text query parameters are capped', () => {
  const LONG = 'ب'.repeat(5000);

  it('cuts the storefront search at its documented maximum, without an error', async () => {
    expect(MAX_SEARCH_LENGTH).toBe(100);
    expect(productListQuerySchema.parse({ search: `  ${LONG}` }).search).toHaveLength(100);
    const res = await t.app.inject({ url: `/api/products?search=${encodeURIComponent(LONG)}` });
    expect(res.statusCode).toBe(200);
  });

  it('passes no more than the maximum of any string query parameter of any route on', () => {
    let checked = 0;
    for (const [route, schema] of t.app.routeQueries) {
      const shape = (schema as { shape?: Record<string, z.ZodType> }).shape;
      expect(shape, `${route}: its query schema is an object`).toBeDefined();
      for (const [name, field] of Object.entries(shape ?? {})) {
        const parsed = field.safeParse(LONG);
        if (parsed.success && typeof parsed.data === 'string') {
          expect(parsed.data.length, `${route} ?${name}`).toBeLessThanOrEqual(
            MAX_QUERY_TEXT_LENGTH,
          );
        }
        checked++;
      }
    }
    expect(t.app.routeQueries.size).toBeGreaterThan(15);
    expect(checked).toBeGreaterThan(40);
  });
});

describe('each client error has its own code', () => {
  it('answers a 403 raised by a plugin with FORBIDDEN, not BAD_REQUEST', async () => {
    const res = await t.app.inject({
      url: '/api/test/plugin-403',
      headers: { 'accept-language': 'en' },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({
      success: false,
      code: 'FORBIDDEN',
      message: 'You do not have permission to perform this action.',
    });
  });

  it('answers too many files in one upload with 413 PAYLOAD_TOO_LARGE', async () => {
    const files = Array.from({ length: 11 }, (_, i) => ({
      filename: `f${i}.png`,
      contentType: 'image/png',
      data: Buffer.from('x'),
    }));
    const body = multipart(files);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/test/upload',
      headers: { 'accept-language': 'ar', ...body.headers },
      payload: body.payload,
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({
      success: false,
      code: 'PAYLOAD_TOO_LARGE',
      message: 'حجم الطلب أكبر من المسموح.',
    });
  });
});
