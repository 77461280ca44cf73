import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { compileHints } from './scripts/vite-compile-hints';
import { fontPreload } from './scripts/vite-font-preload';
import { precompress } from './scripts/vite-precompress';

// The API server (npm run serve / npm run dev) listens on 3000; Vite proxies to it in development.
const apiTarget = 'http://127.0.0.1:3000';

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react(), tailwindcss(), fontPreload(), compileHints(), precompress()],
  // The server renderer (dist-ssr, docs/decisions/030-server-rendering.md) carries its packages,
  // so it runs wherever it was built to (a benchmark's temporary directory too).
  ssr: isSsrBuild ? { noExternal: true } : undefined,
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: false,
    manifest: true,
    modulePreload: false,
    // One file: the server loads it afresh after a rebuild, which chunks importing the entry back
    // would defeat (they would keep talking to the old copy).
    rolldownOptions: isSsrBuild
      ? { output: { codeSplitting: false } }
      : {
          output: {
            codeSplitting: {
              groups: [
                {
                  // The small helpers every storefront page runs at start, in one file instead of
                  // a dozen shared chunks of a few hundred bytes, each compressed alone.
                  name: 'core',
                  test: /src[\\/]web[\\/](components[\\/]ui[\\/](icons|button|badge|spinner|skeleton|empty-state)|lib[\\/](cn|format|hydration|safe-url|use-lang|localized|use-visitor-query|use-page-title))\.tsx?$/,
                },
              ],
            },
          },
        },
  },
  server: {
    host: '127.0.0.1',
    port: 5173,
    proxy: {
      '/api': { target: apiTarget, changeOrigin: false },
      '/uploads': { target: apiTarget, changeOrigin: false },
    },
  },
}));
