import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { compileHints } from './scripts/vite-compile-hints';
import { islandsFiles } from './scripts/vite-islands';
import { textsFiles } from './scripts/vite-texts';
import { islandsTexts } from './src/web/islands/texts';

const here = (file: string) => fileURLToPath(new URL(file, import.meta.url));

/**
 * The islands' bundle (decision 080): the same components as the app, built from
 * src/web/islands/start.tsx with `react` and `react-dom` standing for Preact's compat layer, into
 * the app's `dist` after the app's build (npm run build). The server keeps rendering with React;
 * the app stays on React.
 */
export default defineConfig({
  plugins: [
    react(),
    compileHints('islands', { andOnDemand: true }),
    islandsFiles('islands'),
    textsFiles({ name: (lang, hash) => `${lang}-islands-${hash}.json`, pick: islandsTexts }),
  ],
  resolve: {
    alias: [
      { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
      { find: /^react-dom$/, replacement: 'preact/compat' },
      { find: /^react\/jsx-(dev-)?runtime$/, replacement: 'preact/jsx-runtime' },
      { find: /^react$/, replacement: 'preact/compat' },
      // No router in an island: links are links, the address is the browser's (islands/router.tsx).
      { find: /^react-router$/, replacement: here('./src/web/islands/router.tsx') },
      // As in vite.config.ts: React's own hook (here Preact's), without the shim's fallback.
      {
        find: /^use-sync-external-store\/shim$/,
        replacement: here('./src/web/lib/use-sync-external-store-shim.ts'),
      },
    ],
  },
  build: {
    outDir: 'dist',
    emptyOutDir: false,
    copyPublicDir: false,
    sourcemap: false,
    modulePreload: false,
    rolldownOptions: {
      input: { islands: here('./src/web/islands/start.tsx') },
      preserveEntrySignatures: 'exports-only',
    },
  },
});
