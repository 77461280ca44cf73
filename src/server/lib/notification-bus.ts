/**
 * Tells open notification streams that a user has something new. Publish AFTER the rows are
 * committed: a listener reacts by reading the database, so it must be able to see them.
 *
 * This in-process bus serves one instance (PGlite); the PostgreSQL bus (postgres-notification-bus.ts)
 * fans the same events out to every instance with LISTEN/NOTIFY (DESIGN §6).
 */
export interface NotificationBus {
  /** New notifications for these users ('customers': every customer, e.g. a promotion). */
  publish(target: { userIds: string[] } | 'customers'): Promise<void>;
  /** Calls `listener` whenever `userId` (or, with `role`, a broadcast to that role) gets news. */
  subscribe(user: { id: string; role: string }, listener: () => void): () => void;
  close(): Promise<void>;
}

export type BusTarget = Parameters<NotificationBus['publish']>[0];

/** Streams woken per tick by a broadcast: 10,000 open streams must not all query at once. */
const BROADCAST_BATCH = 200;
const BROADCAST_PAUSE_MS = 25;

/**
 * The subscriber table both buses share: who listens for which user and which role, and the
 * delivery of one event to them.
 */
export function createSubscribers() {
  const byUser = new Map<string, Set<() => void>>();
  const byRole = new Map<string, Set<() => void>>();
  const add = (map: Map<string, Set<() => void>>, key: string, listener: () => void) => {
    const set = map.get(key) ?? new Set();
    set.add(listener);
    map.set(key, set);
  };
  const drop = (map: Map<string, Set<() => void>>, key: string, listener: () => void) => {
    const set = map.get(key);
    set?.delete(listener);
    if (set?.size === 0) map.delete(key);
  };
  const call = (listener: () => void) => {
    try {
      listener();
    } catch {
      // one broken stream must not keep the news from the others
    }
  };
  // Spread over a few ticks: each woken stream reads the database.
  const spread = (listeners: (() => void)[]) => {
    listeners.slice(0, BROADCAST_BATCH).forEach(call);
    const rest = listeners.slice(BROADCAST_BATCH);
    if (rest.length > 0) setTimeout(() => spread(rest), BROADCAST_PAUSE_MS).unref();
  };

  return {
    subscribe(user: { id: string; role: string }, listener: () => void): () => void {
      add(byUser, user.id, listener);
      add(byRole, user.role, listener);
      return () => {
        drop(byUser, user.id, listener);
        drop(byRole, user.role, listener);
      };
    },
    deliver(target: BusTarget): void {
      if (target === 'customers') {
        spread([...(byRole.get('customer') ?? [])]);
        return;
      }
      for (const id of new Set(target.userIds)) byUser.get(id)?.forEach(call);
    },
    /** Everyone re-reads: after a gap in which events may have been lost (a reconnect). */
    wakeAll(): void {
      spread([...new Set([...byUser.values()].flatMap((set) => [...set]))]);
    },
    clear(): void {
      byUser.clear();
      byRole.clear();
    },
  };
}

export function createLocalNotificationBus(): NotificationBus {
  const subscribers = createSubscribers();
  return {
    async publish(target) {
      subscribers.deliver(target);
    },
    subscribe: (user, listener) => subscribers.subscribe(user, listener),
    async close() {
      subscribers.clear();
    },
  };
}
