import { spawn } from 'node:child_process';
import { access, mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

/**
 * Database backups for both engines (docs/operations.md). PostgreSQL goes through pg_dump's
 * custom format and pg_restore in one transaction; PGlite through its own data-directory dump,
 * which must be taken with the shop stopped (PGlite is one process's embedded database).
 */
export interface BackupTarget {
  /** postgres://… or undefined for PGlite. */
  databaseUrl: string | undefined;
  dataDir: string;
}

export const pgliteDir = (target: BackupTarget) => path.join(target.dataDir, 'db');

/** The file a backup goes to when none is named: DATA_DIR/backups/<engine>-<UTC time>.<ext>. */
export function defaultBackupFile(target: BackupTarget, now = new Date()): string {
  const stamp = now.toISOString().replace(/[:.]/g, '-');
  const name = target.databaseUrl ? `postgres-${stamp}.dump` : `pglite-${stamp}.tar.gz`;
  return path.join(target.dataDir, 'backups', name);
}

export async function backupDatabase(target: BackupTarget, file: string): Promise<void> {
  await mkdir(path.dirname(path.resolve(file)), { recursive: true });
  if (target.databaseUrl) {
    await run('pg_dump', ['--format=custom', '--no-owner', `--file=${file}`, target.databaseUrl]);
    return;
  }
  await access(pgliteDir(target)).catch(() => {
    throw new Error(`No database at ${pgliteDir(target)}`);
  });
  const pglite = await PGlite.create({ dataDir: pgliteDir(target), extensions: { pg_trgm } });
  try {
    const dump = await pglite.dumpDataDir('gzip');
    await writeFile(file, Buffer.from(await dump.arrayBuffer()));
  } finally {
    await pglite.close();
  }
}

/**
 * Replaces the database with the backup's content. PostgreSQL: all or nothing (one transaction).
 * PGlite: the backup is opened in memory first, so a damaged file changes nothing; the current
 * directory is kept beside it as db.before-restore-<time>.
 */
export async function restoreDatabase(target: BackupTarget, file: string): Promise<string | null> {
  await access(file).catch(() => {
    throw new Error(`No backup file at ${file}`);
  });
  if (target.databaseUrl) {
    await run('pg_restore', [
      '--clean',
      '--if-exists',
      '--no-owner',
      '--single-transaction',
      '--exit-on-error',
      `--dbname=${target.databaseUrl}`,
      file,
    ]);
    return null;
  }
  const dump = new Blob([await readFile(file)]);
  const check = await PGlite.create({ loadDataDir: dump, extensions: { pg_trgm } });
  await check.query('SELECT count(*) FROM users');
  await check.close();

  const dir = pgliteDir(target);
  let keptAt: string | null =
    `${dir}.before-restore-${new Date().toISOString().replace(/[:.]/g, '-')}`;
  await rename(dir, keptAt).catch((error: NodeJS.ErrnoException) => {
    if (error.code !== 'ENOENT') throw error;
    keptAt = null;
  });
  await mkdir(target.dataDir, { recursive: true });
  const restored = await PGlite.create({
    dataDir: dir,
    loadDataDir: dump,
    extensions: { pg_trgm },
  });
  await restored.close();
  return keptAt;
}

function run(command: string, args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ['ignore', 'inherit', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (chunk) => {
      stderr += chunk;
    });
    child.on('error', (error) => reject(new Error(`${command} could not start: ${error.message}`)));
    child.on('exit', (code) => {
      if (code === 0) resolve();
      // The URL may carry a password: never echo the arguments.
      else reject(new Error(`${command} failed (exit ${code}): ${stderr.trim()}`));
    });
  });
}
