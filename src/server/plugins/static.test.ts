import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/harness';

// Built like `vite build` + scripts/vite-precompress.ts: hashed assets with .br and .gz beside them.
const SCRIPT = `console.log(${JSON.stringify('x'.repeat(4000))});`;
const IMMUTABLE = 'public, max-age=31536000, immutable';

let t: TestApp;
let webRoot: string;

beforeAll(async () => {
  webRoot = await mkdtemp(path.join(os.tmpdir(), 'shop-static-'));
  await mkdir(path.join(webRoot, 'assets'));
  await writeFile(
    path.join(webRoot, 'index.html'),
    `<!doctype html><html lang="ar"><head><title>x</title></head><body><div id="root"></div><script type="module" src="/assets/index-abc123.js"></script></body></html>`,
  );
  const asset = path.join(webRoot, 'assets', 'index-abc123.js');
  await writeFile(asset, SCRIPT);
  await writeFile(`${asset}.br`, brotliCompressSync(SCRIPT));
  await writeFile(`${asset}.gz`, gzipSync(SCRIPT));
  await writeFile(path.join(webRoot, 'assets', 'cairo-arabic-abc123.woff2'), Buffer.alloc(2000, 1));
  await writeFile(path.join(webRoot, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  await mkdir(path.join(webRoot, '.vite'));
  await writeFile(path.join(webRoot, '.vite', 'manifest.json'), '{"src/web/main.tsx":{}}');
  t = await createTestApp({ webRoot });
});

afterAll(async () => {
  await t.app.close();
  await rm(webRoot, { recursive: true, force: true });
});

const get = (url: string, acceptEncoding?: string) =>
  t.app.inject({
    url,
    headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding },
  });

describe("the build's own files", () => {
  it('keeps the manifest (read by the server) from visitors', async () => {
    const res = await get('/.vite/manifest.json');
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain('src/web/main.tsx');
  });
});

describe('hashed assets', () => {
  it('sends the brotli file when the browser accepts br, cached for a year', async () => {
    const res = await get('/assets/index-abc123.js', 'gzip, deflate, br, zstd');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['cache-control']).toBe(IMMUTABLE);
    expect(res.headers['content-type']).toContain('javascript');
    expect(String(res.headers.vary).toLowerCase()).toContain('accept-encoding');
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(SCRIPT);
  });

  it('sends the gzip file to a browser without brotli', async () => {
    const res = await get('/assets/index-abc123.js', 'gzip');
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.headers['cache-control']).toBe(IMMUTABLE);
    expect(gunzipSync(res.rawPayload).toString()).toBe(SCRIPT);
  });

  it('sends the plain file when no encoding is accepted', async () => {
    for (const encoding of [undefined, 'identity']) {
      const res = await get('/assets/index-abc123.js', encoding);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-encoding']).toBeUndefined();
      expect(res.headers['cache-control']).toBe(IMMUTABLE);
      expect(res.body).toBe(SCRIPT);
    }
  });

  it('caches fonts for a year too', async () => {
    const res = await get('/assets/cairo-arabic-abc123.woff2', 'br, gzip');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('font/woff2');
    expect(res.headers['cache-control']).toBe(IMMUTABLE);
  });
});

describe('the page shell', () => {
  it('is revalidated on every visit, at every page path', async () => {
    for (const url of ['/', '/index.html', '/products', '/products/123?lng=en', '/news/slug/a']) {
      const res = await get(url, 'br, gzip');
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type'], url).toContain('text/html');
      expect(res.headers['cache-control'], url).toBe('no-cache');
    }
  });

  it('keeps unhashed files out of the long cache', async () => {
    const res = await get('/favicon.svg');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
  });
});
