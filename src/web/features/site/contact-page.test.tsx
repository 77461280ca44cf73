import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { StoreProfile } from '../../../shared/schemas/site';
import ContactPage from '../../app/routes/contact';
import i18n from '../../lib/i18n';
import { setTestCookie } from '../../test/cookies';
import { renderRoutes, stubApi } from '../../test/render';
import { LOGGED_IN_FLAG } from '../auth/api/session';

const text = (en: string, ar = en) => ({ en, ar });
const store: StoreProfile = {
  name: text('Green Volt', 'جرين فولت'),
  tagline: text('t'),
  logoText: text('GV'),
  phone: '+20 2 2345 6789',
  whatsapp: '+20 100 123 4567',
  email: 'info@greenvolt.example',
  yearsOfExperience: 25,
  factoryAddress: text('10th of Ramadan City', 'العاشر من رمضان'),
  officeAddress: text('45 Makram Ebeid, Nasr City', '45 مكرم عبيد، مدينة نصر'),
  mapLocation: { lat: 30.0615, lng: 31.3452 },
  businessHours: [
    { days: text('Monday – Friday', 'الاثنين – الجمعة'), hours: text('9:00 – 18:00') },
    { days: text('Saturday', 'السبت'), hours: text('10:00 – 14:00') },
    { days: text('Sunday', 'الأحد'), hours: text('Closed', 'مغلق') },
  ],
  openingHours: [
    ...(['mon', 'tue', 'wed', 'thu', 'fri'] as const).map((day) => ({
      day,
      open: '09:00',
      close: '18:00',
    })),
    { day: 'sat', open: '10:00', close: '14:00' },
  ],
  mission: text('m'),
  vision: text('v'),
  about: text('a'),
  partners: [],
  social: { facebook: '', instagram: '', x: '', youtube: '' },
};
const routes = [{ path: '/contact', element: <ContactPage /> }];
const sent = { success: true, message: 'Thank you! Your message has been sent.' };

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('contact page', () => {
  it('shows the details, the hours with "open now" on Cairo time, and the office map', async () => {
    // Monday 06:30 UTC in July is 09:30 in Cairo (summer time, UTC+3): open.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2024-07-01T06:30:00Z'));
    stubApi({ 'GET /site': { body: { store } } });
    renderRoutes(routes, '/contact');
    expect(await screen.findByText('Open now')).toBeTruthy();
    expect(screen.getByText('until 6:00 PM')).toBeTruthy();
    expect(screen.getByRole('link', { name: '+20 2 2345 6789' }).getAttribute('href')).toBe(
      'tel:+20223456789',
    );
    expect(screen.getByRole('link', { name: '+20 100 123 4567' }).getAttribute('href')).toBe(
      'https://wa.me/201001234567',
    );
    const map = screen.getByTitle('Map showing our office');
    const src = new URL(map.getAttribute('src')!);
    expect(src.origin + src.pathname).toBe('https://www.openstreetmap.org/export/embed.html');
    expect(src.searchParams.get('marker')).toBe('30.0615,31.3452');
    expect(src.searchParams.get('bbox')).toBe('31.33320,30.05450,31.35720,30.06850');
    expect(screen.getByRole('link', { name: 'Open in Google Maps' }).getAttribute('href')).toBe(
      'https://www.google.com/maps/search/?api=1&query=30.0615,31.3452',
    );
  });

  it('says when a closed shop opens again, in Arabic', async () => {
    await i18n.changeLanguage('ar');
    // Saturday 14:30 in Cairo (winter, UTC+2): closed until Monday.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2024-01-06T12:30:00Z'));
    stubApi({ 'GET /site': { body: { store } } });
    renderRoutes(routes, '/contact');
    expect(await screen.findByText('مغلق الآن')).toBeTruthy();
    expect(screen.getByText('يفتح يوم الاثنين الساعة ٩:٠٠ ص')).toBeTruthy();
    expect(screen.getByText('45 مكرم عبيد، مدينة نصر', { selector: 'span' })).toBeTruthy();
  });

  it('checks the form before sending, then sends it (honeypot empty) and says thanks', async () => {
    const api = stubApi({
      'GET /site': { body: { store } },
      'POST /contact': { status: 201, body: sent },
    });
    renderRoutes(routes, '/contact');
    const send = await screen.findByRole('button', { name: 'Send message' });
    await userEvent.type(screen.getByLabelText(/Mobile number/), '12345');
    await userEvent.click(send);
    expect((await screen.findAllByText('This field is required')).length).toBe(4);
    expect(screen.getByText('Enter an Egyptian mobile number, e.g. 01012345678')).toBeTruthy();
    expect(api.calls('POST /contact')).toEqual([]);

    await userEvent.type(screen.getByLabelText(/Your name/), 'Youssef');
    await userEvent.type(screen.getByLabelText(/E-mail/), 'y@example.com');
    await userEvent.clear(screen.getByLabelText(/Mobile number/));
    await userEvent.type(screen.getByLabelText(/Subject/), 'Hotel order');
    await userEvent.type(screen.getByLabelText(/^Message/), 'We need 40 power banks.');
    await userEvent.click(send);
    expect(await screen.findByText('Thank you! Your message has been sent.')).toBeTruthy();
    expect(api.calls('POST /contact')).toEqual([
      {
        name: 'Youssef',
        email: 'y@example.com',
        phone: null,
        subject: 'Hotel order',
        message: 'We need 40 power banks.',
        website: '',
      },
    ]);
    // What they said is done; who they are stays.
    expect((screen.getByLabelText(/Subject/) as HTMLInputElement).value).toBe('');
    expect((screen.getByLabelText(/Your name/) as HTMLInputElement).value).toBe('Youssef');
    // The honeypot is there for bots, out of reach for people.
    const trap = screen.getByLabelText('Leave this field empty', { selector: 'input' });
    expect(trap.getAttribute('tabindex')).toBe('-1');
    expect(trap.closest('[aria-hidden="true"]')).toBeTruthy();
  });

  it('fills in a signed-in customer and shows the server’s reason when sending fails', async () => {
    setTestCookie('logged_in', '1');
    localStorage.setItem(LOGGED_IN_FLAG, '1');
    stubApi({
      'GET /site': { body: { store } },
      'GET /auth/me': {
        body: {
          id: '11111111-1111-4111-8111-111111111111',
          email: 'mona@x.eg',
          firstName: 'Mona',
          lastName: 'Adel',
          phone: '01012345678',
          role: 'customer',
        },
      },
      'POST /contact': {
        status: 429,
        body: { success: false, message: 'Too many requests. Please wait a moment and try again.' },
      },
    });
    renderRoutes(routes, '/contact');
    await vi.waitFor(() =>
      expect((screen.getByLabelText(/Your name/) as HTMLInputElement).value).toBe('Mona Adel'),
    );
    expect((screen.getByLabelText(/E-mail/) as HTMLInputElement).value).toBe('mona@x.eg');
    await userEvent.type(screen.getByLabelText(/Subject/), 'Warranty');
    await userEvent.type(screen.getByLabelText(/^Message/), 'How long?');
    await userEvent.click(screen.getByRole('button', { name: 'Send message' }));
    expect(
      await screen.findByText('Too many requests. Please wait a moment and try again.'),
    ).toBeTruthy();
  });

  it('says the details failed to load and settles there (no refetch loop), with a retry', async () => {
    const api = stubApi({ 'GET /site': { status: 500, body: { message: 'down' } } });
    renderRoutes(routes, '/contact');
    expect(await screen.findByRole('button', { name: 'Retry' }, { timeout: 5000 })).toBeTruthy();
    const settled = api.calls('GET /site').length;
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(api.calls('GET /site').length).toBe(settled);
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await vi.waitFor(() => expect(api.calls('GET /site').length).toBeGreaterThan(settled));
  });
});
