import { and, count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  IMPORT_MAX_BYTES,
  type ImportPreview,
  PRODUCT_CSV_HEADER,
  type ProductCsvColumn,
} from '../../../../shared/schemas/catalog-import';
import { signedInAs } from '../../../test/accounts';
import type { createBrowser } from '../../../test/client';
import { parseCsv } from '../../../test/csv';
import { createTestApp, type TestApp } from '../../../test/harness';
import { multipart } from '../../../test/multipart';
import { auditLog } from '../../audit/tables';
import {
  categories,
  productImages,
  productOptions,
  productOptionValues,
  products,
  productVariants,
  stockMovements,
} from '../tables';

type Browser = ReturnType<typeof createBrowser>;
type Row = Partial<Record<ProductCsvColumn, string>>;

let t: TestApp;
let admin: Browser;
let adminAr: Browser;
let editor: Browser;

/** A CSV file as Excel's "CSV UTF-8" writes it: BOM, CRLF, quotes where needed. */
function csv(rows: Row[], header: readonly string[] = PRODUCT_CSV_HEADER): Buffer {
  const cell = (v: string) => (/[",\r\n]/.test(v) ? `"${v.replace(/"/g, '""')}"` : v);
  const lines = [
    header.join(','),
    ...rows.map((r) => header.map((c) => cell(r[c as ProductCsvColumn] ?? '')).join(',')),
  ];
  return Buffer.from(`\uFEFF${lines.join('\r\n')}\r\n`, 'utf8');
}

const upload = (browser: Browser, url: string, data: Buffer, filename = 'products.csv') =>
  browser.request({
    method: 'POST',
    url,
    ...multipart([{ field: 'file', filename, contentType: 'text/csv', data }]),
  });
const preview = (data: Buffer, browser = admin) =>
  upload(browser, '/api/admin/products/import/preview', data);
const apply = (data: Buffer, browser = admin) =>
  upload(browser, '/api/admin/products/import', data);

const battery = (overrides: Row = {}): Row[] =>
  [
    ['12 V', '١٢ فولت', '100 Ah', '١٠٠ أمبير', 'LB-12-100', '4500.00', '7'],
    ['12 V', '١٢ فولت', '200 Ah', '٢٠٠ أمبير', 'LB-12-200', '8200.50', '3'],
    ['24 V', '٢٤ فولت', '200 Ah', '٢٠٠ أمبير', 'LB-24-200', '15990', ''],
  ].map(([v1, v1ar, v2, v2ar, sku, price, stock]) => ({
    product_key: 'lithium-battery',
    sku,
    name_en: 'Lithium battery',
    name_ar: 'بطارية ليثيوم',
    description_en: 'LiFePO4, 4000 cycles.',
    description_ar: 'ليثيوم حديد فوسفات، ٤٠٠٠ دورة.',
    category_slug: 'batteries',
    option1_name_en: 'Voltage',
    option1_name_ar: 'الجهد',
    option1_value_en: v1,
    option1_value_ar: v1ar,
    option2_name_en: 'Capacity',
    option2_name_ar: 'السعة',
    option2_value_en: v2,
    option2_value_ar: v2ar,
    price,
    stock,
    weight_grams: '12000',
    active: 'yes',
    featured: 'no',
    ...overrides,
  }));

const charger = (overrides: Row = {}): Row => ({
  sku: 'CH-20A',
  name_en: 'Smart charger 20 A',
  name_ar: 'شاحن ذكي ٢٠ أمبير',
  category_slug: 'chargers',
  price: '1,250.50',
  compare_at_price: '1500',
  stock: '12',
  active: 'yes',
  ...overrides,
});

const tableCount = async (
  table: typeof products | typeof productVariants | typeof stockMovements,
) => (await t.database.db.select({ n: count() }).from(table))[0].n;

async function wipeCatalog() {
  await t.database.db.delete(products);
  await t.database.db.delete(auditLog);
}

const errorsOf = (body: ImportPreview, row: number) =>
  body.items.find((i) => i.row === row)?.errors.map((e) => `${e.column}: ${e.message}`) ?? [];

beforeAll(async () => {
  t = await createTestApp();
  admin = await signedInAs(t, 'admin@example.com', 'admin');
  adminAr = await signedInAs(t, 'manager@example.com', 'manager', 'ar');
  editor = await signedInAs(t, 'editor@example.com', 'content_editor');
  await t.database.db.insert(categories).values([
    { slug: 'batteries', nameEn: 'Batteries', nameAr: 'بطاريات' },
    { slug: 'chargers', nameEn: 'Chargers', nameAr: 'شواحن' },
  ]);
}, 60_000);

afterAll(async () => {
  await t.app.close();
});

beforeEach(wipeCatalog);

describe('product CSV import: preview and apply', () => {
  it('is for staff with the catalog permission', async () => {
    const file = csv([charger()]);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/admin/products/export.csv' })).statusCode,
    ).toBe(401);
    expect((await preview(file, editor)).statusCode).toBe(403);
    expect((await apply(file, editor)).statusCode).toBe(403);
    expect((await editor.get('/api/admin/products/export.csv')).statusCode).toBe(403);
    expect((await preview(file, adminAr)).statusCode).toBe(200);
  });

  it('previews without writing, then applies variants, options, stock history and an audit entry', async () => {
    const file = csv([...battery(), charger()]);
    const res = await preview(file);
    expect(res.statusCode).toBe(200);
    const body = res.json() as ImportPreview;
    expect(body).toMatchObject({
      encoding: 'utf-8',
      totalRows: 4,
      errorRows: 0,
      rows: { created: 4, updated: 0, skipped: 0 },
      products: { created: 2, updated: 0 },
    });
    expect(body.items[0]).toMatchObject({
      row: 2,
      sku: 'LB-12-100',
      variant: '12 V / 100 Ah',
      action: 'create',
    });
    expect(body.items[3]).toMatchObject({
      sku: 'CH-20A',
      price: 1250.5,
      stock: 12,
      action: 'create',
    });
    expect(await tableCount(products)).toBe(0);

    const applied = await apply(file);
    expect(applied.statusCode).toBe(200);
    expect(applied.json()).toMatchObject({
      success: true,
      message: 'Import done: 4 created, 0 updated, 0 unchanged.',
      rows: { created: 4, updated: 0, skipped: 0 },
      products: { created: 2, updated: 0 },
    });

    const [lithium] = await t.database.db
      .select()
      .from(products)
      .where(eq(products.nameEn, 'Lithium battery'));
    // The variant summary (trigger): lowest active price, untracked product stock, in stock.
    expect(lithium).toMatchObject({
      hasVariants: true,
      pricePiastres: 450000,
      stockQuantity: null,
      inStock: true,
      sku: null,
    });
    const options = await t.database.db
      .select()
      .from(productOptions)
      .where(eq(productOptions.productId, lithium.id));
    expect(options.map((o) => [o.position, o.nameEn, o.nameAr]).sort()).toEqual([
      [1, 'Voltage', 'الجهد'],
      [2, 'Capacity', 'السعة'],
    ]);
    const variants = await t.database.db
      .select()
      .from(productVariants)
      .where(eq(productVariants.productId, lithium.id))
      .orderBy(productVariants.position);
    expect(variants.map((v) => [v.sku, v.pricePiastres, v.stockQuantity])).toEqual([
      ['LB-12-100', 450000, 7],
      ['LB-12-200', 820050, 3],
      ['LB-24-200', 1599000, null],
    ]);
    const [charge] = await t.database.db.select().from(products).where(eq(products.sku, 'CH-20A'));
    expect(charge).toMatchObject({
      pricePiastres: 125050,
      compareAtPricePiastres: 150000,
      stockQuantity: 12,
      hasVariants: false,
    });

    // Stock went through setStock: one 'import' movement per tracked figure, by the admin.
    const moves = await t.database.db.select().from(stockMovements);
    expect(moves.map((m) => [m.reason, m.delta, m.stockAfter]).sort()).toEqual([
      ['import', 12, 12],
      ['import', 3, 3],
      ['import', 7, 7],
    ]);
    expect(moves.every((m) => m.actorId)).toBe(true);
    const audit = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'import.products'));
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ entityType: 'import', actorEmail: 'admin@example.com' });

    // The same file again changes nothing; one changed price is one update.
    const again = await apply(file);
    expect(again.json().rows).toEqual({ created: 0, updated: 0, skipped: 4 });
    const changed = await apply(csv([...battery(), charger({ price: '1199', stock: '10' })]));
    expect(changed.json().rows).toEqual({ created: 0, updated: 1, skipped: 3 });
    const [after] = await t.database.db.select().from(products).where(eq(products.sku, 'CH-20A'));
    expect(after).toMatchObject({ pricePiastres: 119900, stockQuantity: 10 });
    const last = await t.database.db
      .select()
      .from(stockMovements)
      .where(eq(stockMovements.productId, after.id));
    expect(last.map((m) => m.delta).sort()).toEqual([-2, 12]);
  });

  it('adds a variant to an existing product and matches SKUs case-insensitively', async () => {
    await apply(csv(battery()));
    const rows = battery().map((r) => ({ ...r, sku: r.sku!.toLowerCase() }));
    rows.push({
      ...rows[2],
      sku: 'LB-48-200',
      option1_value_en: '48 V',
      option1_value_ar: '٤٨ فولت',
      price: '29000',
    });
    const res = await apply(csv(rows));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      rows: { created: 1, updated: 3 },
      products: { created: 0, updated: 1 },
    });
    expect(await tableCount(products)).toBe(1);
    expect(await tableCount(productVariants)).toBe(4);
    const values = await t.database.db.select().from(productOptionValues);
    expect(values.map((v) => v.valueEn).sort()).toEqual([
      '100 Ah',
      '12 V',
      '200 Ah',
      '24 V',
      '48 V',
    ]);
  });

  it('rolls back the whole file when one row is bad: nothing is written', async () => {
    const file = csv([...battery(), charger({ category_slug: 'no-such-category' })]);
    const res = await apply(file);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({
      success: false,
      code: 'UNPROCESSABLE',
      message: 'Rows with errors: 1. Nothing was imported; fix them and upload the file again.',
      errors: [{ field: 'row 5', messages: ['No category has the slug "no-such-category".'] }],
    });
    expect(await tableCount(products)).toBe(0);
    expect(await tableCount(productVariants)).toBe(0);
    expect(await tableCount(stockMovements)).toBe(0);
    expect(
      await t.database.db.select().from(auditLog).where(eq(auditLog.action, 'import.products')),
    ).toEqual([]);
  });

  it('checks the file again when applying: a category deleted since the preview refuses it', async () => {
    const file = csv([charger(), charger({ sku: 'CH-40A', name_en: 'Charger 40 A' })]);
    expect((await preview(file)).json().errorRows).toBe(0);
    await t.database.db.delete(categories).where(eq(categories.slug, 'chargers'));
    const res = await apply(file);
    expect(res.statusCode).toBe(422);
    expect(await tableCount(products)).toBe(0);
    await t.database.db
      .insert(categories)
      .values({ slug: 'chargers', nameEn: 'Chargers', nameAr: 'شواحن' });
  });

  it('undoes the rows already written when a later write fails: one transaction', async () => {
    // The database refuses the last variant after the products, options and other variants
    // of the file were written.
    await t.database.db.execute(sql`create function refuse_boom() returns trigger language plpgsql as $$
      begin if new.sku = 'BOOM' then raise exception 'refused'; end if; return new; end $$`);
    await t.database.db.execute(
      sql`create trigger refuse_boom before insert on product_variants for each row execute function refuse_boom()`,
    );
    try {
      const rows = battery();
      rows[2] = { ...rows[2], sku: 'BOOM' };
      const res = await apply(csv([charger(), ...rows]));
      expect(res.statusCode).toBe(500);
      expect(await tableCount(products)).toBe(0);
      expect(await tableCount(productVariants)).toBe(0);
      expect(await tableCount(stockMovements)).toBe(0);
      expect(await t.database.db.select().from(productOptions)).toEqual([]);
    } finally {
      await t.database.db.execute(sql`drop trigger refuse_boom on product_variants`);
      await t.database.db.execute(sql`drop function refuse_boom()`);
    }
  });
});

describe('product CSV import: bad input', () => {
  it('refuses duplicate SKUs in the file and SKUs of other products', async () => {
    await apply(csv([charger()]));
    const body = (
      await preview(
        csv([
          ...battery(),
          charger({ sku: 'lb-12-100', name_en: 'Other charger' }),
          { ...charger({ sku: 'ch-20a', name_en: 'Clone' }), product_key: 'clone' },
          ...battery({ product_key: 'second-battery' })
            .slice(0, 1)
            .map((r) => ({ ...r, sku: 'CH-20A' })),
        ]),
      )
    ).json() as ImportPreview;
    expect(errorsOf(body, 5)).toEqual(['sku: The SKU lb-12-100 is also on row 2.']);
    // The key names a new product but the SKU is the shop's charger: that product is updated.
    expect(errorsOf(body, 6)).toEqual([]);
    expect(errorsOf(body, 7)).toEqual(['sku: The SKU CH-20A is also on row 6.']);
    expect(body.errorRows).toBe(2);
    expect(body.items[3].action).toBeNull();
    expect(body.items[4].action).toBe('update');

    // A variant row whose SKU is a product sold without variants: that product gains them.
    const other = (
      await preview(
        csv(battery({ product_key: 'x' }).map((r, i) => (i === 0 ? { ...r, sku: 'CH-20A' } : r))),
      )
    ).json() as ImportPreview;
    expect(other.errorRows).toBe(0);
    expect(other.products).toEqual({ created: 0, updated: 1 });
  });

  it('refuses a variant whose SKU belongs to another product', async () => {
    await apply(csv([...battery(), charger()]));
    const body = (
      await preview(
        csv([
          ...battery().slice(0, 3),
          { ...battery()[2], sku: 'CH-20A', option1_value_en: '48 V', option1_value_ar: '' },
        ]),
      )
    ).json();
    expect(errorsOf(body, 5)).toEqual([
      'sku: The SKU CH-20A belongs to another product in the shop: Smart charger 20 A.',
    ]);
  });

  it('refuses the same option combination twice, in the file and against the shop', async () => {
    const rows = battery();
    rows[2] = { ...rows[2], option1_value_en: '12 v', option1_value_ar: '١٢ فولت' };
    const body = (await preview(csv(rows))).json();
    expect(errorsOf(body, 4)).toEqual(['option1_value_en: The same option combination as row 3.']);

    await apply(csv(battery()));
    // LB-12-200 names the shop's product; LB-NEW takes the options of its LB-12-100.
    const twin = [battery()[1], { ...battery()[0], sku: 'LB-NEW' }];
    const shop = (await preview(csv(twin))).json();
    expect(errorsOf(shop, 3)).toEqual([
      'option1_value_en: The product already has a variant with these options (SKU LB-12-100).',
    ]);
  });

  it('refuses a variant without a price, and a compare-at price not above the price', async () => {
    const rows = battery();
    rows[1] = { ...rows[1], price: '' };
    rows[2] = { ...rows[2], compare_at_price: '15990' };
    const body = (await preview(csv(rows))).json();
    expect(errorsOf(body, 3)).toEqual(['price: The price is missing.']);
    expect(errorsOf(body, 4)).toEqual([
      'compare_at_price: The compare-at price must be above the price.',
    ]);
    expect(body.items[0].action).toBeNull();
  });

  it('reads prices with thousands commas and Arabic-Indic digits, and refuses ambiguous ones', async () => {
    const body = (
      await preview(
        csv([
          charger({ sku: 'A1', price: '1,250.50' }),
          charger({ sku: 'A2', price: '١٢٥٠٫٥٠', stock: '٤٢' }),
          charger({ sku: 'A3', price: '١٬٢٥٠٫٥', compare_at_price: '' }),
          charger({ sku: 'A4', price: '1,25' }),
          charger({ sku: 'A5', price: '12.345' }),
          charger({ sku: 'A6', price: '-5' }),
        ]),
      )
    ).json() as ImportPreview;
    expect(body.items.map((i) => i.price)).toEqual([1250.5, 1250.5, 1250.5, null, null, null]);
    expect(body.items[1].stock).toBe(42);
    expect(errorsOf(body, 5)).toEqual([
      'price: "1,25" is not a price. Write it like 1250.50 (at most two decimals).',
    ]);
    expect(errorsOf(body, 7)).toEqual([
      'price: "-5" is not a price. Write it like 1250.50 (at most two decimals).',
    ]);
  });

  it('refuses formula cells, and keeps apostrophe-escaped ones as text', async () => {
    const body = (
      await preview(
        csv([
          charger({ sku: 'F1', name_en: '=HYPERLINK("http://evil.example","click")' }),
          charger({ sku: 'F2', description_ar: '@SUM(A1)' }),
          charger({ sku: 'F3', name_en: "'=2+2 is four", description_en: "'-20% off" }),
        ]),
      )
    ).json() as ImportPreview;
    expect(errorsOf(body, 2)).toEqual([
      "name_en: The cell starts with =, +, - or @, which a spreadsheet runs as a formula. Put an apostrophe (') before it to keep it as text.",
    ]);
    expect(errorsOf(body, 3)).toHaveLength(1);
    expect(errorsOf(body, 4)).toEqual([]);
    await apply(
      csv([charger({ sku: 'F3', name_en: "'=2+2 is four", description_en: "'-20% off" })]),
    );
    const [row] = await t.database.db.select().from(products);
    expect(row).toMatchObject({ nameEn: '=2+2 is four', descriptionEn: '-20% off' });
  });

  it('answers a wrong header with one clear message, in the caller’s language', async () => {
    const header: string[] = [...PRODUCT_CSV_HEADER.filter((c) => c !== 'price'), 'prix'];
    const res = await preview(csv([charger()], header));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(
      'The first row is not the header of a product file. Missing columns: price. Unknown columns: prix. Start from an exported file.',
    );
    const ar = await preview(csv([charger()], header), adminAr);
    expect(ar.json().message).toContain('أعمدة ناقصة: price');
  });

  it('reads an Arabic Windows-1256 file, and refuses bytes that are neither encoding', async () => {
    // "بطارية" and "شاحن" in Windows-1256, as Excel's plain "CSV" writes them on Arabic Windows.
    const encode1256 = (text: string) =>
      Buffer.from(
        [...text].map((ch) => {
          const table: Record<string, number> = {
            ب: 0xc8,
            ط: 0xd8,
            ا: 0xc7,
            ر: 0xd1,
            ي: 0xed,
            ة: 0xc9,
            ش: 0xd4,
            ح: 0xcd,
            ن: 0xe4,
            ' ': 0x20,
          };
          return table[ch] ?? ch.charCodeAt(0);
        }),
      );
    const header = Buffer.from(`${PRODUCT_CSV_HEADER.join(',')}\r\n`, 'latin1');
    const cells = (name: Buffer) =>
      Buffer.concat(
        PRODUCT_CSV_HEADER.map((c) => {
          const value: Row = charger({ name_en: 'Charger' });
          if (c === 'name_ar') return Buffer.concat([name, Buffer.from(',')]);
          return Buffer.from(
            `${c === 'price' ? '1250.50' : (value[c] ?? '')}${c === 'variant_image' ? '\r\n' : ','}`,
            'latin1',
          );
        }),
      );
    const file = Buffer.concat([header, cells(encode1256('شاحن بطارية'))]);
    const res = await preview(file);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ encoding: 'windows-1256', errorRows: 0 });
    await apply(file);
    const [row] = await t.database.db.select().from(products);
    expect(row.nameAr).toBe('شاحن بطارية');

    const binary = Buffer.concat([
      header,
      Buffer.from([0x00, 0x01, 0xff, 0xfe, 0x80, 0x81, 0x0d, 0x0a]),
    ]);
    const bad = await preview(binary);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('not UTF-8 text');
    const utf16 = await preview(
      Buffer.concat([
        Buffer.from([0xff, 0xfe]),
        Buffer.from(PRODUCT_CSV_HEADER.join(','), 'utf16le'),
      ]),
    );
    expect(utf16.statusCode).toBe(400);
  });

  it('answers a file over 10 MB with 413 IMPORT_FILE_TOO_LARGE in both languages', async () => {
    const big = Buffer.concat([csv([charger()]), Buffer.alloc(IMPORT_MAX_BYTES, 0x20)]);
    const res = await preview(big);
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({
      code: 'IMPORT_FILE_TOO_LARGE',
      message: 'The file is larger than 10 MB. Split it into smaller files and import each one.',
    });
    const ar = await apply(big, adminAr);
    expect(ar.statusCode).toBe(413);
    expect(ar.json().message).toContain('١٠ ميجابايت');
    expect(await tableCount(products)).toBe(0);
  });

  it('names an unknown category slug, a missing name, a bad flag and a row without a key', async () => {
    const body = (
      await preview(
        csv([
          charger({ category_slug: 'solar' }),
          charger({ sku: 'N1', name_en: '', name_ar: '' }),
          charger({ sku: 'N2', active: 'maybe' }),
          { ...battery()[0], product_key: '' },
        ]),
      )
    ).json() as ImportPreview;
    expect(errorsOf(body, 2)).toEqual(['category_slug: No category has the slug "solar".']);
    expect(errorsOf(body, 3)).toEqual([
      'name_en: Give the product a name in English or in Arabic.',
    ]);
    expect(errorsOf(body, 4)).toEqual(['active: "maybe": write yes or no.']);
    expect(errorsOf(body, 5)).toEqual([
      'product_key: A row with options needs a product_key that groups the variants of one product.',
    ]);
    const ar = (await preview(csv([charger({ category_slug: 'solar' })]), adminAr)).json();
    expect(errorsOf(ar, 2)).toEqual(['category_slug: لا يوجد قسم بالمعرّف "solar".']);
  });

  it('takes images by the URL or file name of an image in the shop, never from other sites', async () => {
    await apply(csv([charger()]));
    const [shop] = await t.database.db.select().from(products);
    await t.database.db.insert(productImages).values({
      productId: shop.id,
      url: '/uploads/products/x/3b9e-photo.webp',
      thumbUrl: '/uploads/products/x/3b9e-photo-400.webp',
      storageKeys: ['products/x/3b9e-photo.webp', 'products/x/3b9e-photo-400.webp'],
    });
    const rows = battery();
    rows[0] = { ...rows[0], images: '3b9e-photo.webp' };
    rows[1] = {
      ...rows[1],
      images: '3b9e-photo.webp',
      variant_image: 'http://127.0.0.1:3000/uploads/products/x/3b9e-photo.webp',
    };
    rows[2] = { ...rows[2], variant_image: 'https://cdn.example.com/battery.jpg' };
    const body = (await preview(csv(rows))).json();
    expect(errorsOf(body, 4)).toEqual([
      'variant_image: Images from other sites are not downloaded: "https://cdn.example.com/battery.jpg". Upload it in the product form first, or give the address or file name of an image already in the shop.',
    ]);
    rows[2] = { ...rows[2], variant_image: 'missing.webp' };
    expect(errorsOf((await preview(csv(rows))).json(), 4)[0]).toContain(
      'No image in the shop is called "missing.webp"',
    );
    rows[2] = { ...rows[2], variant_image: '' };
    expect((await apply(csv(rows))).statusCode).toBe(200);
    const [lithium] = await t.database.db
      .select()
      .from(products)
      .where(eq(products.nameEn, 'Lithium battery'));
    const images = await t.database.db
      .select()
      .from(productImages)
      .where(eq(productImages.productId, lithium.id));
    expect(images).toHaveLength(1);
    expect(images[0]).toMatchObject({
      url: '/uploads/products/x/3b9e-photo.webp',
      storageKeys: ['products/x/3b9e-photo.webp', 'products/x/3b9e-photo-400.webp'],
    });
    const [variant] = await t.database.db
      .select()
      .from(productVariants)
      .where(eq(productVariants.sku, 'LB-12-200'));
    expect(variant.imageId).toBe(images[0].id);
  });
});

describe('product CSV export', () => {
  it('writes every product, one row per variant, and reads back as unchanged', async () => {
    await apply(csv([...battery(), charger({ name_en: "'-20% charger", compare_at_price: '' })]));
    const res = await admin.get('/api/admin/products/export.csv');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(
      /attachment; filename="products-\d{4}-\d{2}-\d{2}\.csv"/,
    );
    const [header, ...rows] = parseCsv(res.body);
    expect(header).toEqual([...PRODUCT_CSV_HEADER]);
    expect(rows).toHaveLength(4);
    const at = (row: string[], column: ProductCsvColumn) => row[PRODUCT_CSV_HEADER.indexOf(column)];
    const charge = rows.find((r) => at(r, 'sku') === 'CH-20A')!;
    // Formula-safe: the leading minus is kept as text with an apostrophe.
    expect(at(charge, 'name_en')).toBe("'-20% charger");
    expect(at(charge, 'price')).toBe('1250.50');
    const variant = rows.find((r) => at(r, 'sku') === 'LB-24-200')!;
    expect([
      at(variant, 'option1_value_ar'),
      at(variant, 'option2_value_en'),
      at(variant, 'stock'),
      at(variant, 'variant_active'),
    ]).toEqual(['٢٤ فولت', '200 Ah', '', 'yes']);
    const exported = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'export.products'));
    expect(exported).toHaveLength(1);

    // Round trip: the exported file imports as all unchanged.
    const back = await apply(Buffer.from(res.rawPayload));
    expect(back.statusCode).toBe(200);
    expect(back.json()).toMatchObject({
      rows: { created: 0, updated: 0, skipped: 4 },
      products: { created: 0, updated: 0 },
    });
    expect(await tableCount(products)).toBe(2);
    // Edited in a spreadsheet: a new price and a new variant come back in.
    const edited = res.body.replace('8200.50', '8100.00');
    const result = await apply(Buffer.from(edited, 'utf8'));
    expect(result.json().rows).toEqual({ created: 0, updated: 1, skipped: 3 });
    const [v] = await t.database.db
      .select()
      .from(productVariants)
      .where(and(eq(productVariants.sku, 'LB-12-200'), sql`true`));
    expect(v.pricePiastres).toBe(810000);
  });
});
