import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  COMPARE_STORAGE_KEY,
  GUEST_CART_MARK_COOKIE,
  LANGUAGE_COOKIE,
  LANGUAGE_STORAGE_KEY,
  LOGGED_IN_COOKIE,
  LOGGED_IN_FLAG,
  PERSONAL_PART_ATTRIBUTE,
} from './entry-marks';
import { prefetchAppWhenIdle, startOnFirstInput, visitorsOwn } from './start-on-demand';

function setCookie(name: string, value: string): void {
  // biome-ignore lint/suspicious/noDocumentCookie: the test sets what the server would
  document.cookie = `${name}=${value}; path=/`;
}

describe('what of their own a visitor has for the page (decisions 067, 080 and 084)', () => {
  beforeEach(() => {
    // The suite's setup keeps English in storage for every test: a first visit has nothing.
    localStorage.clear();
    sessionStorage.clear();
    for (const name of [GUEST_CART_MARK_COOKIE, LOGGED_IN_COOKIE]) setCookie(name, '0');
    // biome-ignore lint/suspicious/noDocumentCookie: the test clears what the app would have set
    document.cookie = `${LANGUAGE_COOKIE}=; path=/; max-age=0`;
    document.documentElement.lang = 'ar';
  });

  it('has nothing for a first visit, or for one whose stored language is the page', () => {
    expect(visitorsOwn()).toBe('nothing');
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'ar');
    localStorage.setItem(COMPARE_STORAGE_KEY, '[]');
    expect(visitorsOwn()).toBe('nothing');
  });

  it('has a session, from the readable cookie or the local-storage flag (decision 084)', () => {
    setCookie(LOGGED_IN_COOKIE, '1');
    expect(visitorsOwn()).toBe('a session');
    setCookie(LOGGED_IN_COOKIE, '0');
    expect(visitorsOwn()).toBe('nothing');
    localStorage.setItem(LOGGED_IN_FLAG, '1');
    expect(visitorsOwn()).toBe('a session');
  });

  it('has more with a session on a page with a part the app fills in for them (the contact form)', () => {
    setCookie(LOGGED_IN_COOKIE, '1');
    const form = document.createElement('section');
    form.setAttribute(PERSONAL_PART_ATTRIBUTE, '');
    document.body.append(form);
    expect(visitorsOwn()).toBe('more');
    setCookie(LOGGED_IN_COOKIE, '0');
    expect(visitorsOwn(), 'a guest gets the guest form').toBe('nothing');
    form.remove();
  });

  it("has a cart from a guest's readable mark, and more when they have more besides", () => {
    setCookie(GUEST_CART_MARK_COOKIE, '1');
    expect(visitorsOwn()).toBe('a cart');
    localStorage.setItem(COMPARE_STORAGE_KEY, '["p1"]');
    expect(visitorsOwn()).toBe('more');
    localStorage.clear();
    setCookie(LOGGED_IN_COOKIE, '1');
    expect(visitorsOwn(), 'a session shows the cart too').toBe('a session');
    localStorage.setItem(COMPARE_STORAGE_KEY, '["p1"]');
    expect(visitorsOwn()).toBe('more');
  });

  it('has more with products chosen for comparison', () => {
    localStorage.setItem(COMPARE_STORAGE_KEY, '["p1"]');
    expect(visitorsOwn()).toBe('more');
  });

  it('has more with a language kept in storage that the page is not in', () => {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'en-US');
    expect(visitorsOwn()).toBe('more');
    localStorage.clear();
    sessionStorage.setItem(LANGUAGE_STORAGE_KEY, 'en');
    expect(visitorsOwn()).toBe('more');
    document.documentElement.lang = 'en';
    expect(visitorsOwn()).toBe('nothing');
  });

  it('has nothing more when the language cookie, read before storage, named the page (decision 082)', () => {
    // The islands kept Arabic; the language switch then loaded the page in English (`?lng=en`),
    // which the server remembered in the cookie.
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'ar');
    document.documentElement.lang = 'en';
    expect(visitorsOwn()).toBe('more');
    setCookie(LANGUAGE_COOKIE, 'en');
    expect(visitorsOwn()).toBe('nothing');
  });
});

describe('starting on the first input', () => {
  it('starts once, on whichever input comes first, and stops listening', () => {
    const start = vi.fn();
    startOnFirstInput(start);
    expect(start).not.toHaveBeenCalled();
    window.dispatchEvent(new Event('pointermove'));
    document.body.dispatchEvent(new Event('keydown', { bubbles: true }));
    window.dispatchEvent(new Event('touchstart'));
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('given what to start on, waits for an input there (the app, once the islands run)', () => {
    const start = vi.fn();
    const button = document.createElement('button');
    document.body.append(button);
    startOnFirstInput(start, (input) => input.target === button);
    window.dispatchEvent(new Event('pointermove'));
    document.body.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    expect(start).not.toHaveBeenCalled();
    button.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    button.dispatchEvent(new Event('touchstart', { bubbles: true }));
    expect(start).toHaveBeenCalledTimes(1);
    expect(start).toHaveBeenCalledWith(expect.objectContaining({ type: 'pointerdown' }));
    expect(start.mock.calls[0]?.[0].target).toBe(button);
    button.remove();
  });

  it('starts on the focus coming into the page (a keyboard visitor)', () => {
    const start = vi.fn();
    startOnFirstInput(start);
    const field = document.createElement('input');
    document.body.append(field);
    field.focus();
    expect(start).toHaveBeenCalledTimes(1);
    field.remove();
  });
});

/** A `<meta>` of the page naming files (as the build and the server write them). */
function named(name: string, content: string): void {
  const meta = document.createElement('meta');
  meta.name = name;
  meta.content = content;
  document.head.append(meta);
}

const prefetchLinks = () => [
  ...document.head.querySelectorAll<HTMLLinkElement>('link[rel="prefetch"]'),
];
/** The paths prefetched so far, in order. */
const prefetched = () => prefetchLinks().map((link) => new URL(link.href).pathname);

describe("prefetching the app's files", () => {
  afterEach(() => {
    document.head.replaceChildren();
  });

  it('adds a CORS prefetch per file the build named, once the page has loaded', async () => {
    named('app-files', '/assets/start-a.js /assets/core-b.js');
    prefetchAppWhenIdle();
    await vi.waitFor(() => expect(prefetched()).toHaveLength(2));
    expect(prefetched()).toEqual(['/assets/start-a.js', '/assets/core-b.js']);
    expect(prefetchLinks().every((link) => link.crossOrigin === 'anonymous')).toBe(true);
  });

  it("adds the texts of the page's language only, beside the app's files", async () => {
    document.documentElement.lang = 'en';
    named('app-files', '/assets/start-a.js');
    named('app-texts', 'ar:/assets/ar-x.json en:/assets/en-y.json');
    prefetchAppWhenIdle();
    await vi.waitFor(() => expect(prefetched()).toHaveLength(2));
    expect(prefetched()).toEqual(['/assets/start-a.js', '/assets/en-y.json']);
    expect(prefetchLinks().every((link) => link.crossOrigin === 'anonymous')).toBe(true);
  });

  it("adds the islands' files and texts first, then the app's (decision 080)", async () => {
    document.documentElement.lang = 'ar';
    named('app-files', '/assets/start-a.js');
    named('app-texts', 'ar:/assets/ar-x.json en:/assets/en-y.json');
    named('islands', '/assets/islands-i.js /assets/shared-s.js');
    named('islands-texts', 'ar:/assets/ar-islands-p.json en:/assets/en-islands-q.json');
    prefetchAppWhenIdle();
    await vi.waitFor(() => expect(prefetched()).toHaveLength(5));
    expect(prefetched()).toEqual([
      '/assets/islands-i.js',
      '/assets/shared-s.js',
      '/assets/ar-islands-p.json',
      '/assets/start-a.js',
      '/assets/ar-x.json',
    ]);
  });

  it("adds the islands' files only for a visitor saving data: the app's come when it starts", async () => {
    document.documentElement.lang = 'ar';
    named('app-files', '/assets/start-a.js');
    named('app-texts', 'ar:/assets/ar-x.json');
    named('page-files', '/assets/products-c.js');
    named('islands', '/assets/islands-i.js');
    named('islands-texts', 'ar:/assets/ar-islands-p.json');
    // jsdom has no Network Information API: the visitor's browser says Save-Data.
    Object.defineProperty(navigator, 'connection', {
      configurable: true,
      value: { saveData: true },
    });
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    try {
      prefetchAppWhenIdle();
      vi.runAllTimers();
      expect(prefetched()).toEqual(['/assets/islands-i.js', '/assets/ar-islands-p.json']);
    } finally {
      vi.useRealTimers();
      delete (navigator as { connection?: object }).connection;
    }
  });

  it("adds the page's own files the server named a while later, each file once", () => {
    named('app-files', '/assets/start-a.js /assets/core-b.js');
    named('page-files', '/assets/products-c.js /assets/core-b.js');
    // A clock that stands still: a slice adds every link, however slow the machine is.
    const clock = vi.spyOn(performance, 'now').mockReturnValue(0);
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    try {
      prefetchAppWhenIdle();
      vi.advanceTimersToNextTimer();
      expect(prefetched()).toEqual(['/assets/start-a.js', '/assets/core-b.js']);
      vi.advanceTimersByTime(1900);
      expect(prefetched()).toHaveLength(2);
      vi.runAllTimers();
      expect(prefetched()).toEqual([
        '/assets/start-a.js',
        '/assets/core-b.js',
        '/assets/products-c.js',
      ]);
    } finally {
      vi.useRealTimers();
      clock.mockRestore();
    }
  });

  it('adds them a few at a time, in tasks of its own, until all are added', async () => {
    named('app-files', Array.from({ length: 12 }, (_, i) => `/assets/chunk-${i}.js`).join(' '));
    // Each look at the clock is a millisecond later: a slice (2 ms) adds one or two links.
    let now = 0;
    const clock = vi.spyOn(performance, 'now').mockImplementation(() => (now += 1));
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    const added = () => prefetched().length;
    try {
      prefetchAppWhenIdle();
      expect(added()).toBe(0);
      vi.advanceTimersToNextTimer();
      const first = added();
      expect(first).toBeGreaterThan(0);
      expect(first).toBeLessThan(12);
      vi.advanceTimersToNextTimer();
      expect(added()).toBeGreaterThan(first);
      vi.runAllTimers();
      expect(added()).toBe(12);
    } finally {
      vi.useRealTimers();
      clock.mockRestore();
    }
  });

  it('adds nothing where the build named no files (the development server)', async () => {
    prefetchAppWhenIdle();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(document.head.querySelectorAll('link')).toHaveLength(0);
  });
});
