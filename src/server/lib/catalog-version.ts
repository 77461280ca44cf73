/** Numbers shared by every instance, one per key (the settings area keeps them: app.ts). */
export interface Counters {
  read(key: string): Promise<string>;
  /** Adds one and answers the new value. */
  bump(key: string): Promise<string>;
}

const KEY = 'catalog_version';
// How stale another instance's cached catalog may be after a write elsewhere.
const RECHECK_MS = 1000;

/**
 * A number that changes on every catalog write, kept in the database so that all instances see
 * it. Cached catalog answers are keyed by it: a write here is visible at once, a write on
 * another instance within RECHECK_MS.
 */
export function createCatalogVersion(counters: Counters) {
  let known = '';
  let checkedAt = 0;
  let pending: Promise<string> | undefined;

  return {
    async current(): Promise<string> {
      const age = Date.now() - checkedAt;
      if (age < RECHECK_MS / 2) return known;
      if (!pending) {
        pending = counters
          .read(KEY)
          .then((value) => {
            known = value;
            checkedAt = Date.now();
            return value;
          })
          .finally(() => {
            pending = undefined;
          });
      }
      // Half-way through, the re-read starts in the background and callers go on with the
      // version in hand: a busy instance re-reads before the second is up and never holds every
      // request on that query. Past the second (an idle instance), the caller waits for it.
      if (age < RECHECK_MS && known !== '') {
        pending.catch(() => undefined); // failed: the next call tries again
        return known;
      }
      return pending;
    },
    async bump(): Promise<void> {
      known = await counters.bump(KEY);
      checkedAt = Date.now();
    },
  };
}

export type CatalogVersion = ReturnType<typeof createCatalogVersion>;
