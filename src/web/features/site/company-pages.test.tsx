import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { FaqGroups } from '../../../shared/schemas/faq';
import AboutPage from '../../app/routes/about';
import PrivacyPage from '../../app/routes/privacy';
import i18n from '../../lib/i18n';
import { renderRoutes, stubApi } from '../../test/render';
import { testStoreProfile as store } from '../../test/store-profile-fixture';

const faqs: FaqGroups = {
  groups: [
    {
      category: 'orders_shipping',
      items: [
        {
          id: '11111111-1111-4111-8111-111111111111',
          category: 'orders_shipping',
          questionEn: 'How long does delivery take?',
          questionAr: 'كم يستغرق التوصيل؟',
          answerEn: 'Two to five days.',
          answerAr: 'من يومين إلى خمسة أيام.',
        },
      ],
    },
    {
      category: 'general',
      items: [
        {
          id: '22222222-2222-4222-8222-222222222222',
          category: 'general',
          questionEn: 'Do you install solar systems?',
          questionAr: 'هل تركّبون منظومات شمسية؟',
          answerEn: 'Yes, across Egypt.',
          answerAr: 'نعم، في جميع أنحاء مصر.',
        },
      ],
    },
  ],
};

const aboutRoutes = [{ path: '/about', element: <AboutPage /> }];

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('about page', () => {
  it('shows the company profile from the store profile, in English', async () => {
    stubApi({ 'GET /site': { body: { store } }, 'GET /faqs': { body: faqs } });
    renderRoutes(aboutRoutes, '/about');
    expect(await screen.findByRole('heading', { level: 1, name: 'Green Volt Egypt' })).toBeTruthy();
    expect(screen.getByText('Clean energy for every home')).toBeTruthy();
    expect(screen.getByText('Over 25 years of experience')).toBeTruthy();
    expect(screen.getByText('Today we run a factory.')).toBeTruthy();
    const mission = screen.getByRole('region', { name: 'Our mission' });
    expect(within(mission).getByText('Affordable clean energy for Egypt.')).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Our vision' }).textContent).toContain(
      'No home left in the dark.',
    );
    const partners = screen.getByRole('region', { name: 'Our partners' });
    expect(
      within(partners)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['EverCell Energy', 'Masar Express']);
    const locations = screen.getByRole('region', { name: 'Where to find us' });
    expect(within(locations).getByText('45 Makram Ebeid, Nasr City, Cairo')).toBeTruthy();
    expect(within(locations).getByText('10th of Ramadan City, Sharqia')).toBeTruthy();
    expect(within(locations).getByText('9:00 – 18:00')).toBeTruthy();
    // The FAQ teaser leads with general questions and sends the rest to /faq.
    const faq = await screen.findByRole('region', { name: 'Frequently asked questions' });
    await within(faq).findByText('Do you install solar systems?');
    const questions = within(faq)
      .getAllByRole('listitem')
      .map((li) => li.textContent);
    expect(questions[0]).toContain('Do you install solar systems?');
    expect(questions[1]).toContain('How long does delivery take?');
    expect(within(faq).getByRole('link', { name: 'See all questions' }).getAttribute('href')).toBe(
      '/faq',
    );
    expect(document.title).toBe('About us | Green Volt Egypt');
  });

  it('shows the same profile in Arabic, with Arabic digits', async () => {
    await i18n.changeLanguage('ar');
    stubApi({ 'GET /site': { body: { store } }, 'GET /faqs': { body: faqs } });
    renderRoutes(aboutRoutes, '/about');
    expect(await screen.findByRole('heading', { level: 1, name: 'جرين فولت مصر' })).toBeTruthy();
    expect(screen.getByText('أكثر من ٢٥ عامًا من الخبرة')).toBeTruthy();
    expect(screen.getByRole('region', { name: 'رسالتنا' }).textContent).toContain(
      'طاقة نظيفة في متناول الجميع في مصر.',
    );
    expect(screen.getByRole('heading', { level: 3, name: 'إيفرسيل للطاقة' })).toBeTruthy();
    expect(screen.getByText('45 مكرم عبيد، مدينة نصر، القاهرة')).toBeTruthy();
    expect(screen.getByText('الاثنين – الجمعة')).toBeTruthy();
    expect(await screen.findByText('هل تركّبون منظومات شمسية؟')).toBeTruthy();
    expect(document.documentElement.dir).toBe('rtl');
  });

  it('offers a retry when the profile cannot be loaded', async () => {
    // A 4xx is not retried (lib/query-client.ts), so the failure shows at once.
    stubApi({ 'GET /site': { status: 404, body: { success: false, message: 'Not found' } } });
    renderRoutes(aboutRoutes, '/about');
    expect(await screen.findByText('We could not load our company profile.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy();
  });
});

describe('legal pages', () => {
  it('shows the rendered page, its date and a table of contents, in the visitor’s language', async () => {
    await i18n.changeLanguage('ar');
    const api = stubApi({
      'GET /site': { body: { store } },
      'GET /pages/privacy': {
        body: {
          slug: 'privacy',
          lang: 'ar',
          html: '<p>مقدمة</p>\n<h2>1. من نحن</h2>\n<p>نص</p>\n<h2>2. حقوقك</h2>\n<p>نص</p>\n',
          updatedAt: '2026-03-05T10:00:00.000Z',
        },
      },
    });
    renderRoutes([{ path: '/privacy', element: <PrivacyPage /> }], '/privacy');
    expect(await screen.findByRole('heading', { level: 2, name: '1. من نحن' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'سياسة الخصوصية' })).toBeTruthy();
    expect(screen.getByText(/آخر تحديث: ٥ مارس ٢٠٢٦/)).toBeTruthy();
    // The contents are built from the rendered headings after they mount (an effect).
    const toc = await screen.findByRole('navigation', { name: 'محتويات الصفحة' });
    const link = within(toc).getAllByRole('link', { name: '2. حقوقك' })[0];
    const target = document.getElementById(link.getAttribute('href')!.slice(1));
    expect(target?.textContent).toBe('2. حقوقك');
    expect(screen.getByRole('link', { name: 'الشروط والأحكام' }).getAttribute('href')).toBe(
      '/terms',
    );
    const sent = api.mock.mock.calls.find(([url]) => String(url).includes('/pages/privacy'));
    expect(new Headers(sent?.[1]?.headers).get('Accept-Language')).toBe('ar');
  });
});
