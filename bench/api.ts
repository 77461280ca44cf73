/**
 * npm run bench:api: API latency on a seeded embedded database (PGlite), measured in-process over
 * loopback. Budgets are checked here, not in timed tests. Results go to bench/api.md.
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { bootstrap } from '../src/server/bootstrap';
import { parseConfig } from '../src/server/config';

const REQUESTS = 200;
const BUDGET_P95_MS = 50;

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

async function measure(base: string, url: string): Promise<{ p50: number; p95: number }> {
  for (let i = 0; i < 10; i++) await (await fetch(base + url)).arrayBuffer(); // warm up
  const times: number[] = [];
  for (let i = 0; i < REQUESTS; i++) {
    const start = performance.now();
    const res = await fetch(base + url, { headers: { 'accept-language': 'ar' } });
    await res.arrayBuffer();
    if (!res.ok) throw new Error(`${url} answered ${res.status}`);
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 50), p95: percentile(times, 95) };
}

const dataDir = await mkdtemp(path.join(os.tmpdir(), 'shop-bench-'));
const config = parseConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'warn', SEED_DEMO: 'true', PORT: '0' });
// One client sends every request here; the per-client API limit would cut the run short.
const app = await bootstrap({ ...config, rateLimits: { ...config.rateLimits, api: 1_000_000 } });
const base = await app.listen({ port: 0, host: '127.0.0.1' });
const firstProduct = (await (await fetch(`${base}/api/products?pageSize=1`)).json()).items[0].id;

const cases = [
  ['health', '/api/health'],
  ['product list (page 1)', '/api/products?page=1&pageSize=12'],
  ['product list sorted by price', '/api/products?sort=price_asc&page=2'],
  ['search (Arabic)', `/api/products?search=${encodeURIComponent('بطاريه ليثيوم')}`],
  ['search (English typo)', '/api/products?search=lithum'],
  ['product details', `/api/products/${firstProduct}`],
  ['categories', '/api/categories'],
  ['site info', '/api/site'],
] as const;

const lines = [
  '# API latency (npm run bench:api)',
  '',
  `${REQUESTS} sequential requests per call after warm-up, embedded PGlite with the demo seed, one`,
  `process on this machine (2 cores). Budget: p95 under ${BUDGET_P95_MS} ms.`,
  '',
  '| call | p50 ms | p95 ms | within budget |',
  '| --- | ---: | ---: | :---: |',
];
let failed = false;
for (const [name, url] of cases) {
  const { p50, p95 } = await measure(base, url);
  const ok = p95 < BUDGET_P95_MS;
  failed ||= !ok;
  lines.push(`| ${name} | ${p50.toFixed(1)} | ${p95.toFixed(1)} | ${ok ? 'yes' : 'NO'} |`);
}
await app.close();
await rm(dataDir, { recursive: true, force: true });

const report = `${lines.join('\n')}\n`;
await writeFile(path.join(import.meta.dirname, 'api.md'), report);
console.log(report);
if (failed) process.exitCode = 1;
