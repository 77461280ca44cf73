/** Public module of the rate-limits area: shared counters (one table, every instance). */
export {
  type Count,
  clearCounter,
  clearCountersStartingWith,
  countHit,
  countHits,
  deleteEndedCounters,
  type LockingWindow,
  uncountHit,
} from './counters';
