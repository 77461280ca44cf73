import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config';
import type { Database, Db } from './db/client';
import type { CatalogVersion } from './lib/catalog-version';
import type { JobQueue } from './lib/jobs';
import type { Mailer } from './lib/mailer';
import type { NotificationBus } from './lib/notification-bus';
import type { Storage } from './lib/storage';
import type { Services } from './services';

/** What route handlers and services need from the outside world, built once per app. */
export interface AppContext {
  config: Config;
  database: Database;
  db: Db;
  /** Signs access tokens: SESSION_SECRET, or the one generated into DATA_DIR. */
  sessionSecret: string;
  mailer: Mailer;
  jobs: JobQueue;
  storage: Storage;
  /** Bumped by every catalog write; cached catalog answers are keyed by it. */
  catalogVersion: CatalogVersion;
  /** Wakes open notification streams, on every instance. */
  notificationBus: NotificationBus;
  log: FastifyBaseLogger;
  /** Every area's service, built once (services.ts). */
  services: Services;
}
