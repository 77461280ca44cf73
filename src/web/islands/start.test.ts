import { afterEach, expect, it, vi } from 'vitest';
import { wantAppWhenOld } from './start';

// Decision 080, step 4: once the islands run, the app starts only when needed; a page shown long
// after it was rendered needs it (its data and its clock), one just rendered does not.

const MINUTE = 60_000;

afterEach(() => {
  vi.useRealTimers();
});

it('wants the app at once for a page rendered long before the first input', () => {
  const wantApp = vi.fn();
  wantAppWhenOld(Date.now() - 10 * MINUTE, wantApp);
  expect(wantApp).toHaveBeenCalled();
});

it('leaves a page just rendered to the islands, until it is shown again old', () => {
  vi.useFakeTimers({ toFake: ['Date'] });
  const wantApp = vi.fn();
  wantAppWhenOld(Date.now() - MINUTE, wantApp);
  expect(wantApp).not.toHaveBeenCalled();
  // Shown again a little later (a tab come back to): still the page as it is.
  vi.setSystemTime(Date.now() + MINUTE);
  document.dispatchEvent(new Event('visibilitychange'));
  expect(wantApp).not.toHaveBeenCalled();
  // Back from the browser's history ten minutes on: the app refreshes it.
  vi.setSystemTime(Date.now() + 10 * MINUTE);
  window.dispatchEvent(new Event('pageshow'));
  expect(wantApp).toHaveBeenCalled();
});

it('wants the app at a press on a page that has grown old while read', () => {
  vi.useFakeTimers({ toFake: ['Date'] });
  const wantApp = vi.fn();
  wantAppWhenOld(Date.now(), wantApp);
  document.body.dispatchEvent(new Event('pointerdown', { bubbles: true }));
  expect(wantApp).not.toHaveBeenCalled();
  vi.setSystemTime(Date.now() + 6 * MINUTE);
  document.body.dispatchEvent(new Event('pointerdown', { bubbles: true }));
  expect(wantApp).toHaveBeenCalled();
});

it('has nothing to compare without the time the server rendered the page at', () => {
  const wantApp = vi.fn();
  wantAppWhenOld(undefined, wantApp);
  window.dispatchEvent(new Event('pageshow'));
  expect(wantApp).not.toHaveBeenCalled();
});
