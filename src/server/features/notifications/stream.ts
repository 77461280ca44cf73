import type { OutgoingHttpHeaders } from 'node:http';
import { and, asc, eq, gt, type SQL, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  NOTIFICATION_STREAM_EVENTS,
  type NotificationStreamEvent,
  type UnreadStreamEvent,
} from '../../../shared/schemas/notifications';
import { queryRows } from '../../db/client';
import { toNotification } from './service';
import { notifications } from './tables';

export interface StreamOptions {
  /** Comment lines at this interval keep proxies and load balancers from closing the stream. */
  heartbeatMs: number;
  /**
   * The stream was authorised once, at connect time, by a short-lived access token. Ending it
   * after a while makes the browser reconnect, which checks the session again (a logout or a
   * revoked session stops the news), and refreshes the token through the web app if needed.
   */
  maxLifetimeMs: number;
}

/** How long the browser waits before reconnecting (sent as the SSE `retry:` field). */
const RETRY_MS = 3000;
/** Rows sent at once on a resume; anything older the page re-reads with the list call. */
const BATCH = 100;
/**
 * Rows are stamped with their transaction's start time, so one committed a moment later can
 * carry an earlier stamp than one already sent. Each read looks back this far and skips the ids
 * it has seen, instead of trusting "newer than the last one".
 */
const LOOK_BACK = sql`interval '10 seconds'`;
const LOOK_BACK_MS = 10_000;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

type Row = typeof notifications.$inferSelect;

/**
 * GET /api/notifications/stream (Server-Sent Events). Each stream subscribes to the bus, and on
 * every wake-up reads what is new for its user from the database: the bus carries no data, so a
 * wake-up from another instance or a lost one (reconnect) is handled the same way.
 */
export function createNotificationStreams(app: FastifyInstance, options: StreamOptions) {
  const { db, notificationBus: bus, log } = app.ctx;
  const service = app.ctx.services.notifications;
  const open = new Set<() => void>();

  // Open streams are never idle, so shutdown would wait for them forever: end them first. The
  // browser reconnects, to another instance behind the load balancer.
  app.addHook('preClose', async () => {
    for (const end of [...open]) end();
  });

  const mine = (userId: string, ...more: SQL[]) => and(eq(notifications.userId, userId), ...more);

  function connect(request: FastifyRequest, reply: FastifyReply, lastEventId?: string): void {
    const user = request.user!;
    const raw = reply.raw;
    // Hijacked: no onSend hook (compression, response cache, ETag) ever sees this response, so
    // nothing buffers it. Headers already set by earlier hooks (helmet, cookies) are kept.
    reply.hijack();
    raw.writeHead(200, {
      ...(reply.getHeaders() as OutgoingHttpHeaders),
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-cache, no-transform',
      'x-accel-buffering': 'no', // nginx: do not buffer
      // Never reused for another request: once the stream ends, the socket goes too (shutdown
      // must not wait for it).
      connection: 'close',
    });
    raw.write(`retry: ${RETRY_MS}\n\n`);

    const known = new Map<string, number>(); // id → created at (ms), within the look-back window
    let cursor = new Date(0);
    let ended = false;

    const write = (text: string) => {
      if (!ended) raw.write(text);
    };
    const sendUnread = (unreadCount: number) =>
      write(
        `event: ${NOTIFICATION_STREAM_EVENTS.unread}\ndata: ${JSON.stringify({ unreadCount } satisfies UnreadStreamEvent)}\n\n`,
      );
    const sendRows = async (rows: Row[]) => {
      if (rows.length === 0) return;
      const unreadCount = await service.unreadCount(user.id);
      for (const row of rows) {
        known.set(row.id, row.createdAt.getTime());
        const event: NotificationStreamEvent = { notification: toNotification(row), unreadCount };
        write(
          `id: ${row.id}\nevent: ${NOTIFICATION_STREAM_EVENTS.notification}\ndata: ${JSON.stringify(event)}\n\n`,
        );
      }
    };
    const advance = (rows: Row[]) => {
      for (const row of rows) if (row.createdAt > cursor) cursor = row.createdAt;
      const oldest = cursor.getTime() - LOOK_BACK_MS - 1000;
      for (const [id, at] of known) if (at < oldest) known.delete(id);
    };

    /** First read: the missed rows after Last-Event-ID (if any), then the unread count. */
    async function start(): Promise<void> {
      const [{ now }] = await queryRows<{ now: Date | string }>(db, sql`select now() as now`);
      cursor = new Date(now);
      const [resume] =
        lastEventId && UUID.test(lastEventId)
          ? await db
              .select({ createdAt: notifications.createdAt, id: notifications.id })
              .from(notifications)
              .where(mine(user.id, eq(notifications.id, lastEventId)))
          : [];
      if (resume) {
        cursor = resume.createdAt;
        // Compared in SQL with the row's own stamp: a JS Date drops its microseconds.
        const missed = await db
          .select()
          .from(notifications)
          .where(
            mine(
              user.id,
              sql`(${notifications.createdAt}, ${notifications.id}) > (select n.created_at, n.id from ${notifications} n where n.id = ${resume.id})`,
            ),
          )
          .orderBy(asc(notifications.createdAt), asc(notifications.id))
          .limit(BATCH);
        await sendRows(missed);
        advance(missed);
      }
      // What the client already has (or, on a fresh connect, fetches with the list) is not news.
      const seen = await db
        .select({ id: notifications.id, createdAt: notifications.createdAt })
        .from(notifications)
        .where(
          mine(
            user.id,
            gt(notifications.createdAt, sql`${cursor.toISOString()}::timestamptz - ${LOOK_BACK}`),
          ),
        );
      for (const row of seen) if (!known.has(row.id)) known.set(row.id, row.createdAt.getTime());
      sendUnread(await service.unreadCount(user.id));
    }

    /** A wake-up: whatever arrived since the cursor (looking back a little) that is not known. */
    async function readNew(): Promise<boolean> {
      const rows = await db
        .select()
        .from(notifications)
        .where(
          mine(
            user.id,
            gt(notifications.createdAt, sql`${cursor.toISOString()}::timestamptz - ${LOOK_BACK}`),
          ),
        )
        .orderBy(asc(notifications.createdAt), asc(notifications.id))
        .limit(BATCH);
      await sendRows(rows.filter((row) => !known.has(row.id)));
      advance(rows);
      return rows.length === BATCH; // more may be waiting
    }

    // Reads run one after another; wake-ups during a read collapse into one more read.
    let chain: Promise<unknown> = Promise.resolve();
    let queued = false;
    const fail = (error: unknown) => {
      if (!ended) log.error({ err: error }, 'notification stream read failed');
      end(); // the browser reconnects and resumes from its last event id
    };
    const pull = () => {
      if (queued || ended) return;
      queued = true;
      chain = chain
        .then(async () => {
          queued = false;
          if (!ended && (await readNew())) pull();
        })
        .catch(fail);
    };

    const unsubscribe = bus.subscribe(user, pull);
    const heartbeat = setInterval(() => write(': ping\n\n'), options.heartbeatMs);
    const lifetime = setTimeout(() => end(), options.maxLifetimeMs);
    function end() {
      if (ended) return;
      ended = true;
      open.delete(end);
      unsubscribe();
      clearInterval(heartbeat);
      clearTimeout(lifetime);
      raw.end();
    }
    open.add(end);
    // The response's 'close' (not the request's, which fires once a GET is read) means the
    // browser went away or the stream was ended here.
    raw.on('close', end);
    raw.on('error', end);

    chain = chain.then(start).catch(fail);
  }

  return { connect, openCount: () => open.size };
}
