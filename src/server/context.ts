import type { FastifyBaseLogger } from 'fastify';
import type { StoreProfile } from '../shared/schemas/site';
import type { Config } from './config';
import type { Database, Db } from './db/client';
import type { CatalogVersion } from './lib/catalog-version';
import type { JobQueue } from './lib/jobs';
import type { Mailer } from './lib/mailer';
import type { NotificationBus } from './lib/notification-bus';
import type { Storage } from './lib/storage';

/**
 * What services need from the outside world, built once per app. The services themselves are not
 * in it: routes reach them as `app.ctx.services` (types.d.ts), areas get what they need from
 * lower areas handed in by services.ts, so no area can reach a higher one through the context.
 */
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
  /** The shop's name and details (settings, cached) for mails: wired to the settings service. */
  storeProfile(): Promise<StoreProfile | null>;
}
