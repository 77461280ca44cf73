/**
 * GreenVolt's service worker (docs/decisions/062-installable-app.md). Three rules, nothing more:
 * - /api/ is never touched: no respondWith, so every answer comes from the network as without a
 *   worker (prices and stock are never stale; offline, the call fails and the app says so).
 * - Built assets (/assets/*, hashed names, immutable) come from the cache when there, else from
 *   the network and are kept; a failed or non-200 answer is passed on, never kept, so a chunk
 *   that cannot load still shows the app's chunk-load error.
 * - A page (navigation) comes from the network; only when that fails is the offline page shown
 *   (public/offline.html, both languages). Pages themselves are never cached.
 */
const VERSION = 'v2';
const SHELL = `gv-shell-${VERSION}`;
const ASSETS = 'gv-assets';
/** Kept from the newest: hashed files of older builds are dropped beyond this. */
const MAX_ASSETS = 200;
const OFFLINE_URL = '/offline.html';
const SHELL_FILES = [
  OFFLINE_URL,
  '/offline.js',
  '/favicon.svg',
  '/icons/favicon-48.png',
  '/manifest.webmanifest',
  '/manifest.en.webmanifest',
  '/icons/icon-192.png',
  '/icons/icon-512.png',
];

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(SHELL)
      .then((cache) =>
        cache.addAll(SHELL_FILES.map((url) => new Request(url, { cache: 'reload' }))),
      )
      // The worker holds no page state and cached files keep their names: a new version can
      // take over at once instead of waiting for every tab to close.
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      for (const name of await caches.keys()) {
        if (name.startsWith('gv-shell-') && name !== SHELL) await caches.delete(name);
      }
      const assets = await caches.open(ASSETS);
      const keys = await assets.keys();
      for (const request of keys.slice(0, Math.max(0, keys.length - MAX_ASSETS))) {
        await assets.delete(request);
      }
    })(),
  );
});

async function fromCacheOrNetwork(request) {
  const cache = await caches.open(ASSETS);
  const cached = await cache.match(request);
  if (cached) return cached;
  const response = await fetch(request);
  if (response.status === 200 && response.type === 'basic') {
    await cache.put(request, response.clone());
  }
  return response;
}

async function pageOrOffline(request) {
  try {
    return await fetch(request);
  } catch (error) {
    const offline = await caches.match(OFFLINE_URL, { cacheName: SHELL });
    if (offline) return offline;
    throw error;
  }
}

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  // Network only, and not even through this worker: never an answer from a cache.
  if (url.pathname.startsWith('/api/')) return;
  if (request.mode === 'navigate') {
    event.respondWith(pageOrOffline(request));
  } else if (url.pathname.startsWith('/assets/')) {
    event.respondWith(fromCacheOrNetwork(request));
  } else if (SHELL_FILES.includes(url.pathname)) {
    // The offline page's own files: the network first (they change with a release), the copy
    // kept at install when offline.
    event.respondWith(fetch(request).catch(() => caches.match(url.pathname, { cacheName: SHELL })));
  }
});
