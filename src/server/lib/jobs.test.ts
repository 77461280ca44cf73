import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Database } from '../db/client';
import { createTestDatabase } from '../test/harness';
import { createJobQueue } from './jobs';
import { jobs } from './jobs-table';

let database: Database;
const log = { warn() {}, error() {}, info() {} } as never;

beforeAll(async () => {
  database = await createTestDatabase();
});

afterAll(async () => {
  await database.close();
});

it('retries a failing job later with backoff, then completes it', async () => {
  let failures = 1;
  const done: unknown[] = [];
  const queue = createJobQueue(
    database.db,
    {
      'mail.send': async (payload) => {
        if (failures-- > 0) throw new Error('SMTP is down');
        done.push(payload);
      },
    },
    log,
  );
  await queue.enqueue('mail.send', { to: 'a@example.com' }); // queue not started: stays queued
  expect(await queue.drain()).toBe(1);
  const [failed] = await database.db.select().from(jobs);
  expect(failed).toMatchObject({ status: 'queued', attempts: 1, lastError: 'SMTP is down' });
  expect(failed.runAt.getTime()).toBeGreaterThan(Date.now() + 3_000);
  expect(await queue.drain()).toBe(0); // not due yet

  await database.db.update(jobs).set({ runAt: sql`now()` }).where(eq(jobs.id, failed.id));
  expect(await queue.drain()).toBe(1);
  const [finished] = await database.db.select().from(jobs);
  expect(finished).toMatchObject({ status: 'done', attempts: 2 });
  expect(done).toEqual([{ to: 'a@example.com' }]);
});

it('gives up after the last attempt', async () => {
  const queue = createJobQueue(
    database.db,
    {
      broken: async () => {
        throw new Error('always');
      },
    },
    log,
  );
  await queue.enqueue('broken', {});
  const [job] = await database.db.select().from(jobs).where(eq(jobs.type, 'broken'));
  await database.db
    .update(jobs)
    .set({ attempts: job.maxAttempts - 1 })
    .where(eq(jobs.id, job.id));
  await queue.drain();
  const [after] = await database.db.select().from(jobs).where(eq(jobs.id, job.id));
  expect(after.status).toBe('failed');
});
