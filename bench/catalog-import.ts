/**
 * npm run bench:import — the product CSV import (issue 22, decision 057): a 5,000-row file
 * (1,000 products without variants and 1,000 with 4 variants each, stock on every row) checked
 * (preview) and applied in one transaction, on PGlite and, when DATABASE_URL is set, on
 * PostgreSQL. Then the same file again (every row unchanged) and with every price and stock
 * changed (every row an update). Budget: the first apply under 30 s. The service is called in
 * process (the HTTP upload of a ~1 MB file adds little). Writes its section of bench/README.md.
 *
 * Options: `--rows=N` (default 5000, a multiple of 5). DATABASE_URL: the server whose
 * shop_bench_import database it may wipe (the `test` database is never used).
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { count } from 'drizzle-orm';
import { openAndMigrate } from '../src/server/bootstrap';
import { parseConfig } from '../src/server/config';
import type { Database } from '../src/server/db/client';
import { users } from '../src/server/features/auth/tables';
import { createCatalogImport } from '../src/server/features/catalog/import/service';
import { categories, productVariants, stockMovements } from '../src/server/features/catalog/tables';
import { csvLine, UTF8_BOM } from '../src/server/lib/csv';
import { PRODUCT_CSV_HEADER, type ProductCsvColumn } from '../src/shared/schemas/catalog-import';
import { benchDatabaseUrl, resetDatabase } from './lib/dataset';
import { machineNote, mark, ms, writeReadmeSection } from './lib/report';

const ROWS = Number(process.argv.find((a) => a.startsWith('--rows='))?.split('=')[1] ?? 5000);
const BUDGET_MS = 30_000;
const VOLTS = [
  ['12 V', '١٢ فولت'],
  ['24 V', '٢٤ فولت'],
];
const AMPS = [
  ['100 Ah', '١٠٠ أمبير'],
  ['200 Ah', '٢٠٠ أمبير'],
];

/** The file: a fifth of the rows are products without variants, the rest 4 variants each. */
function buildFile(rows: number, round: number): Buffer {
  const simple = rows / 5;
  const lines: string[] = [UTF8_BOM + csvLine(PRODUCT_CSV_HEADER)];
  const line = (values: Partial<Record<ProductCsvColumn, string>>) =>
    csvLine(PRODUCT_CSV_HEADER.map((c) => values[c] ?? ''));
  const price = (n: number) => `${(1000 + n + round * 7).toLocaleString('en-US')}.50`;
  for (let i = 0; i < simple; i++) {
    lines.push(
      line({
        sku: `BENCH-S-${i}`,
        name_en: `Bench charger ${i}`,
        name_ar: `شاحن تجريبي ${i}`,
        description_en: 'Charges 12 V and 24 V lithium packs.',
        description_ar: 'يشحن بطاريات الليثيوم ١٢ و٢٤ فولت.',
        category_slug: i % 2 ? 'bench-chargers' : 'bench-batteries',
        price: price(i),
        stock: String((i + round) % 50),
        weight_grams: '900',
        active: 'yes',
        featured: i % 10 === 0 ? 'yes' : 'no',
      }),
    );
  }
  for (let p = 0; p < (rows - simple) / 4; p++) {
    let v = 0;
    for (const [volt, voltAr] of VOLTS) {
      for (const [amp, ampAr] of AMPS) {
        lines.push(
          line({
            product_key: `bench-battery-${p}`,
            sku: `BENCH-V-${p}-${v}`,
            name_en: `Bench lithium battery ${p}`,
            name_ar: `بطارية ليثيوم تجريبية ${p}`,
            category_slug: 'bench-batteries',
            option1_name_en: 'Voltage',
            option1_name_ar: 'الجهد',
            option1_value_en: volt,
            option1_value_ar: voltAr,
            option2_name_en: 'Capacity',
            option2_name_ar: 'السعة',
            option2_value_en: amp,
            option2_value_ar: ampAr,
            price: price(p * 4 + v),
            stock: String((p + v + round) % 20),
            weight_grams: '12000',
            active: 'yes',
          }),
        );
        v++;
      }
    }
  }
  return Buffer.from(lines.join(''), 'utf8');
}

interface Figures {
  engine: string;
  bytes: number;
  preview: number;
  apply: number;
  created: number;
  again: number;
  skipped: number;
  changed: number;
  updated: number;
  variants: number;
  movements: number;
}

async function run(engine: string, database: Database): Promise<Figures> {
  const { db } = database;
  await db.insert(categories).values([
    { slug: 'bench-batteries', nameEn: 'Batteries', nameAr: 'بطاريات' },
    { slug: 'bench-chargers', nameEn: 'Chargers', nameAr: 'شواحن' },
  ]);
  const [admin] = await db
    .insert(users)
    .values({
      email: `bench.import.${Date.now()}@example.com`,
      firstName: 'Bench',
      lastName: 'Import',
      role: 'admin',
      passwordHash: 'x',
    })
    .returning();
  const service = createCatalogImport(db, { appOrigin: 'http://127.0.0.1:3000' });
  const actor = { id: admin.id, fileName: 'bench.csv' };
  const file = buildFile(ROWS, 0);
  const timed = async <T>(step: () => Promise<T>) => {
    const started = performance.now();
    const result = await step();
    return { result, ms: performance.now() - started };
  };
  const preview = await timed(() => service.preview(file, 'en'));
  if (preview.result.errorRows)
    throw new Error(JSON.stringify(preview.result.items.find((i) => i.errors.length)));
  const apply = await timed(() => service.apply(file, actor, 'en'));
  const again = await timed(() => service.apply(file, actor, 'en'));
  const changed = await timed(() => service.apply(buildFile(ROWS, 1), actor, 'en'));
  const [{ n: variants }] = await db.select({ n: count() }).from(productVariants);
  const [{ n: movements }] = await db.select({ n: count() }).from(stockMovements);
  return {
    engine,
    bytes: file.length,
    preview: preview.ms,
    apply: apply.ms,
    created: apply.result.rows.created,
    again: again.ms,
    skipped: again.result.rows.skipped,
    changed: changed.ms,
    updated: changed.result.rows.updated,
    variants,
    movements,
  };
}

const note = await machineNote();
const results: Figures[] = [];
const tmp = await mkdtemp(path.join(os.tmpdir(), 'shop-bench-import-'));
try {
  const pglite = await openAndMigrate(parseConfig({ DATA_DIR: tmp, LOG_LEVEL: 'warn' }));
  try {
    results.push(await run('PGlite', pglite));
  } finally {
    await pglite.close();
  }
  if (process.env.DATABASE_URL) {
    const databaseUrl = benchDatabaseUrl('shop_bench_import');
    await resetDatabase(databaseUrl);
    const postgres = await openAndMigrate(
      parseConfig({ DATABASE_URL: databaseUrl, DATA_DIR: tmp, LOG_LEVEL: 'warn' }),
    );
    try {
      results.push(await run('PostgreSQL', postgres));
    } finally {
      await postgres.close();
    }
  }
} finally {
  await rm(tmp, { recursive: true, force: true });
}

const table = [
  '| engine | preview | apply (new) | apply again (unchanged) | apply (every price and stock changed) | under 30 s |',
  '| --- | ---: | ---: | ---: | ---: | --- |',
  ...results.map(
    (r) =>
      `| ${r.engine} | ${ms(r.preview / 1000)} s | ${ms(r.apply / 1000)} s (${r.created} rows created) | ${ms(r.again / 1000)} s (${r.skipped} skipped) | ${ms(r.changed / 1000)} s (${r.updated} updated) | ${mark(r.apply < BUDGET_MS)} |`,
  ),
].join('\n');
const last = results.at(-1)!;
await writeReadmeSection(
  'Product CSV import (issue 22)',
  `\`npm run bench:import\` (bench/catalog-import.ts): a ${ROWS.toLocaleString('en-US')}-row file
(${Math.round(last.bytes / 1024)} KiB; a fifth products without variants, the rest products with
4 variants, stock on every row) previewed, then applied in one transaction through the import
service. Budget: the apply under 30 s. Each engine ends with ${last.variants.toLocaleString('en-US')}
variants and ${last.movements.toLocaleString('en-US')} stock movements (a new row's first figure is written with it and
recorded beside it; a changed one goes through setStock).

${note}

${table}

The budget is for a file of new products and variants. When every row of an existing catalog
changes its stock, each changed figure is one \`setStock\` call (stock history, low-stock
re-arm, the variant trigger): one statement per row, which dominates the last column; a batch
form of setStock in catalog/stock.ts would bring it near the first.`,
);
console.log(note);
console.log(table);
