import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';
import { type BusTarget, createSubscribers, type NotificationBus } from './notification-bus';

/** The one channel every instance listens on. */
export const NOTIFICATION_CHANNEL = 'shop_notifications';
/** Shown in pg_stat_activity, so an operator (or a test) can find the listening connection. */
export const LISTENER_APPLICATION_NAME = 'shop-notification-listener';
/** 150 ids × 37 bytes ≈ 5.5 kB: safely under NOTIFY's 8,000-byte payload limit. */
const IDS_PER_MESSAGE = 150;
const BROADCAST_TO_CUSTOMERS = 'c';
const USERS_PREFIX = 'u:';

export interface PostgresNotificationBus extends NotificationBus {
  /** Resolves when the first LISTEN is in place (or its attempt failed and retries began). */
  ready(): Promise<void>;
}

interface Options {
  pool: pg.Pool;
  log: FastifyBaseLogger;
  channel?: string;
  /** Back-off between reconnect attempts of the listening connection. */
  reconnectMs?: { min: number; max: number };
}

/** Payloads stay small: a broadcast is one letter, never the ids of every customer. */
export function encodeTarget(target: BusTarget): string[] {
  if (target === 'customers') return [BROADCAST_TO_CUSTOMERS];
  const ids = [...new Set(target.userIds)];
  const messages: string[] = [];
  for (let i = 0; i < ids.length; i += IDS_PER_MESSAGE) {
    messages.push(USERS_PREFIX + ids.slice(i, i + IDS_PER_MESSAGE).join(','));
  }
  return messages;
}

export function decodeTarget(payload: string | undefined): BusTarget | null {
  if (payload === BROADCAST_TO_CUSTOMERS) return 'customers';
  if (payload?.startsWith(USERS_PREFIX)) {
    return { userIds: payload.slice(USERS_PREFIX.length).split(',').filter(Boolean) };
  }
  return null;
}

/**
 * Fans notification events out to every app instance on one PostgreSQL server: publish is
 * pg_notify through the pool (it rides on any connection), and each instance keeps ONE dedicated
 * connection that LISTENs and wakes its own streams. Pooled connections cannot LISTEN: the pool
 * hands them to other queries. If the listening connection drops it reconnects with back-off and
 * then wakes every stream, because events sent during the gap never reach it.
 */
export function createPostgresNotificationBus(options: Options): PostgresNotificationBus {
  const { pool, log } = options;
  const channel = options.channel ?? NOTIFICATION_CHANNEL;
  const backoff = options.reconnectMs ?? { min: 250, max: 10_000 };
  const subscribers = createSubscribers();
  let closed = false;
  let current: pg.Client | undefined;
  let reconnectTimer: NodeJS.Timeout | undefined;
  let delay = backoff.min;
  let everListened = false;

  function scheduleReconnect(): void {
    if (closed || reconnectTimer) return;
    reconnectTimer = setTimeout(() => {
      reconnectTimer = undefined;
      void listen();
    }, delay);
    reconnectTimer.unref();
    delay = Math.min(delay * 2, backoff.max);
  }

  async function listen(): Promise<void> {
    const client = new pg.Client({
      ...pool.options,
      application_name: LISTENER_APPLICATION_NAME,
      // A silently dead peer (no RST) is noticed by TCP keep-alive instead of never.
      keepAlive: true,
      keepAliveInitialDelayMillis: 10_000,
    });
    current = client;
    let lost = false;
    const onLost = (error?: Error) => {
      if (lost) return;
      lost = true;
      if (current === client) current = undefined;
      client.removeAllListeners('notification');
      client.end().catch(() => {});
      if (closed) return;
      log.warn({ err: error }, 'notification listener lost its connection; reconnecting');
      scheduleReconnect();
    };
    client.on('error', onLost);
    client.on('end', () => onLost());
    client.on('notification', (message) => {
      if (message.channel !== channel) return;
      const target = decodeTarget(message.payload);
      if (target) subscribers.deliver(target);
    });
    try {
      await client.connect();
      await client.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
    } catch (error) {
      onLost(error as Error);
      return;
    }
    if (closed) {
      await client.end().catch(() => {});
      return;
    }
    delay = backoff.min;
    if (everListened) {
      log.info('notification listener reconnected');
      subscribers.wakeAll();
    }
    everListened = true;
  }

  const started = listen();

  return {
    ready: () => started,
    async publish(target) {
      await pool.query('select pg_notify($1, payload) from unnest($2::text[]) as payload', [
        channel,
        encodeTarget(target),
      ]);
    },
    subscribe: (user, listener) => subscribers.subscribe(user, listener),
    async close() {
      closed = true;
      clearTimeout(reconnectTimer);
      subscribers.clear();
      await started;
      await current?.end().catch(() => {});
    },
  };
}
