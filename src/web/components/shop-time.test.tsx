import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import i18n from '../lib/i18n';
import { renderRoutes } from '../test/render';
import { ShopTime, useDateTimeFormatter } from './shop-time';

// 22:30 UTC on 25 November is already 00:30 on the 26th in Cairo (UTC+2 in winter): a browser on
// UTC (or in Dubai, or on a laptop set to London) would show another day and hour.
const LATE = '2026-11-25T22:30:00.000Z';

function Shared() {
  const format = useDateTimeFormatter();
  return <p>{format(LATE)}</p>;
}

describe('staff times on the shop clock (issue 25, walk-through item 8)', () => {
  it('shows a time in Cairo time, labelled, whatever the browser clock', async () => {
    renderRoutes([{ path: '/admin', element: <ShopTime value={LATE} /> }], '/admin');
    const time = await screen.findByText('Nov 26, 2026, 12:30 AM (Cairo time)');
    expect(time.tagName).toBe('TIME');
    expect(time.getAttribute('dateTime')).toBe(LATE);
    expect(time.getAttribute('title')).toMatch(/Africa\/Cairo/);
  });

  it('says so in Arabic', async () => {
    await i18n.changeLanguage('ar');
    renderRoutes([{ path: '/admin', element: <ShopTime value={LATE} /> }], '/admin');
    expect(await screen.findByText(/٢٦.*١٢:٣٠.*\(بتوقيت القاهرة\)/)).toBeTruthy();
  });

  it("gives a day on Cairo's calendar for a date", async () => {
    renderRoutes([{ path: '/admin', element: <ShopTime value={LATE} dateOnly /> }], '/admin');
    expect(await screen.findByText('Nov 26, 2026')).toBeTruthy();
  });

  it('uses the shop clock, labelled, in components shared with the storefront (support)', async () => {
    renderRoutes([{ path: '/admin/support', element: <Shared /> }], '/admin/support');
    expect(await screen.findByText('Nov 26, 2026, 12:30 AM (Cairo time)')).toBeTruthy();
  });
});
