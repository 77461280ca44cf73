import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { QueryClientProvider } from '@tanstack/react-query';
import { createInstance, type i18n as I18n } from 'i18next';
import * as React from 'react';
import { hydrateRoot } from 'react-dom/client';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { APP_LOCATION_EVENT } from '../lib/client-navigation';
import {
  COMPARE_STORAGE_KEY,
  EARLY_CLICK_READY,
  ISLAND_ATTRIBUTE,
  ISLAND_PROPS_ATTRIBUTE,
  LOGGED_IN_FLAG,
} from '../lib/entry-marks';
import {
  beginHydration,
  endHydrationWhenIdle,
  hydrateAsServerRendered,
} from '../lib/hydration-state';
import { createQueryClient } from '../lib/query-client';
import toast from '../lib/toast';
import { TranslationProvider } from '../lib/translation';
import ar from '../locales/ar.json';
import en from '../locales/en.json';
import { testStoreProfile } from '../test/store-profile-fixture';
import { ISLANDS } from './registry';
import { EXAMPLE_PRODUCT, ISLAND_EXAMPLES } from './test/examples';
import { islandsTexts } from './texts';

// Decision 080: the server renders an island with React, the browser hydrates it with Preact's
// compat layer (this project's `react` is Preact: vitest.config.ts, as vite.islands.config.ts).
// The server's HTML comes from a process of its own, where `react` is React (test/server-html).

type Lang = 'ar' | 'en';
type ServerHtml = Record<Lang, Record<string, string>>;

/** The project's root: Vitest runs from it. */
const root = process.cwd();
let serverHtml: ServerHtml;

beforeAll(async () => {
  const { stdout } = await promisify(execFile)(
    process.execPath,
    ['--import', 'tsx', 'src/web/islands/test/server-html.tsx'],
    { cwd: root },
  );
  serverHtml = JSON.parse(stdout);
}, 60_000);

afterEach(() => {
  document.body.innerHTML = '';
  window.history.replaceState(null, '', '/');
  // As the app's router tells the islands' (a test's islands stay mounted, subscribed to it).
  window.dispatchEvent(new Event(APP_LOCATION_EVENT));
  vi.unstubAllGlobals();
});

async function texts(lang: Lang): Promise<I18n> {
  const i18n = createInstance();
  await i18n.init({
    // The islands' texts file, as their build gives it (islands/texts.ts).
    resources: { en: { translation: islandsTexts(en) }, ar: { translation: islandsTexts(ar) } },
    lng: lang,
    interpolation: { escapeValue: false },
    initAsync: false,
  });
  return i18n;
}

/**
 * Puts the server's HTML of `name` on the page and hydrates it as islands/start.tsx does: with
 * the others on the first input, or `later`, once it comes near the screen (the flag may be up).
 */
async function hydrate(name: string, lang: Lang, { later = false, keepPage = false } = {}) {
  // keepPage: the server's HTML is already on the page, changed by the visitor (typed into).
  if (!keepPage) document.body.innerHTML = serverHtml[lang][name];
  const element = document.querySelector(`[${ISLAND_ATTRIBUTE}="${name}"]`)!;
  const before = element.innerHTML;
  const firstNode = element.firstElementChild;
  const props = JSON.parse(element.getAttribute(ISLAND_PROPS_ATTRIBUTE) ?? '{}');
  const Island = await ISLANDS[name]();
  const queryClient = createQueryClient();
  for (const [key, data] of ISLAND_EXAMPLES[name]?.queries ?? [])
    queryClient.setQueryData(key, data);
  const instance = await texts(lang);
  const run = () =>
    hydrateRoot(
      element,
      <TranslationProvider instance={instance}>
        <QueryClientProvider client={queryClient}>
          <Island {...props} />
        </QueryClientProvider>
      </TranslationProvider>,
    );
  if (later) hydrateAsServerRendered(run);
  else {
    beginHydration();
    run();
  }
  return { element, before, firstNode };
}

/** A 200 answer with `body` as JSON, as the shop's API sends it. */
const json = (body: unknown) =>
  new Response(JSON.stringify(body), {
    status: 200,
    headers: { 'content-type': 'application/json' },
  });

/**
 * A fetch that answers the shop's profile and the delivery estimate as the server does, every
 * other call (the cart's) with a cart of one line once something was posted, and records the calls.
 */
function stubCartApi() {
  const calls: { method: string; url: string; body: unknown }[] = [];
  const fetch = vi.fn(async (url: string, init?: RequestInit) => {
    calls.push({
      method: init?.method ?? 'GET',
      url,
      body: init?.body ? JSON.parse(String(init.body)) : undefined,
    });
    if (url.startsWith('/api/site')) return json({ store: testStoreProfile });
    if (url.startsWith('/api/shipping/estimate')) {
      return json({ governorate: null, zone: null, minDays: 2, maxDays: 4 });
    }
    const items = calls.some((call) => call.method === 'POST')
      ? [{ id: 'line-1', productId: 'p', quantity: 1, unitPrice: 45000, nameEn: 'A', nameAr: 'أ' }]
      : [];
    return json({ items });
  });
  vi.stubGlobal('fetch', fetch);
  return calls;
}

it('runs on Preact, not React', async () => {
  expect(React).toBe(await import('preact/compat'));
});

describe.each(['ar', 'en'] as const)('in %s', (lang) => {
  it.each(Object.keys(ISLANDS))(
    'hydrates %s over the HTML React rendered on the server, keeping its nodes',
    async (name) => {
      stubCartApi();
      expect(ISLAND_EXAMPLES[name], `an example of ${name}'s props`).toBeDefined();
      const { element, before, firstNode } = await hydrate(name, lang);
      expect(element.innerHTML).toBe(before);
      expect(element.firstElementChild).toBe(firstNode);
    },
  );
});

/** A signed-in customer (decision 084): the marker the entry reads, and the API's answers for them. */
function stubSignedInApi({ unread = 0, favorites = [] as string[] } = {}) {
  localStorage.setItem(LOGGED_IN_FLAG, '1');
  const calls: { method: string; url: string }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      calls.push({ method: init?.method ?? 'GET', url });
      if (url.startsWith('/api/auth/me')) {
        return json({
          id: 'u1',
          email: 'omar@example.com',
          firstName: 'Omar',
          lastName: 'S',
          role: 'customer',
        });
      }
      if (url.startsWith('/api/notifications')) return json({ unreadCount: unread, items: [] });
      if (url.startsWith('/api/favorites/ids')) return json({ ids: favorites });
      // Islands of the tests before, still mounted, asking for the shop's profile, the estimate.
      if (url.startsWith('/api/site')) return json({ store: testStoreProfile });
      if (url.startsWith('/api/shipping/estimate')) {
        return json({ governorate: null, zone: null, minDays: 2, maxDays: 4 });
      }
      return json({ items: [] });
    }),
  );
  return calls;
}

describe("a signed-in customer's islands (decision 084)", () => {
  afterEach(() => localStorage.clear());

  it.each(['ar', 'en'] as const)(
    'the header shows their name and Logout once their session is known (%s)',
    async (lang) => {
      const calls = stubSignedInApi();
      const { element } = await hydrate('account-actions', lang);
      // The server's view (the guest's links) is kept hidden until then: no "Log in" flashes.
      expect(element.firstElementChild?.className).toContain('invisible');
      endHydrationWhenIdle();
      const profile = () => element.querySelector('a[href="/profile"]');
      await vi.waitFor(() => expect(profile()).not.toBeNull());
      expect(profile()?.textContent).toContain('Omar');
      expect(element.firstElementChild?.className).not.toContain('invisible');
      expect(element.querySelector('a[href="/login"]')).toBeNull();
      const logout = element.querySelector('button')!;
      expect(logout.textContent).toBe(lang === 'en' ? 'Logout' : ar.nav.logout);
      const assign = vi.fn();
      const { href, origin, pathname, search, hash } = window.location;
      vi.stubGlobal('location', { href, origin, pathname, search, hash, assign });
      logout.click();
      await vi.waitFor(() =>
        expect(calls.some((c) => c.method === 'POST' && c.url === '/api/auth/logout')).toBe(true),
      );
      // Before the app runs, the home page is loaded afresh, as a guest's.
      await vi.waitFor(() => expect(assign).toHaveBeenCalledWith('/'));
      expect(localStorage.getItem(LOGGED_IN_FLAG)).toBeNull();
    },
  );

  it.each(['ar', 'en'] as const)(
    'the bell, nothing for a guest, rings for them with their unread count (%s)',
    async (lang) => {
      stubSignedInApi({ unread: 120 });
      const { element } = await hydrate('notification-bell', lang);
      expect(element.innerHTML).toBe('');
      endHydrationWhenIdle();
      await vi.waitFor(() => expect(element.querySelector('a, button')).not.toBeNull());
      await vi.waitFor(() => expect(element.textContent).toContain(lang === 'en' ? '99+' : '٩٩+'));
      const label = element.querySelector('a')?.getAttribute('aria-label') ?? '';
      expect(label).toMatch(lang === 'en' ? /notification/i : /الإشعارات|إشعار/);
      expect(element.querySelector('a')?.getAttribute('href')).toBe('/notifications');
    },
  );

  it('a card shows their favorite as a filled heart', async () => {
    stubSignedInApi({ favorites: ['7c02fa83-5545-4e21-852a-7ba99cc3ab86'] });
    const { element } = await hydrate('card-toggles', 'en');
    endHydrationWhenIdle();
    const [heart] = element.querySelectorAll('button');
    await vi.waitFor(() => expect(heart.getAttribute('aria-pressed')).toBe('true'));
    expect(heart.getAttribute('data-early-click')).toBe(EARLY_CLICK_READY);
  });
});

it("a card's Add to cart, once ready, adds the product once", async () => {
  const calls = stubCartApi();
  const { element } = await hydrate('card-add-to-cart', 'en');
  const button = element.querySelector('button')!;
  expect(button.getAttribute('data-early-click')).toBe('');
  endHydrationWhenIdle();
  await vi.waitFor(() => expect(button.getAttribute('data-early-click')).toBe(EARLY_CLICK_READY));
  expect(button.getAttribute('aria-label')).toBe(
    'Add to cart: Anderson SB175 Battery Connector Kit',
  );
  button.click();
  await vi.waitFor(() => expect(calls.filter((call) => call.method === 'POST')).toHaveLength(1));
  expect(calls.find((call) => call.method === 'POST')).toMatchObject({
    url: '/api/cart/items',
    body: { productId: '7c02fa83-5545-4e21-852a-7ba99cc3ab86', quantity: 1 },
  });
});

it("a card's toggles, once ready: compare chooses the product; a guest's heart asks to log in and sends nothing", async () => {
  const calls = stubCartApi();
  const error = vi.spyOn(toast, 'error');
  const { element } = await hydrate('card-toggles', 'en');
  const [heart, compare] = element.querySelectorAll('button');
  endHydrationWhenIdle();
  await vi.waitFor(() => expect(compare.getAttribute('data-early-click')).toBe(EARLY_CLICK_READY));
  expect(compare.getAttribute('aria-label')).toBe('Compare: Anderson SB175 Battery Connector Kit');
  compare.click();
  await vi.waitFor(() => expect(compare.getAttribute('aria-pressed')).toBe('true'));
  expect(JSON.parse(localStorage.getItem(COMPARE_STORAGE_KEY) ?? '[]')).toEqual([
    '7c02fa83-5545-4e21-852a-7ba99cc3ab86',
  ]);

  await vi.waitFor(() => expect(heart.getAttribute('data-early-click')).toBe(EARLY_CLICK_READY));
  heart.click();
  await vi.waitFor(() => expect(error).toHaveBeenCalledTimes(1));
  expect(heart.getAttribute('aria-pressed')).toBe('false');
  expect(calls.filter((call) => call.method !== 'GET')).toHaveLength(0);
  error.mockRestore();
  localStorage.clear();
});

it("an island hydrated after the others (it came near the screen) keeps the server's HTML, then turns ready", async () => {
  stubCartApi();
  const first = await hydrate('card-add-to-cart', 'en');
  endHydrationWhenIdle();
  const ready = (button: Element) => button.getAttribute('data-early-click') === EARLY_CLICK_READY;
  await vi.waitFor(() => expect(ready(first.element.querySelector('button')!)).toBe(true));
  localStorage.setItem(
    COMPARE_STORAGE_KEY,
    JSON.stringify(['7c02fa83-5545-4e21-852a-7ba99cc3ab86']),
  );
  const { element, before, firstNode } = await hydrate('card-toggles', 'en', { later: true });
  expect(element.innerHTML).toBe(before);
  expect(element.firstElementChild).toBe(firstNode);
  // Then the visitor's view: both buttons ready, the product already chosen shown pressed.
  const [heart, compare] = element.querySelectorAll('button');
  await vi.waitFor(() => expect([ready(heart), ready(compare)]).toEqual([true, true]));
  expect(compare.getAttribute('aria-pressed')).toBe('true');
  localStorage.clear();
});

it("the phone's menu opens and closes, Esc giving the focus back, and marks the page it is on", async () => {
  stubCartApi();
  const { element } = await hydrate('site-menu', 'en');
  const button = element.querySelector('button')!;
  const panel = element.querySelector('#site-menu')!;
  expect(panel.hasAttribute('hidden')).toBe(true);
  button.click();
  await vi.waitFor(() => expect(button.getAttribute('aria-expanded')).toBe('true'));
  expect(panel.hasAttribute('hidden')).toBe(false);
  expect(button.getAttribute('aria-label')).toBe('Close menu');
  const links = [...panel.querySelectorAll('a')];
  expect(
    links
      .filter((link) => link.getAttribute('aria-current') === 'page')
      .map((l) => l.getAttribute('href')),
  ).toEqual(['/']);
  // The guest's links, once known: Log in and Register.
  expect(links.map((link) => link.getAttribute('href'))).toEqual(
    expect.arrayContaining(['/login', '/register']),
  );
  document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape' }));
  await vi.waitFor(() => expect(panel.hasAttribute('hidden')).toBe(true));
  expect(button.getAttribute('aria-expanded')).toBe('false');
  expect(document.activeElement).toBe(button);

  // The app's router moving on (no popstate): the current page follows.
  window.history.pushState(null, '', '/products/abc');
  window.dispatchEvent(new Event(APP_LOCATION_EVENT));
  await vi.waitFor(() =>
    expect(panel.querySelector('[aria-current="page"]')?.getAttribute('href')).toBe('/products'),
  );
});

it("the header's search: words typed and the focus given before it hydrated are kept, and their suggestions shown", async () => {
  const calls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      calls.push(url);
      const products = [
        {
          id: EXAMPLE_PRODUCT.id,
          name: 'LiFePO4 Modular Battery',
          price: 14_900,
          thumbUrl: null,
          inStock: true,
        },
      ];
      return json({ products, categories: [], redirect: null, didYouMean: null });
    }),
  );
  document.body.innerHTML = serverHtml.en['site-search'];
  const input = document.querySelector<HTMLInputElement>('#site-search-input')!;
  input.focus();
  input.value = 'lifepo';
  const { element } = await hydrate('site-search', 'en', { keepPage: true });
  expect(element.querySelector('#site-search-input')).toBe(input);
  await vi.waitFor(() =>
    expect(calls.some((url) => url.includes('/search/suggest?q=lifepo'))).toBe(true),
  );
  await vi.waitFor(() =>
    expect(document.getElementById('site-search-list')?.textContent).toContain(
      'LiFePO4 Modular Battery',
    ),
  );
  expect(input.value).toBe('lifepo');
  // The popup tells the box it is open from its own effect, a render after its list shows (a
  // loaded machine ran this line in between: CI, session 45).
  await vi.waitFor(() => expect(input.getAttribute('aria-expanded')).toBe('true'));
});

it("a product's article: a variant picked shows its price and goes in the address, and Add to cart asks for a color, then adds both", async () => {
  const calls = stubCartApi();
  const { element } = await hydrate('product-article', 'en');
  endHydrationWhenIdle();
  const add = [...element.querySelectorAll('button')].find((b) => b.textContent === 'Add to cart')!;
  await vi.waitFor(() => expect(add.getAttribute('data-early-click')).toBe(EARLY_CLICK_READY));
  const price = () => element.querySelector('[data-follows-choice]')?.textContent ?? '';
  const radio = (value: string) =>
    element.querySelector<HTMLInputElement>(`input[value="${value}"]`)!;
  const [volts, capacity] = EXAMPLE_PRODUCT.options;
  const [, black] = EXAMPLE_PRODUCT.colors;
  const variant24 = EXAMPLE_PRODUCT.variants[1];
  expect(price()).toContain('14,900');
  // The radios' names are the same as the server's (no useId: an island's is not React's).
  expect(radio(volts.values[1].id).name).toBe(`option-${volts.id}`);
  expect(radio(black.id).name).toBe(`color-${EXAMPLE_PRODUCT.id}`);

  radio(volts.values[1].id).click();
  await vi.waitFor(() => expect(price()).toContain('28,900'));
  expect(new URL(window.location.href).searchParams.get('variant')).toBe(variant24.id);
  expect(radio(volts.values[1].id).checked).toBe(true);
  expect(radio(capacity.values[0].id).checked).toBe(true);
  // The variant's own picture first.
  expect(element.querySelector('section img')?.getAttribute('alt')).toBe('Side');

  add.click();
  await vi.waitFor(() =>
    expect(element.textContent).toContain('Color selection is required for this product'),
  );
  expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0);
  radio(black.id).click();
  await vi.waitFor(() => expect(element.textContent).toContain('Selected: Black'));
  add.click();
  await vi.waitFor(() => expect(calls.filter((call) => call.method === 'POST')).toHaveLength(1));
  expect(calls.find((call) => call.method === 'POST')).toMatchObject({
    url: '/api/cart/items',
    body: {
      productId: EXAMPLE_PRODUCT.id,
      variantId: variant24.id,
      colorId: black.id,
      quantity: 1,
    },
  });
});
