import { access } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInAs } from '../../test/accounts';
import type { createBrowser } from '../../test/client';
import { createTestApp, type TestApp } from '../../test/harness';
import { multipart } from '../../test/multipart';
import { users } from '../auth/tables';
import { orderItems, orders } from '../orders/tables';
import { categories } from './tables';

let t: TestApp;
let admin: ReturnType<typeof createBrowser>;
let customer: ReturnType<typeof createBrowser>;
let categoryId: string;

const product = (overrides: Record<string, unknown> = {}) => ({
  nameEn: 'Smart Charger 20A',
  nameAr: 'شاحن ذكي 20 أمبير',
  descriptionEn: 'Charges LiFePO4 packs.',
  descriptionAr: 'يشحن بطاريات الليثيوم.',
  price: 2499.5,
  categoryId,
  inStock: true,
  stockQuantity: 12,
  isActive: true,
  isFeatured: false,
  videoUrl: 'https://www.youtube.com/watch?v=abc',
  properties: [{ keyEn: 'Current', keyAr: 'التيار', valueEn: '20 A', valueAr: '20 أمبير' }],
  ...overrides,
});

const png = () =>
  sharp({ create: { width: 2400, height: 1200, channels: 3, background: '#166534' } })
    .png()
    .toBuffer();

beforeAll(async () => {
  t = await createTestApp();
  admin = await signedInAs(t, 'admin@example.com', 'admin');
  customer = await signedInAs(t, 'customer@example.com', 'customer');
  const [category] = await t.database.db
    .insert(categories)
    .values({ slug: 'chargers', nameEn: 'Chargers', nameAr: 'شواحن' })
    .returning();
  categoryId = category.id;
});

afterAll(async () => {
  await t.app.close();
});

describe('admin products', () => {
  it('is for admins only', async () => {
    expect((await t.app.inject('/api/admin/products')).statusCode).toBe(401);
    expect((await customer.get('/api/admin/products')).statusCode).toBe(403);
    expect((await customer.post('/api/admin/products', product())).statusCode).toBe(403);
  });

  it('validates with the SPEC messages and writes nothing', async () => {
    const res = await admin.post('/api/admin/products', product({ price: -1, categoryId: 'none' }));
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual(
      expect.arrayContaining([
        { field: 'price', messages: ['Price must be zero or positive.'] },
        { field: 'categoryId', messages: ['Please select a category.'] },
      ]),
    );
    expect((await admin.get('/api/admin/products')).json().total).toBe(0);
  });

  it('creates, updates, lists and filters', async () => {
    const created = await admin.post('/api/admin/products', product());
    expect(created.statusCode).toBe(201);
    const id = created.json().id;
    expect(created.json()).toMatchObject({
      price: 2499.5,
      category: { slug: 'chargers' },
      orderCount: 0,
    });
    const updated = await admin.request({
      method: 'PUT',
      url: `/api/admin/products/${id}`,
      payload: product({ price: 2000, isFeatured: true }),
    });
    expect(updated.json()).toMatchObject({ price: 2000, isFeatured: true });
    expect((await admin.get('/api/admin/products?featured=true')).json().total).toBe(1);
    expect(
      (await admin.get(`/api/admin/products?search=${encodeURIComponent('ذكي')}`)).json().total,
    ).toBe(1);
    expect((await admin.get('/api/admin/products?active=false')).json().total).toBe(0);
  });

  it('clones as an inactive copy with images and colors, hidden from the storefront', async () => {
    const { id } = (
      await admin.post('/api/admin/products', product({ nameEn: 'Scooter', nameAr: 'سكوتر' }))
    ).json();
    await admin.post(`/api/admin/products/${id}/colors`, {
      name: 'Red',
      nameAr: 'أحمر',
      colorCode: '#FF0000',
    });
    const upload = multipart([{ filename: 'a.png', contentType: 'image/png', data: await png() }]);
    await admin.request({ method: 'POST', url: `/api/admin/products/${id}/images`, ...upload });
    const clone = await admin.post(`/api/admin/products/${id}/clone`);
    expect(clone.statusCode).toBe(201);
    expect(clone.json()).toMatchObject({
      nameEn: 'Scooter (copy)',
      nameAr: 'سكوتر (نسخة)',
      isActive: false,
    });
    expect(clone.json().colors.map((c: { colorCode: string }) => c.colorCode)).toEqual(['#ff0000']);
    expect(clone.json().images).toHaveLength(1);
    expect((await t.app.inject(`/api/products/${clone.json().id}`)).statusCode).toBe(404);
  });

  it('deletes a product without orders, deactivates one with orders', async () => {
    const unused = (await admin.post('/api/admin/products', product({ nameEn: 'Unused' }))).json();
    const used = (await admin.post('/api/admin/products', product({ nameEn: 'Sold' }))).json();
    const [buyer] = await t.database.db
      .select()
      .from(users)
      .where(eq(users.email, 'customer@example.com'));
    const [order] = await t.database.db
      .insert(orders)
      .values({
        userId: buyer.id,
        subtotalPiastres: 100,
        shippingPiastres: 0,
        totalPiastres: 100,
        paymentMethod: 'cod',
        shippingInfo: {
          firstName: 'a',
          lastName: 'b',
          fullName: 'a b',
          email: 'e@x.com',
          phone: '01000000000',
          address: 'x',
          city: 'Cairo',
          state: 'Cairo',
          postalCode: null,
          country: 'Egypt',
        },
      })
      .returning();
    await t.database.db.insert(orderItems).values({
      orderId: order.id,
      productId: used.id,
      nameEn: 'Sold',
      nameAr: 'مباع',
      unitPricePiastres: 100,
      quantity: 1,
      totalPiastres: 100,
    });
    const gone = await admin.request({ method: 'DELETE', url: `/api/admin/products/${unused.id}` });
    expect(gone.json()).toMatchObject({ deactivated: false, message: 'Product deleted.' });
    expect((await admin.get(`/api/admin/products/${unused.id}`)).statusCode).toBe(404);
    const kept = await admin.request({ method: 'DELETE', url: `/api/admin/products/${used.id}` });
    expect(kept.json()).toMatchObject({ deactivated: true });
    expect((await admin.get(`/api/admin/products/${used.id}`)).json()).toMatchObject({
      isActive: false,
      orderCount: 1,
    });
  });
});

describe('product images', () => {
  let id: string;
  beforeAll(async () => {
    id = (await admin.post('/api/admin/products', product({ nameEn: 'Gallery' }))).json().id;
  });
  const upload = (files: Parameters<typeof multipart>[0]) =>
    admin.request({ method: 'POST', url: `/api/admin/products/${id}/images`, ...multipart(files) });

  it('stores a 1600 px WebP and a 400 px thumbnail without metadata', async () => {
    const withExif = await sharp(await png())
      .withMetadata({ exif: { IFD0: { Copyright: 'secret place' } } })
      .jpeg()
      .toBuffer();
    const res = await upload([
      { filename: 'one.png', contentType: 'image/png', data: await png() },
      { filename: 'two.jpg', contentType: 'image/jpeg', data: withExif },
    ]);
    expect(res.statusCode).toBe(200);
    const [first, second] = res.json().images;
    expect(first).toMatchObject({ width: 1600, height: 800, position: 0 });
    expect(second.position).toBe(1);
    const file = path.join(t.config.dataDir, second.url.replace('/uploads/', 'uploads/'));
    await access(file);
    const meta = await sharp(file).metadata();
    expect(meta.format).toBe('webp');
    expect(meta.exif).toBeUndefined();
    const thumb = await sharp(
      path.join(t.config.dataDir, second.thumbUrl.replace('/uploads/', 'uploads/')),
    ).metadata();
    expect(thumb.width).toBe(400);
  });

  it('accepts a photo over the 1 MB JSON body limit', async () => {
    const noisy = await sharp(
      Buffer.from(Array.from({ length: 900 * 900 * 3 }, () => Math.floor(Math.random() * 256))),
      {
        raw: { width: 900, height: 900, channels: 3 },
      },
    )
      .png()
      .toBuffer();
    expect(noisy.length).toBeGreaterThan(1_100_000);
    const res = await upload([{ filename: 'photo.png', contentType: 'image/png', data: noisy }]);
    expect(res.statusCode).toBe(200);
    await admin.request({
      method: 'DELETE',
      url: `/api/admin/products/${id}/images/${res.json().images.at(-1).id}`,
    });
  });

  it('refuses a PHP file named .png, an SVG with a script and a 6 MB file', async () => {
    const php = await upload([
      {
        filename: 'shell.png',
        contentType: 'image/png',
        data: Buffer.from('<?php system($_GET["c"]); ?>'),
      },
    ]);
    expect(php.statusCode).toBe(415);
    expect(php.json().message).toBe('Only JPEG, PNG and WebP images are accepted.');
    const svg = await upload([
      {
        filename: 'x.svg',
        contentType: 'image/svg+xml',
        data: Buffer.from(
          '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
        ),
      },
    ]);
    expect(svg.statusCode).toBe(415);
    const big = await upload([
      {
        filename: 'big.png',
        contentType: 'image/png',
        data: Buffer.concat([await png(), Buffer.alloc(6 * 1024 * 1024)]),
      },
    ]);
    expect(big.statusCode).toBe(413);
    expect(big.json().message).toBe('Each image must be 5 MB or smaller.');
    expect((await admin.get(`/api/admin/products/${id}`)).json().images).toHaveLength(2);
  });

  it('reorders and deletes images', async () => {
    const ids = (await admin.get(`/api/admin/products/${id}`))
      .json()
      .images.map((i: { id: string }) => i.id);
    const reordered = await admin.request({
      method: 'PUT',
      url: `/api/admin/products/${id}/images/order`,
      payload: { ids: [...ids].reverse() },
    });
    expect(reordered.json().images.map((i: { id: string }) => i.id)).toEqual([...ids].reverse());
    const stale = await admin.request({
      method: 'PUT',
      url: `/api/admin/products/${id}/images/order`,
      payload: { ids: [ids[0]] },
    });
    expect(stale.statusCode).toBe(409);
    const removed = await admin.request({
      method: 'DELETE',
      url: `/api/admin/products/${id}/images/${ids[0]}`,
    });
    expect(removed.json().images.map((i: { id: string }) => i.id)).toEqual([ids[1]]);
  });
});

describe('colors', () => {
  it('adds, orders, edits and deletes colors; validates every field', async () => {
    const { id } = (await admin.post('/api/admin/products', product({ nameEn: 'Colors' }))).json();
    const add = (name: string, code: string) =>
      admin.post(`/api/admin/products/${id}/colors`, { name, nameAr: name, colorCode: code });
    const black = (await add('Black', '#000000')).json();
    const white = (await add('White', '#ffffff')).json();
    const blue = (await add('Blue', '#0000ff')).json();
    expect([black.position, white.position, blue.position]).toEqual([0, 1, 2]);
    const bad = await admin.post(`/api/admin/products/${id}/colors`, {
      name: '',
      nameAr: 'x',
      colorCode: 'blue',
    });
    expect(
      bad
        .json()
        .errors.map((e: { field: string }) => e.field)
        .sort(),
    ).toEqual(['colorCode', 'name']);

    const order = await admin.request({
      method: 'PUT',
      url: `/api/admin/products/${id}/colors/order`,
      payload: { ids: [blue.id, black.id, white.id] },
    });
    expect(order.json().colors.map((c: { name: string }) => c.name)).toEqual([
      'Blue',
      'Black',
      'White',
    ]);
    const edited = await admin.request({
      method: 'PUT',
      url: `/api/admin/products/${id}/colors/${white.id}`,
      payload: { name: 'Snow', nameAr: 'ثلجي', colorCode: '#FAFAFA', isActive: false },
    });
    expect(edited.json()).toMatchObject({
      name: 'Snow',
      colorCode: '#fafafa',
      isActive: false,
      position: 2,
    });
    await admin.request({ method: 'DELETE', url: `/api/admin/products/${id}/colors/${black.id}` });
    const storefront = (await t.app.inject(`/api/products/${id}`)).json();
    expect(storefront.colors.map((c: { name: string }) => c.name)).toEqual(['Blue']);
  });
});

describe('admin categories', () => {
  it('creates with a slug from the English name, keeps slugs unique, and protects used categories', async () => {
    const created = await admin.post('/api/admin/categories', {
      nameEn: 'Solar Kits & Panels',
      nameAr: 'أنظمة شمسية',
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      slug: 'solar-kits-panels',
      productCount: 0,
      isActive: true,
    });
    const twin = await admin.post('/api/admin/categories', {
      nameEn: 'Solar Kits Panels',
      nameAr: 'x',
      slug: 'solar-kits-panels',
    });
    expect(twin.statusCode).toBe(400);
    expect(twin.json().errors[0].field).toBe('slug');

    const used = await admin.request({
      method: 'DELETE',
      url: `/api/admin/categories/${categoryId}`,
    });
    expect(used.statusCode).toBe(409);
    expect(used.json().message).toBe(
      'This category has products and cannot be deleted. Deactivate it instead.',
    );
    const deactivated = await admin.request({
      method: 'PUT',
      url: `/api/admin/categories/${categoryId}`,
      payload: { nameEn: 'Chargers', nameAr: 'شواحن', isActive: false },
    });
    expect(deactivated.json()).toMatchObject({ slug: 'chargers', isActive: false });
    expect((await t.app.inject('/api/products')).json().total).toBe(0);

    const empty = await admin.request({
      method: 'DELETE',
      url: `/api/admin/categories/${created.json().id}`,
    });
    expect(empty.statusCode).toBe(200);
  });
});
