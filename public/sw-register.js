// Registers the service worker (public/sw.js, docs/decisions/062-installable-app.md) once the app
// has taken the page over (its `app:hydrated` mark, lib/hydration-state.ts) and the browser is
// idle. A guest's page starts the app on the visitor's first input (decision 067), so a page only
// looked at registers nothing: starting a worker and filling its cache on the first load was the
// largest thing competing with that load for the phone's cores (bench/README.md, session 21).
// Browsers driven by automation (navigator.webdriver) are left without it unless `sw` is set in
// local storage: the end-to-end tests intercept the page's requests, which a worker would answer
// first.
(() => {
  if (!('serviceWorker' in navigator) || !('PerformanceObserver' in window)) return;
  try {
    if (navigator.webdriver && !localStorage.getItem('sw')) return;
  } catch {
    return;
  }
  const register = () => {
    navigator.serviceWorker.register('/sw.js').catch(() => {
      // Not allowed here (private mode, plain http on another host): the shop works without it.
    });
  };
  const whenIdle = () =>
    'requestIdleCallback' in window
      ? requestIdleCallback(register, { timeout: 5000 })
      : setTimeout(register, 2000);
  const appIsOn = () => performance.getEntriesByName('app:hydrated', 'mark').length > 0;
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
