import { access, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { categories } from '../features/catalog/tables';
import { createTestDatabase } from '../test/harness';
import { type BackupTarget, backupDatabase, restoreDatabase } from './backup';
import { type Database, openDatabase } from './client';

const dirs: string[] = [];
const tempDir = async () => {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'shop-backup-'));
  dirs.push(dir);
  return dir;
};
afterAll(async () => {
  await Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true })));
});

// A PGlite data directory as the shop keeps it (DATA_DIR/db), made from the migrated template.
async function pgliteShop(): Promise<{ target: BackupTarget; open: () => Promise<Database> }> {
  const dataDir = await tempDir();
  const dir = path.join(dataDir, 'db');
  const template = new Blob([await readFile(inject('pgliteTemplate'))]);
  await (await openDatabase({ dataDir: dir, loadDataDir: template })).close();
  return {
    target: { databaseUrl: undefined, dataDir },
    open: () => openDatabase({ dataDir: dir }),
  };
}

// Each step opens and closes an embedded database, a few seconds apiece on a busy machine.
const SLOW = 120_000;

const category = { slug: 'solar', nameEn: 'Solar storage', nameAr: 'تخزين الطاقة الشمسية' };
const slugs = async (database: Database) =>
  (await database.db.select({ slug: categories.slug }).from(categories)).map((row) => row.slug);

// The PostgreSQL pass has no PGlite template; the PGlite pass covers PGlite.
describe.runIf(!inject('postgres'))('db:backup and db:restore on PGlite', () => {
  it(
    'round-trips the database and keeps the replaced one beside it',
    async () => {
      const { target, open } = await pgliteShop();
      const file = path.join(target.dataDir, 'backups', 'shop.tar.gz');

      let database = await open();
      await database.db.insert(categories).values(category);
      await database.close();
      await backupDatabase(target, file);

      // Damage after the backup: the category is renamed and a new one appears.
      database = await open();
      await database.db
        .update(categories)
        .set({ slug: 'changed' })
        .where(eq(categories.slug, 'solar'));
      await database.db.insert(categories).values({ ...category, slug: 'after-backup' });
      await database.close();

      const keptAt = await restoreDatabase(target, file);
      database = await open();
      expect(await slugs(database)).toEqual(['solar']);
      await database.close();
      expect(keptAt).toMatch(/db\.before-restore-/);
      await access(keptAt!);
    },
    SLOW,
  );

  it(
    'refuses a file that is not a backup and leaves the database as it was',
    async () => {
      const { target, open } = await pgliteShop();
      const database = await open();
      await database.db.insert(categories).values(category);
      await database.close();
      const bogus = path.join(target.dataDir, 'bogus.tar.gz');
      await writeFile(bogus, 'not a backup');

      await expect(restoreDatabase(target, bogus)).rejects.toThrow();
      const reopened = await open();
      expect(await slugs(reopened)).toEqual(['solar']);
      await reopened.close();
    },
    SLOW,
  );
});

describe.runIf(Boolean(inject('postgres')))('db:backup and db:restore on PostgreSQL', () => {
  it('round-trips the database with pg_dump and pg_restore', async () => {
    const database = await createTestDatabase();
    const databaseUrl = database.pool!.options.connectionString!;
    const target: BackupTarget = { databaseUrl, dataDir: await tempDir() };
    const file = path.join(target.dataDir, 'shop.dump');
    try {
      await database.db.insert(categories).values(category);
      await backupDatabase(target, file);
      await database.db.update(categories).set({ slug: 'changed' });
      await database.db.insert(categories).values({ ...category, slug: 'after-backup' });

      expect(await restoreDatabase(target, file)).toBeNull();
      expect(await slugs(database)).toEqual(['solar']);
      // Search still works after restore: the extension and normalize_ar() came back too.
      const { rows } = await database.pool!.query("SELECT normalize_ar('بطارية') AS n");
      expect(rows[0].n).toBeTruthy();
    } finally {
      await database.close();
    }
  });

  it('changes nothing when the file is not a backup', async () => {
    const database = await createTestDatabase();
    const target: BackupTarget = {
      databaseUrl: database.pool!.options.connectionString!,
      dataDir: await tempDir(),
    };
    const bogus = path.join(target.dataDir, 'bogus.dump');
    await writeFile(bogus, 'not a backup');
    try {
      await database.db.insert(categories).values(category);
      await expect(restoreDatabase(target, bogus)).rejects.toThrow(/pg_restore failed/);
      expect(await slugs(database)).toEqual(['solar']);
    } finally {
      await database.close();
    }
  });
});
