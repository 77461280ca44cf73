import { openAndMigrate } from '../../bootstrap';
import { loadConfig } from '../../config';
import { seedDemo } from './run';

// npm run db:seed: seeds the configured database (PGlite under DATA_DIR unless DATABASE_URL).
const config = loadConfig();
const database = await openAndMigrate(config);
try {
  const started = Date.now();
  await seedDemo(database.db, config);
  console.log(`Seeded demo data in ${Date.now() - started} ms`);
} finally {
  await database.close();
}
