import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/** A fresh copy of the module: it installs once per page. */
const fresh = async () => {
  vi.resetModules();
  return (await import('./installable')).installWhenIdle;
};

const manifests = () =>
  [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="manifest"]')].map((link) =>
    link.getAttribute('href'),
  );

describe('installWhenIdle (decisions 073, 086)', () => {
  let idle: (() => void)[];
  const register = vi.fn(() => Promise.resolve());

  beforeEach(() => {
    idle = [];
    vi.stubGlobal('requestIdleCallback', (run: () => void) => idle.push(run));
    Object.defineProperty(navigator, 'serviceWorker', {
      configurable: true,
      value: { register },
    });
    register.mockClear();
    localStorage.clear();
  });
  const lang = document.documentElement.lang;
  afterEach(() => {
    document.documentElement.lang = lang;
    vi.unstubAllGlobals();
    for (const link of document.head.querySelectorAll('link[rel="manifest"]')) link.remove();
    Reflect.deleteProperty(navigator, 'serviceWorker');
    Reflect.deleteProperty(navigator, 'webdriver');
    vi.restoreAllMocks();
  });

  it("links the manifest in the page's language and registers the worker when the browser is idle, once", async () => {
    document.documentElement.lang = 'en';
    localStorage.setItem('sw', '1'); // jsdom, like the e2e browser, counts as automated
    const installWhenIdle = await fresh();
    installWhenIdle();
    installWhenIdle();
    expect(manifests()).toEqual([]);
    expect(idle).toHaveLength(1);
    idle[0]!();
    expect(manifests()).toEqual(['/manifest.en.webmanifest']);
    expect(register).toHaveBeenCalledExactlyOnceWith('/sw.js');
  });

  it('gives an Arabic page the Arabic manifest, and an automated browser no worker unless asked', async () => {
    document.documentElement.lang = 'ar';
    Object.defineProperty(navigator, 'webdriver', { configurable: true, value: true });
    const installWhenIdle = await fresh();
    installWhenIdle();
    idle[0]!();
    expect(manifests()).toEqual(['/manifest.webmanifest']);
    expect(register).not.toHaveBeenCalled();
  });

  it('waits for the load event on a page still loading', async () => {
    const state = vi.spyOn(document, 'readyState', 'get').mockReturnValue('interactive');
    const installWhenIdle = await fresh();
    installWhenIdle();
    expect(idle).toHaveLength(0);
    state.mockReturnValue('complete');
    window.dispatchEvent(new Event('load'));
    expect(idle).toHaveLength(1);
  });
});
