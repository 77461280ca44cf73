import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { api } from './api-client';
import { siteQuery } from './site-info';

afterEach(() => {
  document.getElementById('site-info')?.remove();
  vi.restoreAllMocks();
});

describe('siteQuery', () => {
  it('starts from the answer the server inlined into the page, without calling the API', async () => {
    const store = { name: { en: 'Green Volt', ar: 'جرين فولت' } };
    const script = document.createElement('script');
    script.type = 'application/json';
    script.id = 'site-info';
    script.textContent = JSON.stringify({ store });
    document.head.append(script);
    const get = vi.spyOn(api, 'get');

    const data = await new QueryClient().ensureQueryData(siteQuery);
    expect(data).toEqual({ store });
    expect(get).not.toHaveBeenCalled();
  });

  it('asks the API when the page has no inlined answer', async () => {
    const get = vi.spyOn(api, 'get').mockResolvedValue({ store: { name: { en: 'X', ar: 'س' } } });
    const data = await new QueryClient().ensureQueryData(siteQuery);
    expect(get).toHaveBeenCalledWith('/site', expect.objectContaining({ silent: true }));
    expect(data).toEqual({ store: { name: { en: 'X', ar: 'س' } } });
  });
});
