import { createHash } from 'node:crypto';
import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { PAINT_GATE_SCRIPT } from '../shared/paint-gate';
import { AppError } from './lib/app-error';
import { createBrowser } from './test/client';
import { createTestApp, type TestApp } from './test/harness';

let t: TestApp;
let webRoot: string;

beforeAll(async () => {
  webRoot = await mkdtemp(path.join(os.tmpdir(), 'shop-web-'));
  await mkdir(path.join(webRoot, 'assets'));
  await writeFile(path.join(webRoot, 'index.html'), '<!doctype html><div id="root"></div>');
  await writeFile(path.join(webRoot, 'assets', 'main-abc123.js'), 'console.log(1)');
  t = await createTestApp({
    webRoot,
    extend(app) {
      app.post(
        '/api/test/echo',
        {
          // Body handling is under test here; CSRF has its own tests.
          config: { access: 'public', csrf: false },
          schema: {
            body: z.strictObject({ name: z.string().min(2), age: z.number().int().min(0) }),
          },
        },
        async (request) => ({ ok: true, name: (request.body as { name: string }).name }),
      );
      app.get('/api/test/boom', { config: { access: 'public' } }, async () => {
        throw new Error('relation "users" does not exist at /src/server/secret.ts:12');
      });
      app.get('/api/test/forbidden', { config: { access: 'public' } }, async () => {
        throw AppError.forbidden();
      });
    },
  });
});

afterAll(async () => {
  await t.app.close();
});

describe('health', () => {
  it('checks the database', async () => {
    const res = await t.app.inject('/api/health');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok', database: 'ok' });
  });
});

describe('error envelope', () => {
  it('answers unknown API paths with 404 in the caller language', async () => {
    const ar = await t.app.inject({
      url: '/api/nope',
      headers: { 'accept-language': 'ar-EG,ar;q=0.9' },
    });
    expect(ar.statusCode).toBe(404);
    expect(ar.headers['content-type']).toContain('application/json');
    expect(ar.json()).toMatchObject({ success: false, code: 'NOT_FOUND' });
    expect(ar.json().message).toMatch(/[\u0600-\u06FF]/);

    const en = await t.app.inject({
      url: '/api/nope',
      headers: { 'accept-language': 'en-US,en;q=0.9' },
    });
    expect(en.json().message).toBe('No API endpoint at GET /api/nope.');
  });

  it('rejects malformed JSON with 400', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/test/echo',
      headers: { 'content-type': 'application/json', 'accept-language': 'en' },
      payload: '{"name": "x",',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      success: false,
      code: 'BAD_REQUEST',
      message: 'The request body is not valid JSON.',
    });
  });

  it('lists field errors for wrong types, short values and unknown fields', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/test/echo',
      headers: { 'accept-language': 'en' },
      payload: { name: 'x', age: 'ten', role: 'admin' },
    });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.message).toBe('Invalid request. Please check your input.');
    expect(body.errors).toEqual(
      expect.arrayContaining([
        { field: 'name', messages: ['Must be at least 2 characters'] },
        { field: 'age', messages: ['Invalid value'] },
        { field: 'role', messages: ['Unknown field'] },
      ]),
    );
  });

  it('says which field is missing, in Arabic by default', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/test/echo',
      payload: { name: 'Ali' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([{ field: 'age', messages: ['هذا الحقل مطلوب'] }]);
  });

  it('answers bodies over 1 MB with 413', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/test/echo',
      headers: { 'content-type': 'application/json', 'accept-language': 'en' },
      payload: JSON.stringify({ name: 'x'.repeat(1_100_000), age: 1 }),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ success: false, message: 'The request is too large.' });
  });

  it('hides internals of unknown errors behind a generic 500', async () => {
    const res = await t.app.inject({ url: '/api/test/boom', headers: { 'accept-language': 'en' } });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({
      success: false,
      code: 'INTERNAL',
      message: 'Server error occurred. Please try again later.',
    });
    expect(res.body).not.toContain('relation');
    expect(res.body).not.toContain('secret.ts');
  });

  it('maps AppError to its status and translated message', async () => {
    const res = await t.app.inject({
      url: '/api/test/forbidden',
      headers: { 'accept-language': 'en' },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('You do not have permission to perform this action.');
  });

  it('accepts a valid body', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/test/echo',
      payload: { name: 'Ali', age: 3 },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true, name: 'Ali' });
  });
});

describe('static app and headers', () => {
  it('serves index.html for client routes and never for /api', async () => {
    const page = await t.app.inject('/products?page=2');
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.headers['cache-control']).toBe('no-cache');
    expect(page.body).toContain('<div id="root">');

    const api = await t.app.inject('/api/does-not-exist');
    expect(api.statusCode).toBe(404);
    expect(api.headers['content-type']).toContain('application/json');
  });

  it('serves the app at the root path too', async () => {
    const res = await t.app.inject('/');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it('caches hashed assets forever', async () => {
    const res = await t.app.inject('/assets/main-abc123.js');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('sends a CSP whose only inline script is the paint gate, and forbids framing', async () => {
    const res = await t.app.inject('/');
    const csp = String(res.headers['content-security-policy']);
    const paintGate = createHash('sha256').update(PAINT_GATE_SCRIPT).digest('base64');
    const scripts = csp.split(';').find((directive) => directive.startsWith('script-src '));
    expect(scripts).toBe(`script-src 'self' 'sha256-${paintGate}'`);
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-powered-by']).toBeUndefined();
  });

  it("gives a page's visitor the XSRF token, so a guest's first change is their first call", async () => {
    const guest = createBrowser(t.app);
    const token = (res: { cookies: { name: string; value: string }[] }) =>
      res.cookies.find((c) => c.name === 'XSRF-TOKEN')?.value;
    expect(token(await guest.get('/products/some-battery'))).toBeTruthy();
    // A visitor who has one keeps it; the app's files bring none.
    expect(token(await guest.get('/'))).toBeUndefined();
    expect(token(await createBrowser(t.app).get('/assets/main-abc123.js'))).toBeUndefined();
    // No /api call before it: a tap on Add to cart kept before the app ran, made at once.
    expect((await guest.post('/api/auth/logout')).statusCode).toBe(200);
  });

  it('compresses large JSON answers', async () => {
    const res = await t.app.inject({ url: '/api/docs', headers: { 'accept-encoding': 'gzip' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('gzip');
  });
});

describe('rate limit', () => {
  it('counts API calls only, never the app files', async () => {
    const limited = await createTestApp({ webRoot, rateLimits: { api: 3 } });
    try {
      for (let i = 0; i < 6; i++) {
        expect((await limited.app.inject('/assets/main-abc123.js')).statusCode).toBe(200);
        expect((await limited.app.inject('/products')).statusCode).toBe(200);
      }
      const codes = [];
      for (let i = 0; i < 4; i++)
        codes.push((await limited.app.inject('/api/categories')).statusCode);
      expect(codes).toEqual([200, 200, 200, 429]);
    } finally {
      await limited.app.close();
    }
  });
});

describe('client address behind a proxy', () => {
  const whoAmI = (app: TestApp['app']) =>
    app.get('/api/test/ip', { config: { access: 'public' } }, async (request) => ({
      ip: request.ip,
      protocol: request.protocol,
    }));
  const ask = (app: TestApp['app'], remoteAddress: string) =>
    app
      .inject({
        url: '/api/test/ip',
        remoteAddress,
        headers: { 'x-forwarded-for': '203.0.113.7', 'x-forwarded-proto': 'https' },
      })
      .then((res) => res.json());

  it('believes forwarded headers from a trusted proxy only', async () => {
    const behindProxy = await createTestApp({
      config: { TRUST_PROXY: 'loopback' },
      extend: whoAmI,
    });
    try {
      expect(await ask(behindProxy.app, '127.0.0.1')).toEqual({
        ip: '203.0.113.7',
        protocol: 'https',
      });
      // A client reaching the app directly cannot pick its own address.
      expect(await ask(behindProxy.app, '198.51.100.9')).toEqual({
        ip: '198.51.100.9',
        protocol: 'http',
      });
    } finally {
      await behindProxy.app.close();
    }
  });
});
