import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { QueryClientProvider } from '@tanstack/react-query';
import { createInstance, type i18n as I18n } from 'i18next';
import * as React from 'react';
import { hydrateRoot } from 'react-dom/client';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { EARLY_CLICK_READY, ISLAND_ATTRIBUTE, ISLAND_PROPS_ATTRIBUTE } from '../lib/entry-marks';
import { beginHydration, endHydrationWhenIdle } from '../lib/hydration-state';
import { createQueryClient } from '../lib/query-client';
import { TranslationProvider } from '../lib/translation';
import ar from '../locales/ar.json';
import en from '../locales/en.json';
import { ISLANDS } from './registry';
import { ISLAND_EXAMPLES } from './test/examples';

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
  vi.unstubAllGlobals();
});

async function texts(lang: Lang): Promise<I18n> {
  const i18n = createInstance();
  await i18n.init({
    resources: { en: { translation: en }, ar: { translation: ar } },
    lng: lang,
    interpolation: { escapeValue: false },
    initAsync: false,
  });
  return i18n;
}

/** Puts the server's HTML of `name` on the page and hydrates it as islands/start.tsx does. */
async function hydrate(name: string, lang: Lang) {
  document.body.innerHTML = serverHtml[lang][name];
  const element = document.querySelector(`[${ISLAND_ATTRIBUTE}="${name}"]`)!;
  const before = element.innerHTML;
  const firstNode = element.firstElementChild;
  const props = JSON.parse(element.getAttribute(ISLAND_PROPS_ATTRIBUTE) ?? '{}');
  const Island = ISLANDS[name];
  beginHydration();
  hydrateRoot(
    element,
    <TranslationProvider instance={await texts(lang)}>
      <QueryClientProvider client={createQueryClient()}>
        <Island {...props} />
      </QueryClientProvider>
    </TranslationProvider>,
  );
  return { element, before, firstNode };
}

/** A fetch that answers every cart call with a cart of one line, and records the calls. */
function stubCartApi() {
  const calls: { method: string; url: string; body: unknown }[] = [];
  const fetch = vi.fn(async (url: string, init?: RequestInit) => {
    calls.push({
      method: init?.method ?? 'GET',
      url,
      body: init?.body ? JSON.parse(String(init.body)) : undefined,
    });
    const items = calls.some((call) => call.method === 'POST')
      ? [{ id: 'line-1', productId: 'p', quantity: 1, unitPrice: 45000, nameEn: 'A', nameAr: 'أ' }]
      : [];
    return new Response(JSON.stringify({ items }), {
      status: 200,
      headers: { 'content-type': 'application/json' },
    });
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
