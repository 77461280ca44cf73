import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ShippingEstimate } from '../../../shared/schemas/shipping';
import i18n from '../../lib/i18n';
import { renderRoutes, stubApi } from '../../test/render';
import { DeliveryEstimate } from '.';
import { guestEstimateQuery } from './api/estimate';

afterEach(async () => {
  vi.unstubAllGlobals();
  await i18n.changeLanguage('en');
});

const show = (estimate: ShippingEstimate | null) => {
  const api = stubApi({
    'GET /shipping/estimate': estimate
      ? { body: estimate }
      : { status: 500, body: { success: false, message: 'Boom' } },
  });
  renderRoutes([{ path: '/', element: <DeliveryEstimate className="estimate" /> }], '/');
  return api;
};

const cairo: ShippingEstimate = {
  governorate: 'C',
  zone: { nameEn: 'Greater Cairo', nameAr: 'القاهرة الكبرى' },
  minDays: 2,
  maxDays: 3,
};
const anywhere: ShippingEstimate = { governorate: null, zone: null, minDays: 1, maxDays: 7 };

describe('delivery estimate', () => {
  it('names the governorate when the server knows it', async () => {
    show(cairo);
    expect(await screen.findByText('Delivery in 2–3 days to Cairo')).toBeTruthy();
  });

  it('gives the overall range otherwise', async () => {
    const api = show(anywhere);
    expect(await screen.findByText('Delivery in 1–7 days')).toBeTruthy();
    expect(api.calls('GET /shipping/estimate')).toHaveLength(1);
  });

  it('speaks Arabic with Arabic digits and plural forms', async () => {
    await i18n.changeLanguage('ar');
    show(cairo);
    expect(await screen.findByText('التوصيل خلال ٢–٣ أيام إلى القاهرة')).toBeTruthy();
  });

  it('uses the Arabic dual for two days', async () => {
    await i18n.changeLanguage('ar');
    show({ ...anywhere, minDays: 2, maxDays: 2 });
    expect(await screen.findByText('التوصيل خلال يومين')).toBeTruthy();
  });

  it('shows nothing when the estimate cannot be read', async () => {
    const api = show(null);
    await vi.waitFor(() => expect(api.calls('GET /shipping/estimate')).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(document.querySelector('.estimate')).toBeNull();
  });
});

describe("the estimate in the server's HTML (decision 067)", () => {
  it("renders anyone's estimate that came with the page, with nothing asked", () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(guestEstimateQuery.queryKey, anywhere);
    const fetchSpy = vi.fn();
    vi.stubGlobal('fetch', fetchSpy);
    // The server's view (not hydrated): what a guest sees before the app starts.
    const html = renderToString(
      <QueryClientProvider client={queryClient}>
        <DeliveryEstimate />
      </QueryClientProvider>,
    );
    expect(html).toContain('Delivery in 1–7 days');
    expect(fetchSpy).not.toHaveBeenCalled();
  });
});
