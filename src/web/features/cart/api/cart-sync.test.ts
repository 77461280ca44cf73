import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cartQueryKey } from '../../../lib/query-keys';

/** One page's two starts (the islands' and the app's): two copies of the module, two caches. */
async function twoStarts() {
  const stops: (() => void)[] = [];
  const start = async () => {
    vi.resetModules();
    const { shareCart } = await import('./cart-sync');
    const client = new QueryClient();
    stops.push(shareCart(client));
    return client;
  };
  const islands = await start();
  const app = await start();
  return {
    islands,
    app,
    stop: () => {
      for (const stop of stops) stop();
    },
  };
}

const cartOf = (quantity: number) => ({ items: [{ id: 'line', productId: 'p', quantity }] });

let stop = () => {};
afterEach(() => stop());

describe('the cart shared by the islands and the app', () => {
  it('what either one learns of the cart, the other holds too, without sending it back', async () => {
    const starts = await twoStarts();
    stop = starts.stop;
    const sent = vi.fn();
    window.addEventListener('greenvolt:cart', sent);
    starts.islands.setQueryData(cartQueryKey, cartOf(1));
    expect(starts.app.getQueryData(cartQueryKey)).toEqual(cartOf(1));
    starts.app.setQueryData(cartQueryKey, cartOf(3));
    expect(starts.islands.getQueryData(cartQueryKey)).toEqual(cartOf(3));
    // Each change went out once, from the start that made it: no echo.
    expect(sent).toHaveBeenCalledTimes(2);
    window.removeEventListener('greenvolt:cart', sent);
  });

  it('leaves other queries alone, and stops when told', async () => {
    const starts = await twoStarts();
    starts.islands.setQueryData(['session'], { user: 'x' });
    expect(starts.app.getQueryData(['session'])).toBeUndefined();
    starts.stop();
    starts.islands.setQueryData(cartQueryKey, cartOf(2));
    expect(starts.app.getQueryData(cartQueryKey)).toBeUndefined();
  });
});
