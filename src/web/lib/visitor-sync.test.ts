import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cartQueryKey, notificationsQueryKey, sessionQueryKey } from './query-keys';

const stops: (() => void)[] = [];

/** A start of the page (the islands' or the app's): its own copy of the module, its own cache. */
async function aStart(before: (client: QueryClient) => void = () => {}) {
  vi.resetModules();
  const { shareVisitorData } = await import('./visitor-sync');
  const client = new QueryClient();
  before(client);
  stops.push(shareVisitorData(client));
  return client;
}

/** One page's two starts (the islands' and the app's): two copies of the module, two caches. */
async function twoStarts() {
  const islands = await aStart();
  const app = await aStart();
  return {
    islands,
    app,
    stop: () => {
      for (const stop of stops.splice(0)) stop();
    },
  };
}

const cartOf = (quantity: number) => ({ items: [{ id: 'line', productId: 'p', quantity }] });
const customer = { id: 'u1', firstName: 'Omar', role: 'customer' };
const unreadKey = [...notificationsQueryKey, 'unread-count'];

let stop = () => {};
afterEach(() => {
  stop();
  for (const stopStart of stops.splice(0)) stopStart();
});

describe("the visitor's data shared by the islands and the app (decisions 080 and 084)", () => {
  it('what either one learns of the cart, the other holds too, without sending it back', async () => {
    const starts = await twoStarts();
    stop = starts.stop;
    const sent = vi.fn();
    window.addEventListener('greenvolt:visitor', sent);
    starts.islands.setQueryData(cartQueryKey, cartOf(1));
    expect(starts.app.getQueryData(cartQueryKey)).toEqual(cartOf(1));
    starts.app.setQueryData(cartQueryKey, cartOf(3));
    expect(starts.islands.getQueryData(cartQueryKey)).toEqual(cartOf(3));
    // Each change went out once, from the start that made it: no echo.
    expect(sent).toHaveBeenCalledTimes(2);
    window.removeEventListener('greenvolt:visitor', sent);
  });

  it('shares a sign-in, the favorites and the notifications under their own keys', async () => {
    const starts = await twoStarts();
    stop = starts.stop;
    starts.app.setQueryData(sessionQueryKey, customer);
    expect(starts.islands.getQueryData(sessionQueryKey)).toEqual(customer);
    starts.islands.setQueryData(['favorites', 'u1', 'ids'], { ids: ['p1'] });
    expect(starts.app.getQueryData(['favorites', 'u1', 'ids'])).toEqual({ ids: ['p1'] });
    starts.islands.setQueryData(unreadKey, 4);
    expect(starts.app.getQueryData(unreadKey)).toBe(4);
  });

  it("drops the previous visitor's notifications when the other start signs someone out", async () => {
    const starts = await twoStarts();
    stop = starts.stop;
    starts.islands.setQueryData(sessionQueryKey, customer);
    starts.islands.setQueryData(unreadKey, 4);
    starts.app.setQueryData(sessionQueryKey, null);
    expect(starts.islands.getQueryData(sessionQueryKey)).toBeNull();
    expect(starts.islands.getQueryData(unreadKey)).toBeUndefined();
    // The same visitor again (the app's own fetch of the session) keeps them.
    starts.islands.setQueryData(sessionQueryKey, customer);
    starts.islands.setQueryData(unreadKey, 2);
    starts.app.setQueryData(sessionQueryKey, { ...customer });
    expect(starts.islands.getQueryData(unreadKey)).toBe(2);
  });

  it('leaves other queries alone, and stops when told', async () => {
    const starts = await twoStarts();
    starts.islands.setQueryData(['products', 'list'], { items: [] });
    expect(starts.app.getQueryData(['products', 'list'])).toBeUndefined();
    starts.stop();
    starts.islands.setQueryData(cartQueryKey, cartOf(2));
    expect(starts.app.getQueryData(cartQueryKey)).toBeUndefined();
  });

  it('a start that comes second takes what the first already knows, as old as it is there', async () => {
    const islands = await aStart();
    const fetchedAt = Date.now() - 20_000;
    // Cache order on purpose: the notifications before the session that owns them.
    islands.setQueryData(unreadKey, 4, { updatedAt: fetchedAt });
    islands.setQueryData(sessionQueryKey, customer, { updatedAt: fetchedAt });
    islands.setQueryData(cartQueryKey, cartOf(2), { updatedAt: fetchedAt });
    // A query still on its way (or failed) has nothing to tell.
    void islands.prefetchQuery({
      queryKey: ['favorites', 'u1', 'ids'],
      queryFn: () => new Promise(() => {}),
    });

    const app = await aStart();
    expect(app.getQueryData(sessionQueryKey)).toEqual(customer);
    expect(app.getQueryData(cartQueryKey)).toEqual(cartOf(2));
    expect(app.getQueryData(unreadKey), "the session's own notifications kept").toBe(4);
    expect(app.getQueryState(cartQueryKey)?.dataUpdatedAt).toBe(fetchedAt);
    expect(app.getQueryState(['favorites', 'u1', 'ids'])).toBeUndefined();
  });

  it('the first start is not changed by the second one asking', async () => {
    const sent = vi.fn();
    const islands = await aStart((client) => client.setQueryData(cartQueryKey, cartOf(1)));
    window.addEventListener('greenvolt:visitor', sent);
    // The app's own cache, before it asks, holds an older cart: the islands' wins, nothing echoes.
    const app = await aStart((client) => client.setQueryData(cartQueryKey, cartOf(5)));
    window.removeEventListener('greenvolt:visitor', sent);
    expect(app.getQueryData(cartQueryKey)).toEqual(cartOf(1));
    expect(islands.getQueryData(cartQueryKey)).toEqual(cartOf(1));
    // The ask and the one answer.
    expect(sent).toHaveBeenCalledTimes(2);
  });
});
