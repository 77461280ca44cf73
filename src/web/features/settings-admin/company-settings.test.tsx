import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AdminLegalPage, AdminStoreProfile } from '../../../shared/schemas/company';
import AdminSettingsPage from '../../app/routes/admin/settings';
import toast from '../../lib/toast';
import { renderRoutes, stubApi } from '../../test/render';
import { testStoreProfile as store } from '../../test/store-profile-fixture';

const routes = [{ path: '/admin/settings', element: <AdminSettingsPage /> }];
const record: AdminStoreProfile = { profile: store, updatedAt: '2026-02-01T09:00:00.000Z' };

afterEach(() => {
  vi.unstubAllGlobals();
  toast.remove();
});

describe('store profile settings', () => {
  it('checks the form like the server, then saves the whole profile', async () => {
    const api = stubApi({
      'GET /admin/settings/store-profile': { body: record },
      'PUT /admin/settings/store-profile': ({ body }) => ({
        body: { profile: body, updatedAt: '2026-02-02T09:00:00.000Z' },
      }),
      'GET /site': { body: { store } },
    });
    renderRoutes(routes, '/admin/settings?section=store');
    const tagline = await screen.findByLabelText('Tagline – English');
    expect((tagline as HTMLInputElement).value).toBe('Clean energy for every home');
    expect(screen.getByLabelText('Tagline – Arabic').getAttribute('dir')).toBe('rtl');

    // Saturday closes before it opens, the Arabic name is emptied, a social link is not https.
    const closes = screen.getByLabelText('Saturday closes at');
    await userEvent.clear(closes);
    await userEvent.type(closes, '08:00');
    await userEvent.clear(screen.getByLabelText('Store name – Arabic'));
    await userEvent.type(screen.getByLabelText('Instagram'), 'http://instagram.com/gv');
    const save = screen.getByRole('button', { name: 'Save' });
    await userEvent.click(save);
    expect(await screen.findByText('Closing time must be after opening time')).toBeTruthy();
    expect(screen.getByText('This field is required')).toBeTruthy();
    expect(screen.getByText('Enter a link starting with https://, or leave it empty')).toBeTruthy();
    expect(screen.getByText(/Some fields need your attention/)).toBeTruthy();
    expect(api.calls('PUT /admin/settings/store-profile')).toEqual([]);

    // Fixed, plus: a new tagline, Sunday opened, the partners swapped.
    await userEvent.clear(closes);
    await userEvent.type(closes, '15:00');
    await userEvent.type(screen.getByLabelText('Store name – Arabic'), 'جرين فولت');
    await userEvent.clear(screen.getByLabelText('Instagram'));
    await userEvent.clear(tagline);
    await userEvent.type(tagline, 'Power that lasts');
    await userEvent.click(screen.getByLabelText('Closed on Sunday'));
    await userEvent.click(screen.getByRole('button', { name: 'Move partner 1 down' }));
    await userEvent.click(save);
    expect(await screen.findByText('Settings updated')).toBeTruthy();

    const [sent] = api.calls('PUT /admin/settings/store-profile');
    expect(sent.tagline).toEqual({ en: 'Power that lasts', ar: 'طاقة نظيفة لكل بيت' });
    expect(sent.name.ar).toBe('جرين فولت');
    expect(sent.social.instagram).toBe('');
    expect(sent.partners.map((p: { name: { en: string } }) => p.name.en)).toEqual([
      'Masar Express',
      'EverCell Energy',
    ]);
    expect(sent.openingHours).toEqual([
      ...['mon', 'tue', 'wed', 'thu', 'fri'].map((day) => ({ day, open: '09:00', close: '18:00' })),
      { day: 'sat', open: '10:00', close: '15:00' },
      { day: 'sun', open: '09:00', close: '17:00' },
    ]);
    expect(sent).not.toHaveProperty('week');
    expect(sent.yearsOfExperience).toBe(25);
    expect(sent.mapLocation).toEqual({ lat: 30.0615, lng: 31.3452 });
  });

  it('adds and removes partners and rows of hours', async () => {
    const api = stubApi({
      'GET /admin/settings/store-profile': { body: record },
      'PUT /admin/settings/store-profile': ({ body }) => ({
        body: { profile: body, updatedAt: null },
      }),
    });
    renderRoutes(routes, '/admin/settings?section=store');
    await userEvent.click(await screen.findByRole('button', { name: 'Remove partner 1' }));
    await userEvent.click(screen.getByRole('button', { name: 'Add a partner' }));
    await userEvent.type(screen.getAllByLabelText('Name – English')[1], 'SunNile Solar');
    await userEvent.type(screen.getAllByLabelText('Name – Arabic')[1], 'صن نايل');
    await userEvent.click(screen.getByRole('button', { name: 'Remove row 2' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Settings updated')).toBeTruthy();
    const [sent] = api.calls('PUT /admin/settings/store-profile');
    expect(sent.partners).toEqual([
      store.partners[1],
      { name: { en: 'SunNile Solar', ar: 'صن نايل' }, description: { en: '', ar: '' } },
    ]);
    expect(sent.businessHours).toEqual([store.businessHours[0]]);
  });
});

/** The textarea of the visible page's visible language (hidden panels stay mounted). */
const markdownEditor = (language: string) =>
  within(screen.getByRole('tabpanel', { name: language })).getByLabelText(/Text \(Markdown\)/);

describe('legal pages settings', () => {
  const privacy: AdminLegalPage = {
    slug: 'privacy',
    en: '## Who we are\n\nWrite to {{email}}.',
    ar: '## من نحن',
    updatedAt: '2026-01-10T08:00:00.000Z',
  };
  const terms: AdminLegalPage = { ...privacy, slug: 'terms', en: '## Terms', ar: '## الشروط' };

  it('previews the Markdown as visitors will see it, and saves both languages', async () => {
    const api = stubApi({
      'GET /admin/pages/privacy': { body: privacy },
      'GET /admin/pages/terms': { body: terms },
      'PUT /admin/pages/privacy': ({ body }) => ({
        body: { slug: 'privacy', ...(body as object), updatedAt: '2026-03-01T08:00:00.000Z' },
      }),
      'GET /site': { body: { store } },
    });
    renderRoutes(routes, '/admin/settings?section=legal');
    await userEvent.click(await screen.findByRole('tab', { name: 'English' }));
    const preview = await screen.findByRole('region', { name: 'Preview' });
    expect(within(preview).getByRole('heading', { name: 'Who we are' })).toBeTruthy();
    // The placeholder is filled from the saved store profile, like on the public page.
    expect(await within(preview).findByText('info@greenvolt.example')).toBeTruthy();

    const editor = markdownEditor('English');
    await userEvent.type(editor, '\n\n<script>alert(1)</script>');
    expect(await within(preview).findByText('<script>alert(1)</script>')).toBeTruthy();
    expect(preview.querySelector('script')).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Settings updated')).toBeTruthy();
    expect(api.calls('PUT /admin/pages/privacy')).toEqual([
      { en: `${privacy.en}\n\n<script>alert(1)</script>`, ar: privacy.ar },
    ]);
  });

  it('refuses an empty language and shows where it is', async () => {
    const api = stubApi({
      'GET /admin/pages/privacy': { body: privacy },
      'GET /admin/pages/terms': { body: terms },
      'GET /site': { body: { store } },
    });
    renderRoutes(routes, '/admin/settings?section=legal');
    await userEvent.click(await screen.findByRole('tab', { name: 'Arabic' }));
    await userEvent.clear(markdownEditor('Arabic'));
    await userEvent.click(screen.getByRole('tab', { name: 'English' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    // The editor turns to the language that needs fixing.
    expect(await screen.findByText('This field is required')).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Arabic' }).getAttribute('aria-selected')).toBe('true');
    expect(api.calls('PUT /admin/pages/privacy')).toEqual([]);
  });
});
