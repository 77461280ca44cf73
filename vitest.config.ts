import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

// `npm test` runs the fast projects (server, web): the inner loop. The slow ones — production
// builds, drills that spawn and kill real server processes, the bundle budget — run in
// `npm run test:all` and CI (decision 033).
const SLOW_SERVER_TESTS = [
  'src/server/faults/**/*.test.ts',
  'src/server/server.test.ts',
  'src/server/features/ssr/ssr.test.ts',
];

const serverProject = {
  environment: 'node' as const,
  globalSetup: ['src/server/test/global-setup.ts'],
  // The server renderer's bundle (features/ssr) is loaded by Node as in production, not
  // transformed by Vitest.
  server: { deps: { external: [/-ssr\/entry-server\.js/] } },
  testTimeout: 30_000,
  hookTimeout: 60_000,
};

export default defineConfig({
  test: {
    // One more worker than cores: a test spends much of its time waiting on its database, and
    // Vitest's default (cores - 1) left one of this machine's two cores idle.
    maxWorkers: availableParallelism() + 1,
    projects: [
      {
        test: {
          name: 'server',
          include: ['src/server/**/*.test.ts', 'src/shared/**/*.test.ts', 'src/*.test.ts'],
          exclude: SLOW_SERVER_TESTS,
          ...serverProject,
          // Test files share a worker's loaded modules instead of importing the app again each
          // (most of their time); each still builds its own app on its own database.
          isolate: false,
        },
      },
      {
        extends: './vite.config.ts',
        test: {
          name: 'web',
          include: ['src/web/**/*.test.{ts,tsx}'],
          exclude: ['src/web/islands/**'],
          environment: 'happy-dom',
          setupFiles: ['src/web/test/setup.ts'],
          // The long admin forms are typed into key by key (user-event): 4–5 s on an idle 2-core
          // machine for the store profile, so Vitest's 5 s default failed them on a busy one.
          testTimeout: 15_000,
        },
      },
      {
        // The islands (decision 080): the same components, on Preact's compat layer as the
        // islands' bundle builds them.
        extends: './vite.islands.config.ts',
        test: {
          name: 'islands',
          include: ['src/web/islands/**/*.test.{ts,tsx}'],
          environment: 'happy-dom',
          // Transformed, so their `react` is the alias's too (Node would load React itself).
          server: { deps: { inline: [/@tanstack\/react-query/, /react-hot-toast/] } },
          testTimeout: 15_000,
        },
      },
      {
        // Builds the server renderer and spawns real server processes (drills, graceful stop).
        test: { name: 'server-slow', include: SLOW_SERVER_TESTS, ...serverProject },
      },
      {
        // Builds the web app once (into a temporary directory) and checks the bundle budget; the
        // benchmarks' own helpers.
        test: {
          name: 'build',
          include: ['scripts/**/*.test.ts', 'bench/**/*.test.ts'],
          environment: 'node',
          testTimeout: 180_000,
          hookTimeout: 180_000,
        },
      },
    ],
  },
});
