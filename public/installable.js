// Makes a server-rendered page installable once the app or its islands have taken it over (their
// `app:hydrated` or `islands:hydrated` mark, lib/hydration-state.ts) and the browser is idle
// (docs/decisions/062-installable-app.md, 073-install-after-the-app.md): it links the web app
// manifest in the page's language and registers the service worker (public/sw.js). A guest's
// page starts its islands on the visitor's first input (decisions 067, 080), and the app only
// when needed, so a page only looked at does neither. Both compete with the first
// load for the phone's cores: starting a worker and filling its cache (bench/README.md, session
// 21), and the browser's own install check and install button that a manifest sets off (icons
// fetched and decoded, the browser's interface animated: session 28).
// Browsers driven by automation (navigator.webdriver) get no worker unless `sw` is set in local
// storage: the end-to-end tests intercept the page's requests, which a worker would answer first.
(() => {
  if (!('PerformanceObserver' in window)) return;

  const linkManifest = () => {
    if (document.querySelector('link[rel="manifest"]')) return;
    const link = document.createElement('link');
    link.rel = 'manifest';
    // The language the page shows now (the app may have switched it since the server's HTML).
    const english = document.documentElement.lang === 'en';
    link.href = english ? '/manifest.en.webmanifest' : '/manifest.webmanifest';
    document.head.append(link);
  };

  const registerWorker = () => {
    if (!('serviceWorker' in navigator)) return;
    try {
      if (navigator.webdriver && !localStorage.getItem('sw')) return;
    } catch {
      return;
    }
    navigator.serviceWorker.register('/sw.js').catch(() => {
      // Not allowed here (private mode, plain http on another host): the shop works without it.
    });
  };

  const install = () => {
    linkManifest();
    registerWorker();
  };
  const whenIdle = () =>
    'requestIdleCallback' in window
      ? requestIdleCallback(install, { timeout: 5000 })
      : setTimeout(install, 2000);
  const appIsOn = () =>
    ['app:hydrated', 'islands:hydrated'].some(
      (name) => performance.getEntriesByName(name, 'mark').length > 0,
    );
  const whenAppIsOn = () => {
    const observer = new PerformanceObserver(() => {
      if (!appIsOn()) return;
      observer.disconnect();
      whenIdle();
    });
    observer.observe({ type: 'mark', buffered: true });
  };
  if (document.readyState === 'complete') whenAppIsOn();
  else addEventListener('load', whenAppIsOn, { once: true });
})();
