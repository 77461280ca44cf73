import { loadConfig } from '../config';
import { backupDatabase, defaultBackupFile, restoreDatabase } from './backup';

// npm run db:backup [-- file]   ·   npm run db:restore -- file   (docs/operations.md)
const [command, file] = process.argv.slice(2);
const config = loadConfig();
const target = { databaseUrl: config.databaseUrl, dataDir: config.dataDir };

try {
  if (command === 'backup') {
    const out = file ?? defaultBackupFile(target);
    await backupDatabase(target, out);
    console.log(`Backup written to ${out}`);
  } else if (command === 'restore' && file) {
    const keptAt = await restoreDatabase(target, file);
    console.log(`Database restored from ${file}`);
    if (keptAt) console.log(`The previous database was kept at ${keptAt}`);
  } else {
    console.error('Usage: npm run db:backup [-- <file>]  |  npm run db:restore -- <file>');
    process.exitCode = 2;
  }
} catch (error) {
  console.error((error as Error).message);
  process.exitCode = 1;
}
