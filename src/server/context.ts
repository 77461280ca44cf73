import type { Config } from './config';
import type { Database, Db } from './db/client';

/** What route handlers and services need from the outside world, built once per app. */
export interface AppContext {
  config: Config;
  database: Database;
  db: Db;
}
