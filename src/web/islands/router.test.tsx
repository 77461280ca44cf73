import { createRoot } from 'react-dom/client';
import { afterEach, expect, it, vi } from 'vitest';
import { APP_LOCATION_EVENT, setAppNavigate } from '../lib/client-navigation';
import { type NavigateOptions, useLocation, useNavigate } from './router';

// The islands' router (islands/router.tsx, decision 080): an island's own state in the address is
// a replaced entry; any other place, on this path too, is another page, which the islands do not
// render (the products list is the app's): the app's router when it runs, a page load before.

let navigate: (to: string, options?: NavigateOptions) => void = () => undefined;

function Address() {
  navigate = useNavigate();
  const { pathname, search } = useLocation();
  return <output>{`${pathname}${search}`}</output>;
}

async function mount(path: string) {
  window.history.replaceState(null, '', path);
  const element = document.createElement('div');
  document.body.append(element);
  const root = createRoot(element);
  root.render(<Address />);
  await vi.waitFor(() => {
    // As the app's router tells the islands' of an address it set (no popstate).
    window.dispatchEvent(new Event(APP_LOCATION_EVENT));
    expect(element.textContent).toBe(path);
  });
  return { shown: () => element.textContent, unmount: () => root.unmount() };
}

afterEach(() => {
  setAppNavigate(undefined);
  document.body.innerHTML = '';
  window.history.replaceState(null, '', '/');
});

it("replaces the entry for an island's own state (a product's variant), keeping the router's shape", async () => {
  const app = vi.fn();
  setAppNavigate(app);
  const page = await mount('/products/p1');
  window.history.replaceState({ idx: 3, key: 'k1', usr: null }, '', '/products/p1');
  navigate('/products/p1?variant=v2', { replace: true });
  expect(window.location.search).toBe('?variant=v2');
  expect(window.history.state).toMatchObject({ idx: 3, key: 'k1' });
  await vi.waitFor(() => expect(page.shown()).toBe('/products/p1?variant=v2'));
  expect(app).not.toHaveBeenCalled();
  page.unmount();
});

it('goes through the app once it runs, for another page on the same path (a search from the list) as for another path', async () => {
  const app = vi.fn();
  setAppNavigate(app);
  const page = await mount('/products');
  navigate('/products?search=battery');
  navigate('/cart');
  expect(app.mock.calls).toEqual([['/products?search=battery'], ['/cart']]);
  // The app's router changes the address, not the islands': nothing pushed behind its back.
  expect(window.location.search).toBe('');
  page.unmount();
});
