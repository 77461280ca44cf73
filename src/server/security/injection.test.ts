import { randomUUID } from 'node:crypto';
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedEssentials } from '../db/seed/essentials';
import { users } from '../features/auth/tables';
import { categories, products } from '../features/catalog/tables';
import { translate } from '../lib/i18n';
import { signedInAs } from '../test/accounts';
import { CHECKOUT_ADDRESS } from '../test/addresses';
import { createBrowser } from '../test/client';
import { createTestApp, type TestApp } from '../test/harness';
import type { DeclaredRoute } from '../types';
import {
  type DeclaredParam,
  declaredParams,
  expectSafeAnswer,
  INJECTIONS,
  label,
  type RouteParams,
} from './route-params';

/**
 * Hostile values in every path parameter and every query parameter the route table declares, as
 * each kind of caller who may reach the route. Walking the table (not a list) means a route added
 * tomorrow is probed too.
 */
let t: TestApp;
let params: Map<string, RouteParams>;
let callers: Record<DeclaredRoute['access'], ReturnType<typeof createBrowser>[]>;
let rowsBefore: { users: number; products: number };

// Routes hidden from the OpenAPI document read their query by hand: their names are listed here.
const HIDDEN_QUERIES: Record<string, DeclaredParam[]> = {
  'GET /api/payments/paymob/return': ['hmac', 'order', 'id', 'success'].map((name) => ({ name })),
  'GET /api/payments/sandbox/checkout': [{ name: 'clientSecret' }],
};

// Probes that no stored name, e-mail, subject or tag contains: a search for them finds nothing.
const MATCH_NOTHING = [
  "' OR 1=1 --",
  '%_%',
  "%' UNION SELECT password_hash FROM users --",
  "1' OR '1'='1",
];
const SEARCH_PARAMS = new Set(['search', 'q', 'tag']);

const tableCounts = async () => ({
  users: (await t.database.db.select({ n: count() }).from(users))[0].n,
  products: (await t.database.db.select({ n: count() }).from(products))[0].n,
});

beforeAll(async () => {
  t = await createTestApp();
  await seedEssentials(t.database.db);
  const db = t.database.db;
  const [category] = await db
    .insert(categories)
    .values({ slug: 'batteries', nameEn: 'Batteries', nameAr: 'بطاريات' })
    .returning();
  const [battery] = await db
    .insert(products)
    .values([
      { categoryId: category.id, nameEn: 'Battery', nameAr: 'بطارية', pricePiastres: 150_000 },
      { categoryId: category.id, nameEn: 'Cable', nameAr: 'كابل', pricePiastres: 2_500 },
    ])
    .returning();
  const admin = await signedInAs(t, 'boss@example.com', 'admin');
  const customer = await signedInAs(t, 'buyer@example.com', 'customer');
  const guest = createBrowser(t.app);
  await guest.get('/api/cart'); // the XSRF cookie every browser gets on its first call
  // Something to find: an order and a support thread of the customer.
  await customer.post('/api/cart/items', { productId: battery.id });
  const order = await customer.request({
    method: 'POST',
    url: '/api/orders',
    payload: { ...CHECKOUT_ADDRESS, paymentMethod: 'cod' },
    headers: { 'idempotency-key': randomUUID() },
  });
  expect(order.statusCode).toBe(201);
  const thread = await customer.post('/api/support/threads', {
    subject: 'Inverter',
    message: 'Hi',
  });
  expect(thread.statusCode).toBe(201);
  callers = { public: [guest, customer, admin], customer: [customer, admin], admin: [admin] };
  params = declaredParams(t.app);
  rowsBefore = await tableCounts();
});

afterAll(async () => {
  await t.app.close();
});

// An SSE stream stays open; its only parameter (Last-Event-ID) is used only when it is a UUID.
const probed = () => t.app.routeTable.filter((route) => !route.url.endsWith('/stream'));

/** The route's URL with well-formed values in its path parameters, and `bad` in `name`. */
const urlOf = (route: DeclaredRoute, declared: DeclaredParam[], name?: string, bad?: string) =>
  route.url.replace(/:(\w+)/g, (_, param: string) => {
    if (param === name) return encodeURIComponent(bad!);
    const format = declared.find((p) => p.name === param)?.format;
    return format === 'uuid' ? randomUUID() : 'sample';
  });

// Fastify's router default: longer path parameters never reach a route.
const MAX_PARAM_LENGTH = 100;

const payloadFor = (method: string) => (method === 'GET' || method === 'DELETE' ? undefined : {});

describe('the parameters walked', () => {
  it('are known for every route with a path parameter or a query', () => {
    const withPath = probed().filter((route) => route.url.includes(':'));
    const unknown = withPath.filter((route) => !params.has(`${route.method} ${route.url}`));
    expect(unknown).toEqual([]);
    // A sample of each kind, so a document without parameters cannot pass the walks below.
    expect(params.get('GET /api/products/:id')?.path).toEqual([{ name: 'id', format: 'uuid' }]);
    expect(params.get('GET /api/products')?.query.map((p) => p.name)).toContain('search');
  });
});

describe('path parameters', () => {
  const bad = ['not-a-uuid', '1', ...INJECTIONS];

  it('answer 400 in the envelope, naming the parameter, to anything but a UUID', async () => {
    for (const route of probed()) {
      const declared = params.get(`${route.method} ${route.url}`)?.path ?? [];
      for (const param of declared.filter((p) => p.format === 'uuid')) {
        for (const value of bad) {
          for (const [i, caller] of callers[route.access].entries()) {
            const lang = i % 2 === 0 ? 'en' : 'ar';
            const res = await caller.request({
              method: route.method as 'GET',
              url: urlOf(route, declared, param.name, value),
              payload: payloadFor(route.method),
              headers: { 'accept-language': lang },
            });
            const what = `${route.method} ${route.url} ${param.name}=${label(value)}`;
            expectSafeAnswer(res, what, [400]);
            // The router itself refuses a parameter over its length limit, before any schema.
            expect.soft(res.json(), what).toMatchObject(
              value.length > MAX_PARAM_LENGTH
                ? { code: 'BAD_REQUEST', message: translate(lang, 'errors.badRequest') }
                : {
                    code: 'VALIDATION',
                    message: translate(lang, 'errors.validation'),
                    errors: expect.arrayContaining([
                      expect.objectContaining({ field: param.name }),
                    ]),
                  },
            );
          }
        }
      }
    }
  }, 120_000); // every route × every probe: ~20 s alone, past 30 s on a loaded machine

  it('answer 200 or 404 (never 5xx) when the parameter is a slug', async () => {
    let slugRoutes = 0;
    for (const route of probed()) {
      const declared = params.get(`${route.method} ${route.url}`)?.path ?? [];
      for (const param of declared.filter((p) => p.format !== 'uuid')) {
        slugRoutes++;
        for (const value of bad) {
          for (const caller of callers[route.access]) {
            const res = await caller.request({
              method: route.method as 'GET',
              url: urlOf(route, declared, param.name, value),
              payload: payloadFor(route.method),
            });
            // A write answers 400 to the empty body whatever the slug; so does any route to a
            // slug no slug can be (a NUL character, longer than the router takes).
            const malformed = value.includes('\u0000') || value.length > MAX_PARAM_LENGTH;
            const allowed = route.method === 'GET' && !malformed ? [200, 404] : [400, 404];
            expectSafeAnswer(res, `${route.method} ${route.url} ${label(value)}`, allowed);
          }
        }
      }
    }
    expect(slugRoutes).toBeGreaterThanOrEqual(4); // pages, categories, news
  });

  it('answer 400 in the envelope to a URL the router cannot decode', async () => {
    const [guest] = callers.public;
    for (const url of ['/api/products/%E0%A4%A', '/api/categories/%zz']) {
      const res = await guest.request({ method: 'GET', url, headers: { 'accept-language': 'ar' } });
      expect(res.statusCode, url).toBe(400);
      expect(res.json()).toEqual({
        success: false,
        code: 'BAD_REQUEST',
        message: translate('ar', 'errors.badRequest'),
      });
    }
  });
});

describe('request bodies', () => {
  it('store injection text literally and read it back unchanged', async () => {
    const [, customer] = callers.public;
    const subject = "'); DROP TABLE users; --";
    const message = "بطارية' OR 'أ'='أ %_% \\";
    const res = await customer.post('/api/support/threads', { subject, message });
    expect(res.statusCode).toBe(201);
    const back = await customer.get(`/api/support/threads/${res.json().id}`);
    expect(back.json()).toMatchObject({ subject, messages: [{ body: message }] });
  });

  it('refuse a NUL character with a 400 naming the field, and store nothing', async () => {
    const [guest] = callers.public;
    const contact = {
      name: 'Sara',
      email: 'sara@example.com',
      subject: 'Hi',
      message: 'a\u0000b',
    };
    const res = await guest.request({
      method: 'POST',
      url: '/api/contact',
      payload: contact,
      headers: { 'accept-language': 'ar' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      success: false,
      code: 'VALIDATION',
      message: translate('ar', 'errors.validation'),
      errors: [{ field: 'message', messages: [translate('ar', 'validation.invalid')] }],
    });
    const [, , admin] = callers.public;
    const threads = await admin.get('/api/admin/support/threads?source=contact');
    expect(threads.json().total).toBe(0);
  });

  it('look for NUL characters in a deeply nested body without failing', async () => {
    const [guest] = callers.public;
    const depth = 20_000; // written by hand: JSON.stringify itself overflows at this depth
    const res = await guest.request({
      method: 'POST',
      url: '/api/contact',
      headers: { 'content-type': 'application/json' },
      payload: `{"name":"Sara","deep":${'['.repeat(depth)}"a\\u0000b"${']'.repeat(depth)}}`,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION' });
  });

  it('never sign anyone in with an injected e-mail or password', async () => {
    const [guest] = callers.public;
    const asEmail = await guest.post('/api/auth/login', { email: "' OR 1=1 --", password: 'x' });
    expect(asEmail.statusCode).toBe(400);
    const asPassword = await guest.post('/api/auth/login', {
      email: 'buyer@example.com',
      password: "' OR '1'='1",
    });
    expect(asPassword.statusCode).toBe(401);
    expect(asPassword.json()).toMatchObject({ success: false, code: 'UNAUTHORIZED' });
  });
});

describe('query parameters', () => {
  const found = (body: Record<string, unknown>) =>
    Array.isArray(body.items)
      ? body.items.length
      : Object.values(body).reduce<number>((n, v) => n + (Array.isArray(v) ? v.length : 0), 0);

  it('answer 200 or 400/404 in the envelope to injection probes, never 5xx', async () => {
    let probes = 0;
    for (const route of probed().filter((r) => r.method === 'GET')) {
      const key = `${route.method} ${route.url}`;
      const declared = params.get(key);
      const query = declared?.query ?? HIDDEN_QUERIES[key] ?? [];
      for (const param of query) {
        for (const value of INJECTIONS) {
          for (const caller of callers[route.access]) {
            const search = new URLSearchParams({ [param.name]: value });
            const started = Date.now();
            const what = `${key}?${param.name}=${label(value)}`;
            // A streamed answer (CSV) that fails half-way rejects instead of answering.
            const res = await caller
              .request({ method: 'GET', url: `${urlOf(route, declared?.path ?? [])}?${search}` })
              .catch((error: Error) => {
                expect.soft(error.message, `${what} broke the answer`).toBe('');
                return null;
              });
            probes++;
            if (!res) continue;
            expectSafeAnswer(res, what);
            // pg_sleep(5) run by the database would hold the answer for five seconds.
            expect.soft(Date.now() - started, what).toBeLessThan(4000);
            const isJson = String(res.headers['content-type']).includes('json');
            if (res.statusCode === 200 && isJson && SEARCH_PARAMS.has(param.name)) {
              if (MATCH_NOTHING.includes(value)) expect.soft(found(res.json()), what).toBe(0);
            }
          }
        }
      }
    }
    expect(probes).toBeGreaterThan(500);
  }, 120_000); // every route × every probe: ~20 s alone, past 30 s on a loaded machine

  it('leave the users and products tables as they were', async () => {
    expect(await tableCounts()).toEqual(rowsBefore);
    expect(rowsBefore.users).toBe(2);
    expect(rowsBefore.products).toBe(2);
  });
});
