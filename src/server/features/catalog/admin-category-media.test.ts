import { access } from 'node:fs/promises';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInAs } from '../../test/accounts';
import type { createBrowser } from '../../test/client';
import { createTestApp, type TestApp } from '../../test/harness';
import { multipart } from '../../test/multipart';
import { auditLog } from '../audit/tables';

/** Issue 22: a category's picture (home page tile) and optional banner (category page). */
let t: TestApp;
let admin: ReturnType<typeof createBrowser>;
let customer: ReturnType<typeof createBrowser>;
let id: string;

const picture = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#166534' } })
    .png()
    .toBuffer();

const upload = async (slot: string, data: Buffer, browser = admin, contentType = 'image/png') =>
  browser.request({
    method: 'POST',
    url: `/api/admin/categories/${id}/${slot}`,
    ...multipart([{ field: 'file', filename: 'picture.png', contentType, data }]),
  });

const fileOf = (url: string) => path.join(t.config.dataDir, url.replace('/uploads/', 'uploads/'));
const exists = (url: string) =>
  access(fileOf(url)).then(
    () => true,
    () => false,
  );

beforeAll(async () => {
  t = await createTestApp();
  admin = await signedInAs(t, 'admin@example.com', 'admin');
  customer = await signedInAs(t, 'customer@example.com', 'customer');
  id = (
    await admin.post('/api/admin/categories', { nameEn: 'Solar kits', nameAr: 'أنظمة شمسية' })
  ).json().id;
});

afterAll(async () => {
  await t.app.close();
});

describe('category picture and banner', () => {
  it('starts without either, and is for admins only', async () => {
    const category = (await t.app.inject('/api/categories/solar-kits')).json();
    expect(category).toMatchObject({ imageUrl: null, imageThumbUrl: null, bannerUrl: null });
    expect((await upload('image', await picture(100, 100), customer)).statusCode).toBe(403);
  });

  it('stores a clean WebP tile, shows it publicly, and deletes the old file on replace', async () => {
    const first = await upload('image', await picture(2400, 1200));
    expect(first.statusCode).toBe(200);
    const firstUrl: string = first.json().imageUrl;
    expect(firstUrl).toMatch(/^\/uploads\/categories\/.+\.webp$/);
    // Cropped to the 4:3 every page shows it in, with a 400 px copy for a phone's srcset.
    const meta = await sharp(fileOf(firstUrl)).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 800, height: 600 });
    const firstThumb: string = first.json().imageThumbUrl;
    expect(firstThumb).toBe(firstUrl.replace(/\.webp$/, '-400.webp'));
    const thumbMeta = await sharp(fileOf(firstThumb)).metadata();
    expect(thumbMeta).toMatchObject({ format: 'webp', width: 400, height: 300 });
    expect(first.json()).not.toHaveProperty('imageStorageKeys');
    const publicList = (await t.app.inject('/api/categories')).json().items;
    expect(publicList.find((c: { id: string }) => c.id === id)).toMatchObject({
      imageUrl: firstUrl,
      imageThumbUrl: firstThumb,
    });

    // A smaller upload still makes both sizes, so the srcset's widths stay true.
    const second = await upload('image', await picture(600, 600));
    const secondUrl: string = second.json().imageUrl;
    expect(secondUrl).not.toBe(firstUrl);
    expect(await exists(secondUrl)).toBe(true);
    expect((await sharp(fileOf(secondUrl)).metadata()).width).toBe(800);
    expect((await sharp(fileOf(second.json().imageThumbUrl)).metadata()).width).toBe(400);
    expect(await exists(firstUrl)).toBe(false);
    expect(await exists(firstThumb)).toBe(false);
    const entries = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, id), eq(auditLog.action, 'category.updated')));
    expect(entries.at(-1)).toMatchObject({
      before: { imageUrl: firstUrl },
      after: { imageUrl: secondUrl },
    });
  });

  it('keeps a wide banner up to 1920 px, independent of the tile, and removes it', async () => {
    const res = await upload('banner', await picture(3000, 750));
    expect(res.statusCode).toBe(200);
    const bannerUrl: string = res.json().bannerUrl;
    expect((await sharp(fileOf(bannerUrl)).metadata()).width).toBe(1920);
    expect((await t.app.inject('/api/categories/solar-kits')).json().bannerUrl).toBe(bannerUrl);

    const removed = await admin.request({
      method: 'DELETE',
      url: `/api/admin/categories/${id}/banner`,
    });
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toMatchObject({ bannerUrl: null });
    expect(removed.json().imageUrl).not.toBeNull();
    expect(removed.json().imageThumbUrl).not.toBeNull();
    expect(await exists(bannerUrl)).toBe(false);
  });

  it('refuses files that are not images, in the caller’s language, and keeps the picture', async () => {
    const before = (await admin.get('/api/admin/categories')).json().items[0].imageUrl;
    const fake = await upload('image', Buffer.from('<?php echo 1; ?>'));
    expect(fake.statusCode).toBe(415);
    expect(fake.json().message).toBe('Only JPEG, PNG and WebP images are accepted.');
    const arabic = await signedInAs(t, 'admin-ar@example.com', 'admin', 'ar');
    const big = await upload(
      'banner',
      Buffer.concat([await picture(10, 10), Buffer.alloc(6 * 1024 * 1024)]),
      arabic,
    );
    expect(big.statusCode).toBe(413);
    expect(big.json().message).toBe('يجب ألا يزيد حجم كل صورة عن 5 ميجابايت.');
    const unknownSlot = await upload('logo', await picture(10, 10));
    expect(unknownSlot.statusCode).toBe(400);
    expect((await admin.get('/api/admin/categories')).json().items[0].imageUrl).toBe(before);
  });

  it('deletes the files with the category', async () => {
    const url: string = (await upload('banner', await picture(800, 200))).json().bannerUrl;
    const { imageUrl: tile, imageThumbUrl: tileThumb } = (
      await admin.get('/api/admin/categories')
    ).json().items[0];
    const res = await admin.request({ method: 'DELETE', url: `/api/admin/categories/${id}` });
    expect(res.statusCode).toBe(200);
    expect(await exists(url)).toBe(false);
    expect(await exists(tile)).toBe(false);
    expect(await exists(tileThumb)).toBe(false);
  });
});
