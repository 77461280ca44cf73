import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/harness';

/**
 * The security headers of every kind of answer the server gives: API success and errors (the
 * guard's 401 runs before most hooks), the page shell, hashed assets and uploaded files.
 */

let webRoot: string;
let dataDir: string;
let dev: TestApp;
let prod: TestApp;
let uploadUrl: string;

const ONE_EIGHTY_DAYS = 15_552_000;

beforeAll(async () => {
  webRoot = await mkdtemp(path.join(os.tmpdir(), 'shop-headers-web-'));
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'shop-headers-data-'));
  await mkdir(path.join(webRoot, 'assets'));
  await writeFile(
    path.join(webRoot, 'index.html'),
    '<!doctype html><html lang="ar"><head><title>x</title></head><body><div id="root"></div></body></html>',
  );
  await writeFile(path.join(webRoot, 'assets', 'index-abc123.js'), 'console.log(1);');
  dev = await createTestApp({ webRoot, config: { DATA_DIR: dataDir } });
  prod = await createTestApp({
    webRoot,
    config: { DATA_DIR: dataDir, NODE_ENV: 'production', APP_URL: 'https://shop.example' },
  });
  const webp = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#fff' } })
    .webp()
    .toBuffer();
  uploadUrl = await dev.app.ctx.storage.put('products/headers/abc.webp', webp);
});

afterAll(async () => {
  await dev?.app.close();
  await prod?.app.close();
  await rm(webRoot, { recursive: true, force: true });
  await rm(dataDir, { recursive: true, force: true });
});

/** Each kind of answer, with the status it must have (so a header check never passes on a 500). */
const answers = () => [
  { name: 'API answer', url: '/api/health', status: 200 },
  { name: 'API 404', url: '/api/does-not-exist', status: 404 },
  { name: 'API 401', url: '/api/admin/products', status: 401 },
  { name: 'page shell', url: '/products/some-product?lng=en', status: 200 },
  { name: 'hashed asset', url: '/assets/index-abc123.js', status: 200 },
  { name: 'upload', url: uploadUrl, status: 200 },
];

function directives(res: LightMyRequestResponse): Map<string, string[]> {
  const header = res.headers['content-security-policy'];
  expect(header, 'Content-Security-Policy').toBeTypeOf('string');
  return new Map(
    String(header)
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...values]) => [name.toLowerCase(), values]),
  );
}

function expectCommonHeaders(res: LightMyRequestResponse, name: string) {
  const csp = directives(res);
  // Scripts fall back to default-src when script-src is absent; either must forbid inline code.
  const scripts = csp.get('script-src') ?? csp.get('default-src');
  expect(scripts, `${name}: script policy`).toBeDefined();
  expect(scripts, name).not.toContain("'unsafe-inline'");
  expect(scripts, name).not.toContain("'unsafe-eval'");
  expect(scripts, name).not.toContain('*');
  expect(csp.get('frame-ancestors'), name).toEqual(["'none'"]);
  expect(csp.get('object-src') ?? csp.get('default-src'), name).toEqual(["'none'"]);
  expect(res.headers['x-frame-options'], name).toBe('DENY');
  expect(res.headers['x-content-type-options'], name).toBe('nosniff');
  expect(res.headers['referrer-policy'], name).toBe('strict-origin-when-cross-origin');
  expect(res.headers['x-powered-by'], name).toBeUndefined();
}

describe('security headers outside production', () => {
  it('are on every kind of answer, without HSTS', async () => {
    for (const { name, url, status } of answers()) {
      const res = await dev.app.inject(url);
      expect(res.statusCode, name).toBe(status);
      expectCommonHeaders(res, name);
      expect(res.headers['strict-transport-security'], name).toBeUndefined();
    }
  });

  it('are on refused state-changing calls too (CSRF 403, 401 on POST)', async () => {
    const csrf = await dev.app.inject({ method: 'POST', url: '/api/auth/logout' });
    expect([401, 403]).toContain(csrf.statusCode);
    expectCommonHeaders(csrf, 'refused POST');
    const upload = await dev.app.inject({ method: 'POST', url: '/api/admin/blogs/x/cover' });
    expect(upload.statusCode).toBe(401);
    expectCommonHeaders(upload, 'refused upload');
  });

  it('has no HSTS in development either', async () => {
    const app = await createTestApp({ webRoot, config: { NODE_ENV: 'development' } });
    try {
      const res = await app.app.inject('/api/health');
      expect(res.statusCode).toBe(200);
      expect(res.headers['strict-transport-security']).toBeUndefined();
      expectCommonHeaders(res, 'development');
    } finally {
      await app.app.close();
    }
  });
});

describe('security headers in production', () => {
  it('add HSTS of at least 180 days with subdomains to every kind of answer', async () => {
    for (const { name, url, status } of answers()) {
      const res = await prod.app.inject(url);
      expect(res.statusCode, name).toBe(status);
      expectCommonHeaders(res, name);
      const hsts = String(res.headers['strict-transport-security']);
      const maxAge = Number(/max-age=(\d+)/.exec(hsts)?.[1]);
      expect(maxAge, `${name}: ${hsts}`).toBeGreaterThanOrEqual(ONE_EIGHTY_DAYS);
      expect(hsts, name).toMatch(/includeSubDomains/i);
    }
  });
});

describe('uploaded files', () => {
  it('are sent with the stored type, nosniff, and a policy that runs nothing', async () => {
    const res = await dev.app.inject(uploadUrl);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/webp');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    const csp = directives(res);
    // Opened directly, an upload is a document of its own: no scripts, no forms, no plugins.
    expect(csp.get('default-src')).toEqual(["'none'"]);
    expect(csp.has('script-src')).toBe(false);
    expect(csp.has('sandbox')).toBe(true);
  });

  it('never answers an unknown extension as HTML or script', async () => {
    await dev.app.ctx.storage.put('products/headers/note.txt', Buffer.from('<script>1</script>'));
    const res = await dev.app.inject('/uploads/products/headers/note.txt');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/octet-stream');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('are kept a week by the browser, and answer HEAD too', async () => {
    const res = await dev.app.inject(uploadUrl);
    expect(res.headers['cache-control']).toBe('public, max-age=604800');
    const head = await dev.app.inject({ method: 'HEAD', url: uploadUrl });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-type']).toBe('image/webp');
  });

  it('are found by the names the storage gives only', async () => {
    await dev.app.ctx.storage.put('products/headers/shown.webp', Buffer.from('RIFF'));
    expect((await dev.app.inject('/uploads/products/headers/shown.webp')).statusCode).toBe(200);
    for (const url of [
      '/uploads/products/headers/missing.webp',
      // Another spelling of a stored file (a case-insensitive disk would serve it).
      '/uploads/products/HEADERS/shown.webp',
      '/uploads/products/headers/..%2fheaders%2fshown.webp',
      '/uploads/.hidden.webp',
      '/uploads/products/headers/',
    ]) {
      const res = await dev.app.inject(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.body).not.toContain('RIFF');
    }
  });
});
