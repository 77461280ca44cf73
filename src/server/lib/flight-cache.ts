/**
 * An in-memory cache with single flight, for answers that cost more to compute than to keep
 * (rendered pages, features/ssr/page-cache.ts; public API answers, plugins/response-cache.ts):
 * - at most `max` entries, the least recently used dropped first (a Map's order is its insertion
 *   order, so a read moves its entry to the end);
 * - one computation per key at a time: whoever asks for a key already being computed waits for
 *   that computation instead of running the same work again (a cold popular page under load).
 * What "fresh" means (a version, an age) is the caller's: it passes a test to `get`.
 */
export interface FlightCache<V> {
  /** The entry if `fresh` accepts it (it becomes the most recently used); else undefined. */
  get(key: string, fresh: (value: V) => boolean): V | undefined;
  /** Keeps an entry as the most recently used one; the least recently used past `max` goes. */
  set(key: string, value: V): void;
  /**
   * `compute()`'s result, shared with every caller that asks for the key while it runs; kept when
   * `keep` accepts it. A failure is shared too, and nothing is kept.
   */
  run(key: string, compute: () => Promise<V>, keep?: (value: V) => boolean): Promise<V>;
  /**
   * For a computation whose start and end are in different places (a request's hooks): null when
   * one is already running for the key (then `waitFor` it), else the function that ends it, with
   * its result or with null when it failed (waiters then compute it themselves). Ending it does
   * not keep the result: `set` does.
   */
  begin(key: string): ((value: V | null) => void) | null;
  /** The result of the computation running for the key (null: it failed), if one is running. */
  waitFor(key: string): Promise<V | null> | undefined;
  readonly size: number;
}

export function createFlightCache<V>(max: number): FlightCache<V> {
  const entries = new Map<string, V>();
  const inflight = new Map<string, Promise<V | null>>();

  function set(key: string, value: V): void {
    entries.delete(key); // re-inserted last: the most recently used
    entries.set(key, value);
    if (entries.size > max) entries.delete(entries.keys().next().value as string);
  }

  function begin(key: string): ((value: V | null) => void) | null {
    if (inflight.has(key)) return null;
    let settle!: (value: V | null) => void;
    const flight = new Promise<V | null>((resolve) => {
      settle = resolve;
    });
    inflight.set(key, flight);
    return (value) => {
      settle(value);
      if (inflight.get(key) === flight) inflight.delete(key);
    };
  }

  const cache: FlightCache<V> = {
    get(key, fresh) {
      const value = entries.get(key);
      if (value === undefined || !fresh(value)) return undefined;
      set(key, value);
      return value;
    },
    set,
    run(key, compute, keep = () => true) {
      const running = inflight.get(key);
      if (running) return running as Promise<V>;
      const flight = compute()
        .then((value) => {
          if (keep(value)) set(key, value);
          return value;
        })
        .finally(() => inflight.delete(key));
      inflight.set(key, flight);
      return flight;
    },
    begin,
    waitFor: (key) => inflight.get(key),
    get size() {
      return entries.size;
    },
  };
  return cache;
}
