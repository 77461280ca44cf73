/**
 * The app as a benchmark starts it: the real bootstrap and environment (config.ts), with the
 * few non-environment settings a load test from one address needs overridden by BENCH_CONFIG
 * (JSON: rateLimits, jobPollMs). Prints `BENCH_LISTENING <url>` once it listens.
 */
import { bootstrap } from '../../src/server/bootstrap';
import { type Config, loadConfig } from '../../src/server/config';

type Overrides = Partial<Pick<Config, 'jobPollMs'>> & {
  rateLimits?: Partial<Config['rateLimits']>;
};

const config = loadConfig();
const overrides = JSON.parse(process.env.BENCH_CONFIG ?? '{}') as Overrides;
const app = await bootstrap({
  ...config,
  ...overrides,
  rateLimits: { ...config.rateLimits, ...overrides.rateLimits },
});
const url = await app.listen({ port: config.port, host: config.host });
console.log(`BENCH_LISTENING ${url}`);

let closing = false;
const shutdown = async () => {
  if (closing) return;
  closing = true;
  setTimeout(() => process.exit(1), 10_000).unref();
  await app.close();
  process.exit(0);
};
process.on('SIGTERM', () => void shutdown());
process.on('SIGINT', () => void shutdown());
