import os from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './scripts/chromium';

// The built app on its own port and a throw-away data directory: a fresh PGlite, migrated and
// seeded on first start, exactly as `npm start` does on a new machine.
const port = Number(process.env.E2E_PORT ?? 3100);
// Set once in the runner; workers inherit it, so specs can read the mails the server writes there.
process.env.E2E_DATA_DIR ??= path.join(os.tmpdir(), `shop-e2e-${Date.now()}`);
const dataDir = process.env.E2E_DATA_DIR;

export default defineConfig({
  testDir: 'e2e',
  timeout: 30_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  retries: 0,
  // 'list' prints each failure's error again after the summary, at the very end of the output,
  // where CI's record of the run (its last lines) keeps it; 'line' printed it only in passing.
  reporter: 'list',
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    locale: 'en-US',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      args: CHROMIUM_FLAGS,
    },
  },
  webServer: {
    command: 'node --import tsx src/server/server.ts',
    url: `http://127.0.0.1:${port}/api/health`,
    timeout: 120_000,
    reuseExistingServer: false,
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      SEED_DEMO: 'true',
      LOG_LEVEL: 'warn',
    },
  },
});
