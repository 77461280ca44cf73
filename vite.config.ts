import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { appFiles } from './scripts/vite-app-files';
import { compileHints } from './scripts/vite-compile-hints';
import { fontPreload } from './scripts/vite-font-preload';
import { headGates } from './scripts/vite-head-gates';
import { precompress } from './scripts/vite-precompress';
import { textsFiles } from './scripts/vite-texts';
import { adminTexts, withoutAdminTexts } from './src/web/lib/texts-parts';

const here = (file: string) => fileURLToPath(new URL(file, import.meta.url));

// react-i18next imports the useSyncExternalStore shim, whose production code hands out React's own
// hook whenever React has one, as React 19 always does: the alias says the same without the
// shim's fallback (issue 26: 0.8 KB gzip off the storefront's first load).
const aliases = [
  {
    find: /^use-sync-external-store\/shim$/,
    replacement: here('./src/web/lib/use-sync-external-store-shim.ts'),
  },
];

// React Router 7 exports its development build to every bundler (its `exports` have no
// `production` condition): its dev-only warnings, their long messages included, would ship and
// print in the shop's console. A build takes its production build, the same code with
// `ENABLE_DEV_WARNINGS = false`; the dev server and the tests keep the warnings.
const productionRouter = [
  {
    find: /^react-router$/,
    replacement: here('./node_modules/react-router/dist/production/index.mjs'),
  },
  {
    find: /^react-router\/dom$/,
    replacement: here('./node_modules/react-router/dist/production/dom-export.mjs'),
  },
];

/**
 * The `core` chunk's modules (with everything they import): what every storefront page runs at
 * start, the main layout's small parts (session, cart badge, logout, language switch) and the
 * catalog's queries and grid placeholder most storefront pages start with, and the islands'
 * boundary the header's cart sits in (decision 080): one file compresses
 * better than a dozen chunks of a few hundred bytes (issue 26: 2.2 KB gzip off the home page).
 * A module named here is on every first load whoever imports it, all its exports with it, so what
 * the first load does not run stays in a module of its own (lib/hydration.ts beside
 * lib/hydration-state.ts, cart-math.ts beside cart-view.ts). Not lib/format.ts: its dates and
 * prices would then be one file shared by the home page's lazy parts (footer, product grid, news),
 * which a blocked download would fail all at once (issue 24 item 1).
 */
const CORE_MODULES = new RegExp(
  `src/web/(${[
    'components/ui/(icons|button|badge|spinner|skeleton|empty-state)',
    'lib/(cn|format|hydration-state|safe-url|use-lang|localized|use-visitor-query|use-page-title|query-keys|chunk-timeout|whatsapp|client-navigation|islands-ownership|between-starts)',
    'components/(lazy-part|language-switcher|island)',
    'features/auth/(api/session|redirect|components/logout-button)',
    'features/cart/api/(cart|cart-view|removed-notices)',
    'features/catalog/(api/catalog|components/product-grid-skeleton)',
    'app/(components/skip-link|layouts/header/site-logo)',
  ].join('|')})\\.tsx?$`.replaceAll('/', '[\\\\/]'),
);

// The API server (npm run serve / npm run dev) listens on 3000; Vite proxies to it in development.
const apiTarget = 'http://127.0.0.1:3000';

export default defineConfig(({ command, isSsrBuild }) => ({
  plugins: [
    react(),
    tailwindcss(),
    fontPreload(),
    // Every page's texts file without the admin area's part, which has its own (decision 081).
    textsFiles(
      { name: (lang, hash) => `${lang}-${hash}.json`, pick: withoutAdminTexts },
      { name: (lang, hash) => `admin-${lang}-${hash}.json`, pick: adminTexts },
    ),
    appFiles(),
    compileHints(),
    precompress(),
    // The paint gate and the style that hides the page until the stylesheet is in start the head,
    // before the app's entry module.
    headGates(),
  ],
  // The server renderer (dist-ssr, docs/decisions/030-server-rendering.md) carries its packages,
  // so it runs wherever it was built to (a benchmark's temporary directory too).
  ssr: isSsrBuild ? { noExternal: true } : undefined,
  resolve: { alias: command === 'build' ? [...aliases, ...productionRouter] : aliases },
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
                  // Vite's helper behind every `import()` (it loads a lazy chunk's CSS). Left to
                  // itself it lands in `core`, and the entry (main.tsx) then imports all of
                  // `core` statically: 70 KB gzip fetched and run before the entry, beside the
                  // stylesheet and the fonts, which decision 031 keeps for after the first paint
                  // (issue 26). A file of its own, a few hundred bytes.
                  name: 'preload-helper',
                  test: /vite[\\/]preload-helper/,
                },
                {
                  // What the entry reads before the app loads (the SSR data's id, the visitor's
                  // marks and the cookie reader), which `core` shares: inside `core`, they would
                  // make the entry import all of it, as above (decision 067).
                  name: 'entry-marks',
                  test: /src[\\/]web[\\/]lib[\\/](entry-marks|cookies|logged-in-marker)\.ts$/,
                },
                {
                  // The small helpers every storefront page runs at start (CORE_MODULES).
                  name: 'core',
                  test: CORE_MODULES,
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
