import { EventEmitter } from 'node:events';

/**
 * Tells open notification streams that a user has something new. Publish AFTER the rows are
 * committed: a listener reacts by reading the database, so it must be able to see them.
 *
 * This in-process bus serves one instance (PGlite); the PostgreSQL bus fans the same events out
 * to every instance with LISTEN/NOTIFY (DESIGN §6).
 */
export interface NotificationBus {
  /** New notifications for these users ('customers': every customer, e.g. a promotion). */
  publish(target: { userIds: string[] } | 'customers'): Promise<void>;
  /** Calls `listener` whenever `userId` (or, with `role`, a broadcast to that role) gets news. */
  subscribe(user: { id: string; role: string }, listener: () => void): () => void;
  close(): Promise<void>;
}

export function createLocalNotificationBus(): NotificationBus {
  const events = new EventEmitter();
  events.setMaxListeners(0);
  return {
    async publish(target) {
      if (target === 'customers') events.emit('role:customer');
      else for (const id of new Set(target.userIds)) events.emit(`user:${id}`);
    },
    subscribe(user, listener) {
      events.on(`user:${user.id}`, listener);
      events.on(`role:${user.role}`, listener);
      return () => {
        events.off(`user:${user.id}`, listener);
        events.off(`role:${user.role}`, listener);
      };
    },
    async close() {
      events.removeAllListeners();
    },
  };
}
