// Makes the page installable once the app or its islands have taken it over and the browser is
// idle (decisions 062, 073 and 086): it links the web app manifest in the page's language and
// registers the service worker (public/sw.js). A guest's page starts its islands on the first
// input (decisions 067, 080), so a page only looked at does neither: both compete with the first
// load for the phone's cores (starting a worker and filling its cache, session 21; the browser's
// install check, icons and install button that a manifest sets off, session 28).
// Run by the start that hydrates first (lib/hydration-state.ts), in a chunk of its own: no script
// of its own in the server's HTML, whose task Lighthouse placed after its download (decision 086).
// Browsers driven by automation (navigator.webdriver) get no worker unless `sw` is set in local
// storage: the end-to-end tests intercept the page's requests, which a worker would answer first.

const MANIFEST = { ar: '/manifest.webmanifest', en: '/manifest.en.webmanifest' } as const;

function linkManifest(): void {
  if (document.querySelector('link[rel="manifest"]')) return;
  const link = document.createElement('link');
  link.rel = 'manifest';
  // The language the page shows now (the app may have switched it since the server's HTML).
  link.href = document.documentElement.lang === 'en' ? MANIFEST.en : MANIFEST.ar;
  document.head.append(link);
}

function registerWorker(): void {
  if (!('serviceWorker' in navigator)) return;
  try {
    if (navigator.webdriver && !localStorage.getItem('sw')) return;
  } catch {
    return;
  }
  navigator.serviceWorker.register('/sw.js').catch(() => {
    // Not allowed here (private mode, plain http on another host): the shop works without it.
  });
}

let asked = false;

/** Links the manifest and registers the worker once the page has loaded and the browser is idle. */
export function installWhenIdle(): void {
  if (asked) return;
  asked = true;
  const install = () => {
    // The page is gone by then: a unit test's document torn down before the fallback's timer.
    if (typeof document === 'undefined') return;
    linkManifest();
    registerWorker();
  };
  const whenIdle = () =>
    'requestIdleCallback' in window
      ? requestIdleCallback(install, { timeout: 5000 })
      : setTimeout(install, 2000);
  if (document.readyState === 'complete') whenIdle();
  else window.addEventListener('load', whenIdle, { once: true });
}
