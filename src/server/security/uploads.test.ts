import { access, mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { crc32 } from 'node:zlib';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IMAGE_MAX_BYTES } from '../../shared/schemas/catalog-admin';
import { blogPosts } from '../features/blog/tables';
import { categories, productImages } from '../features/catalog/tables';
import { signedInAs } from '../test/accounts';
import type { createBrowser } from '../test/client';
import { createTestApp, type TestApp } from '../test/harness';
import { multipart } from '../test/multipart';

/**
 * Every upload endpoint against hostile files: the type comes from the bytes, the size is
 * capped, images are re-encoded (metadata and smuggled bytes gone), names are ours, SVG is
 * refused, and a refused upload leaves neither a file nor a row behind.
 */

let t: TestApp;
let dataDir: string;
let admin: ReturnType<typeof createBrowser>;
let productId: string;
let postId: string;

const uploadsDir = () => path.join(dataDir, 'uploads');

beforeAll(async () => {
  // A data directory of our own, so the listing below sees this file's uploads only.
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'shop-uploads-'));
  t = await createTestApp({ config: { DATA_DIR: dataDir } });
  admin = await signedInAs(t, 'admin@example.com', 'admin');
  const [category] = await t.database.db
    .insert(categories)
    .values({ slug: 'panels', nameEn: 'Panels', nameAr: 'ألواح' })
    .returning();
  const product = await admin.post('/api/admin/products', {
    nameEn: 'Panel',
    nameAr: 'لوح',
    descriptionEn: 'A panel.',
    descriptionAr: 'لوح شمسي.',
    price: 100,
    categoryId: category.id,
    inStock: true,
    stockQuantity: 1,
    isActive: true,
    isFeatured: false,
  });
  expect(product.statusCode).toBe(201);
  productId = product.json().id;
  const post = await admin.post('/api/admin/blogs', {
    title: 'Upload target',
    content: 'Text.',
    author: 'Admin',
    tags: '',
    language: 'en',
    status: 'draft',
  });
  expect(post.statusCode).toBe(201);
  postId = post.json().id;
});

afterAll(async () => {
  await t?.app.close();
  await rm(dataDir, { recursive: true, force: true });
});

/** Every file under a directory, as paths relative to it ('' when it does not exist yet). */
async function listFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)))
    .sort();
}

type File = Parameters<typeof multipart>[0][number];

interface Endpoint {
  name: string;
  url: () => string;
  field: string;
  /** The public URLs the database holds for this target. */
  storedUrls: () => Promise<string[]>;
  /** Where its files must land, relative to the uploads directory. */
  folder: () => string;
}

const endpoints: Endpoint[] = [
  {
    name: 'product images',
    url: () => `/api/admin/products/${productId}/images`,
    field: 'files',
    storedUrls: async () =>
      (
        await t.database.db
          .select({ url: productImages.url, thumbUrl: productImages.thumbUrl })
          .from(productImages)
          .where(eq(productImages.productId, productId))
      ).flatMap((row) => [row.url, row.thumbUrl]),
    folder: () => `products/${productId}`,
  },
  {
    name: 'news cover',
    url: () => `/api/admin/blogs/${postId}/cover`,
    field: 'file',
    storedUrls: async () =>
      (
        await t.database.db
          .select({ url: blogPosts.coverImageUrl, thumbUrl: blogPosts.coverThumbUrl })
          .from(blogPosts)
          .where(eq(blogPosts.id, postId))
      ).flatMap((row) => [row.url, row.thumbUrl].filter((url): url is string => Boolean(url))),
    folder: () => `blog/${postId}`,
  },
];

const png = (width = 600, height = 400) =>
  sharp({ create: { width, height, channels: 3, background: '#166534' } })
    .png()
    .toBuffer();

/** A PNG that claims 100 000 × 100 000 pixels in its header: a decompression bomb. */
async function pixelBomb(): Promise<Buffer> {
  const bytes = Buffer.from(await png(1, 1));
  // IHDR starts at byte 8: length (4), "IHDR" (4), width (4), height (4), … CRC after 13 bytes.
  bytes.writeUInt32BE(100_000, 16);
  bytes.writeUInt32BE(100_000, 20);
  bytes.writeUInt32BE(crc32(bytes.subarray(12, 29)), 29);
  return bytes;
}

const SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><script>alert(2)</script></svg>';

describe('the upload endpoints', () => {
  it('are exactly the ones tested here', () => {
    // A new endpoint that takes files must be added to `endpoints` above.
    const uploads = t.app.routeTable
      .filter(
        (route) => route.method === 'POST' && /\/(images|cover|upload|files?)$/.test(route.url),
      )
      .map((route) => route.url)
      .sort();
    expect(uploads).toEqual(['/api/admin/blogs/:id/cover', '/api/admin/products/:id/images']);
  });
});

describe.each(endpoints)('$name', (endpoint) => {
  const send = (files: Omit<File, 'field'>[]) =>
    admin.request({
      method: 'POST',
      url: endpoint.url(),
      ...multipart(files.map((file) => ({ ...file, field: endpoint.field }))),
    });

  /** Sends a file that must be refused, then checks that nothing was stored anywhere. */
  async function expectRefused(file: Omit<File, 'field'>, status: number) {
    const filesBefore = await listFiles(uploadsDir());
    const urlsBefore = await endpoint.storedUrls();
    const res = await send([file]);
    expect(res.statusCode, file.filename).toBe(status);
    expect(res.headers['content-type']).toContain('application/json');
    expect(res.json()).toMatchObject({ success: false, message: expect.any(String) });
    expect(await listFiles(uploadsDir()), file.filename).toEqual(filesBefore);
    expect(await endpoint.storedUrls(), file.filename).toEqual(urlsBefore);
    return res;
  }

  /** Sends one file that must be accepted; answers the stored files it added, read back. */
  async function expectStored(file: Omit<File, 'field'>) {
    const urlsBefore = new Set(await endpoint.storedUrls());
    const res = await send([file]);
    expect(res.statusCode, `${file.filename}: ${res.body}`).toBe(200);
    const added = (await endpoint.storedUrls()).filter((url) => !urlsBefore.has(url));
    expect(added.length).toBeGreaterThan(0);
    return Promise.all(
      added.map(async (url) => {
        // Our own name: a generated id in the target's folder, always .webp.
        expect(url).toMatch(
          new RegExp(`^/uploads/${endpoint.folder()}/[0-9a-f-]{36}(-400|-800)?\\.webp$`),
        );
        const file = path.join(uploadsDir(), url.slice('/uploads/'.length));
        return { url, file, bytes: await readFile(file), meta: await sharp(file).metadata() };
      }),
    );
  }

  it('refuses text and HTML whatever the name and declared type', async () => {
    const html = Buffer.from('<!doctype html><html><script>alert(document.cookie)</script></html>');
    const res = await expectRefused(
      { filename: 'x.png', contentType: 'image/png', data: html },
      415,
    );
    expect(res.json().message).toBe('Only JPEG, PNG and WebP images are accepted.');
    await expectRefused(
      { filename: 'x.jpg', contentType: 'image/jpeg', data: Buffer.from('GIF89a not really') },
      415,
    );
  });

  it('refuses SVG, also when it is sent as a PNG', async () => {
    const svg = Buffer.from(SVG);
    const prolog = Buffer.from(`<?xml version="1.0" encoding="UTF-8"?>\n${SVG}`);
    await expectRefused({ filename: 'x.svg', contentType: 'image/svg+xml', data: svg }, 415);
    await expectRefused({ filename: 'x.svg', contentType: 'image/png', data: svg }, 415);
    await expectRefused({ filename: 'x.png', contentType: 'image/png', data: prolog }, 415);
  });

  it('refuses a file that only starts like an image, and a decompression bomb', async () => {
    const truncated = (await png()).subarray(0, 60);
    await expectRefused({ filename: 'cut.png', contentType: 'image/png', data: truncated }, 400);
    await expectRefused(
      { filename: 'bomb.png', contentType: 'image/png', data: await pixelBomb() },
      400,
    );
  });

  it('refuses a file over the size limit, storing nothing', async () => {
    const big = Buffer.concat([await png(), Buffer.alloc(IMAGE_MAX_BYTES)]);
    const res = await expectRefused(
      { filename: 'big.png', contentType: 'image/png', data: big },
      413,
    );
    expect(res.json().message).toBe('Each image must be 5 MB or smaller.');
  });

  it('takes a real PNG named .exe as an image, under a name of our own', async () => {
    const stored = await expectStored({
      filename: 'setup.exe',
      contentType: 'application/x-msdownload',
      data: await png(),
    });
    for (const { meta } of stored) expect(meta.format).toBe('webp');
  });

  it('drops EXIF metadata, GPS position included', async () => {
    const photo = await sharp(await png())
      .jpeg()
      .withExif({
        IFD0: { Make: 'PhoneMaker', Model: 'SecretPhone' },
        IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '30/1 2/1 4/1', GPSLongitudeRef: 'E' },
      })
      .toBuffer();
    // The test file itself must carry what we expect to be removed.
    expect((await sharp(photo).metadata()).exif).toBeDefined();
    expect(photo.includes('SecretPhone')).toBe(true);

    const stored = await expectStored({
      filename: 'gps.jpg',
      contentType: 'image/jpeg',
      data: photo,
    });
    for (const { meta, bytes } of stored) {
      expect(meta.format).toBe('webp');
      expect(meta.exif).toBeUndefined();
      expect(meta.xmp).toBeUndefined();
      expect(bytes.includes('SecretPhone')).toBe(false);
      expect(bytes.includes('PhoneMaker')).toBe(false);
    }
  });

  it('re-encodes a polyglot, so the script appended to the image is gone', async () => {
    const payload = '<html><script>alert(document.domain)</script></html>';
    for (const base of [
      await png(),
      await sharp(await png())
        .jpeg()
        .toBuffer(),
    ]) {
      const polyglot = Buffer.concat([base, Buffer.from(payload)]);
      const stored = await expectStored({
        filename: 'poly.html',
        contentType: 'text/html',
        data: polyglot,
      });
      for (const { bytes, meta } of stored) {
        expect(meta.format).toBe('webp');
        expect(bytes.includes('<script')).toBe(false);
        expect(bytes.includes(payload)).toBe(false);
      }
    }
  });

  it('never lets the file name choose where the file goes', async () => {
    const outside = path.resolve(uploadsDir(), '../../etc/passwd.png');
    for (const filename of [
      '../../etc/passwd.png',
      '..\\..\\x.png',
      'a/b/../../../c.png',
      '/etc/cron.d/x.png',
      'evil\0.png',
      '%2e%2e%2fx.png',
    ]) {
      const stored = await expectStored({ filename, contentType: 'image/png', data: await png() });
      for (const { file } of stored) {
        expect(path.relative(uploadsDir(), file), filename).not.toMatch(/^\.\.|^\//);
      }
    }
    await expect(access(outside)).rejects.toThrow();
    // Everything in the data directory's uploads is in a target's folder under a generated name.
    for (const file of await listFiles(uploadsDir())) {
      expect(file).toMatch(/^(products|blog)\/[0-9a-f-]{36}\/[0-9a-f-]{36}(-400|-800)?\.webp$/);
    }
  });
});

describe('several product images at once', () => {
  it('stores none of them when one is refused', async () => {
    const filesBefore = await listFiles(uploadsDir());
    const rowsBefore = await endpoints[0].storedUrls();
    const res = await admin.request({
      method: 'POST',
      url: `/api/admin/products/${productId}/images`,
      ...multipart([
        { filename: 'good.png', contentType: 'image/png', data: await png() },
        { filename: 'bad.png', contentType: 'image/png', data: Buffer.from(SVG) },
      ]),
    });
    expect(res.statusCode).toBe(415);
    expect(await listFiles(uploadsDir())).toEqual(filesBefore);
    expect(await endpoints[0].storedUrls()).toEqual(rowsBefore);
  });
});
