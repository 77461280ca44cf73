/** The support area's public module: what other areas may use (src/architecture.ts). */
export { threadsOfUser } from './customer-threads';
export { openThreads, threadLabels } from './open-threads';
