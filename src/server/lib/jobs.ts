import { and, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db, Tx } from '../db/client';
import { jobs } from '../features/jobs/tables';

export type JobHandler = (payload: Record<string, unknown>) => Promise<void>;

export interface JobQueue {
  enqueue(type: string, payload: Record<string, unknown>): Promise<void>;
  /** Queues a recurring job unless one of that type is already waiting or running. */
  enqueueOnce(type: string): Promise<void>;
  /** Runs due jobs until none is left; returns how many ran. */
  drain(): Promise<number>;
  start(): void;
  stop(): Promise<void>;
}

/**
 * Queues a job inside the caller's transaction, so it exists exactly when the change commits
 * (e.g. the e-mail that is the only way a reply reaches a guest). Instances pick it up at their
 * next poll.
 */
export async function enqueueJobIn(
  tx: Db | Tx,
  type: string,
  payload: Record<string, unknown>,
): Promise<void> {
  await tx.insert(jobs).values({ type, payload });
}

// A running job whose instance died is taken over after this long.
const STALE_AFTER = sql`interval '5 minutes'`;
const backoffSeconds = (attempt: number) => Math.min(3600, 5 * 2 ** (attempt - 1));

/**
 * Background work in the jobs table, claimed with FOR UPDATE SKIP LOCKED so several instances
 * share it. Failures retry with exponential backoff (5 s, 10 s, 20 s … up to 1 h).
 */
export function createJobQueue(
  db: Db,
  handlers: Record<string, JobHandler>,
  log: FastifyBaseLogger,
  pollMs = 2000,
): JobQueue {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<number> | undefined;
  let stopped = true;

  async function claim() {
    const [job] = await db
      .update(jobs)
      .set({
        status: 'running',
        lockedAt: sql`now()`,
        attempts: sql`${jobs.attempts} + 1`,
        updatedAt: sql`now()`,
      })
      .where(
        eq(
          jobs.id,
          sql`(select id from jobs
            where (status = 'queued' and run_at <= now())
               or (status = 'running' and locked_at < now() - ${STALE_AFTER})
            order by run_at limit 1 for update skip locked)`,
        ),
      )
      .returning();
    return job;
  }

  async function runOne(): Promise<boolean> {
    const job = await claim();
    if (!job) return false;
    const handler = handlers[job.type];
    try {
      if (!handler) throw new Error(`no handler for job type ${job.type}`);
      await handler(job.payload);
      await db
        .update(jobs)
        .set({ status: 'done', updatedAt: sql`now()` })
        .where(eq(jobs.id, job.id));
    } catch (error) {
      const message = (error as Error).message;
      const giveUp = job.attempts >= job.maxAttempts;
      log.warn(
        { jobId: job.id, type: job.type, attempt: job.attempts, giveUp, err: message },
        'job failed',
      );
      await db
        .update(jobs)
        .set({
          status: giveUp ? 'failed' : 'queued',
          lastError: message.slice(0, 500),
          runAt: sql`now() + ${`${backoffSeconds(job.attempts)} seconds`}::interval`,
          updatedAt: sql`now()`,
        })
        .where(eq(jobs.id, job.id));
    }
    return true;
  }

  async function drain(): Promise<number> {
    // One drain at a time per instance; callers share the one in progress.
    if (!running) {
      running = (async () => {
        let count = 0;
        while (await runOne()) count++;
        return count;
      })().finally(() => {
        running = undefined;
      });
    }
    return running;
  }

  const tick = () => {
    drain()
      .catch((error) => log.error({ err: error }, 'job queue error'))
      .finally(() => {
        if (!stopped) timer = setTimeout(tick, pollMs);
      });
  };

  return {
    async enqueue(type, payload) {
      await db.insert(jobs).values({ type, payload });
      // Run it now rather than at the next poll; failures stay queued for the retry.
      if (!stopped) void drain().catch((error) => log.error({ err: error }, 'job queue error'));
    },
    async enqueueOnce(type) {
      const [waiting] = await db
        .select({ id: jobs.id })
        .from(jobs)
        .where(and(eq(jobs.type, type), inArray(jobs.status, ['queued', 'running'])))
        .limit(1);
      if (!waiting) await this.enqueue(type, {});
    },
    drain,
    start() {
      stopped = false;
      timer = setTimeout(tick, pollMs);
    },
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running?.catch(() => {});
    },
  };
}
