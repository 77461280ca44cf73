import { openAndMigrate } from '../bootstrap';
import { loadConfig } from '../config';

// npm run db:migrate: applies pending migrations to the configured database.
const database = await openAndMigrate(loadConfig());
await database.close();
console.log('Migrations applied');
