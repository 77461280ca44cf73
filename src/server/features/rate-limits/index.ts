/** Public module of the rate-limits area: shared counters (one table, every instance). */
export { clearCounter, countHit, deleteEndedCounters, type LockingWindow } from './counters';
