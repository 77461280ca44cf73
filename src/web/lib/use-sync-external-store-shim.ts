/**
 * `use-sync-external-store/shim` for the browser build (vite.config.ts aliases it here). The
 * package's production code hands out React's own hook whenever React has one, and React 19
 * always does; this module says the same thing without the shim's fallback code (~0.8 KB gzip on
 * the storefront's first load, through react-i18next's useTranslation; issue 26).
 */
export { useSyncExternalStore } from 'react';
