// Registers the service worker (public/sw.js, docs/decisions/062-installable-app.md) once the page
// has loaded and the browser is idle: nothing of the page's own start waits for it. Browsers
// driven by automation (navigator.webdriver) are left without it unless `sw` is set in local
// storage: the end-to-end tests intercept the page's requests, which a worker would answer first.
(() => {
  if (!('serviceWorker' in navigator)) return;
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
  if (document.readyState === 'complete') whenIdle();
  else addEventListener('load', whenIdle, { once: true });
})();
