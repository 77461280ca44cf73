import { and, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db, Tx } from '../db/client';
import { jobs } from './jobs-table';

type Job = typeof jobs.$inferSelect;

export type JobHandler = (payload: Record<string, unknown>) => Promise<void>;

export interface JobQueue {
  enqueue(type: string, payload: Record<string, unknown>): Promise<void>;
  /**
   * Queues a job inside the caller's transaction, so it exists exactly when the change commits
   * (a crash right after the commit cannot lose it), and answers what to call once it has
   * committed: run it now, as enqueue does. Never called (a rollback): nothing ran.
   */
  enqueueIn(tx: Tx, type: string, payload: Record<string, unknown>): Promise<() => void>;
  /** Queues a recurring job unless one of that type is already waiting or running. */
  enqueueOnce(type: string): Promise<void>;
  /** Runs due jobs until none is left; returns how many ran. */
  drain(): Promise<number>;
  start(): void;
  stop(): Promise<void>;
}

// A running job whose instance died is taken over after this long.
const STALE_AFTER = sql`interval '5 minutes'`;
// Jobs an instance runs straight from enqueue at once; more wait in the queue for the poller
// (a burst of orders must not open a hundred SMTP connections).
const MAX_DIRECT = 8;
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
  /**
   * Attempts per job type, overriding the row's max_attempts (5, about 75 s of retries). Decided
   * when a job fails, so it holds however the job was queued.
   */
  maxAttempts: Record<string, number> = {},
): JobQueue {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<number> | undefined;
  let stopped = true;
  let active = 0;
  const direct = new Set<Promise<void>>();

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
      await failed(job, error);
    }
    return true;
  }

  /** Back to the queue with backoff, or failed for good after the last attempt. */
  async function failed(
    job: Pick<Job, 'id' | 'type' | 'attempts' | 'maxAttempts'>,
    error: unknown,
  ) {
    const message = (error as Error).message;
    const giveUp = job.attempts >= (maxAttempts[job.type] ?? job.maxAttempts);
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

  // Jobs run straight from enqueue are marked done together: one UPDATE for all that finished
  // in the same turn of the event loop.
  let finishedIds: string[] = [];
  let flushing: Promise<void> | undefined;
  function markDone(id: string): Promise<void> {
    finishedIds.push(id);
    flushing ??= new Promise<void>((resolve) => setImmediate(resolve))
      .then(async () => {
        const ids = finishedIds;
        finishedIds = [];
        flushing = undefined;
        await db
          .update(jobs)
          .set({ status: 'done', updatedAt: sql`now()` })
          .where(inArray(jobs.id, ids));
      })
      .catch((error) => log.error({ err: error }, 'marking jobs done failed'));
    return flushing;
  }

  /**
   * Inserts the job already claimed by this instance and runs it: no claim, no empty poll after
   * it. Should the instance die meanwhile, the job is taken over as a stale one.
   */
  async function runDirect(type: string, payload: Record<string, unknown>) {
    runClaimed(await insertClaimed(db, type, payload), type, payload);
  }

  function insertClaimed(tx: Db | Tx, type: string, payload: Record<string, unknown>) {
    return (
      tx
        .insert(jobs)
        .values({ type, payload, status: 'running', lockedAt: sql`now()`, attempts: 1 })
        // Not the payload back: it is in hand (a mail's HTML is most of the row).
        .returning({ id: jobs.id, attempts: jobs.attempts, maxAttempts: jobs.maxAttempts })
        .then(([job]) => job)
    );
  }

  function runClaimed(
    job: { id: string; attempts: number; maxAttempts: number },
    type: string,
    payload: Record<string, unknown>,
  ) {
    active++;
    const run = (async () => {
      try {
        const handler = handlers[type];
        if (!handler) throw new Error(`no handler for job type ${type}`);
        await handler(payload);
        await markDone(job.id);
      } catch (error) {
        await failed({ ...job, type }, error);
      }
    })()
      .catch((error) => log.error({ err: error }, 'job queue error'))
      .finally(() => {
        active--;
        direct.delete(run);
      });
    direct.add(run);
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
      // Run it now rather than at the next poll; failures stay queued for the retry.
      if (!stopped && active < MAX_DIRECT) return runDirect(type, payload);
      await db.insert(jobs).values({ type, payload });
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
    async enqueueIn(tx, type, payload) {
      if (stopped || active >= MAX_DIRECT) {
        await tx.insert(jobs).values({ type, payload });
        return () => {
          if (!stopped) void drain().catch((error) => log.error({ err: error }, 'job queue error'));
        };
      }
      // Claimed already, run after the commit. Transactions in flight together can pass
      // MAX_DIRECT by at most the pool's size.
      const job = await insertClaimed(tx, type, payload);
      return () => runClaimed(job, type, payload);
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
      await Promise.all(direct);
      await flushing;
    },
  };
}
