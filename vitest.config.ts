import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'server',
          include: ['src/server/**/*.test.ts', 'src/shared/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['src/server/test/global-setup.ts'],
          // The server renderer's bundle (features/ssr) is loaded by Node as in production, not
          // transformed by Vitest.
          server: { deps: { external: [/-ssr\/entry-server\.js/] } },
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: './vite.config.ts',
        test: {
          name: 'web',
          include: ['src/web/**/*.test.{ts,tsx}'],
          environment: 'happy-dom',
          setupFiles: ['src/web/test/setup.ts'],
        },
      },
      {
        // Builds the web app once (into a temporary directory) and checks the bundle budget.
        test: {
          name: 'build',
          include: ['scripts/**/*.test.ts'],
          environment: 'node',
          testTimeout: 180_000,
          hookTimeout: 180_000,
        },
      },
    ],
  },
});
