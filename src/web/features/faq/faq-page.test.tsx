import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Faq } from '../../../shared/schemas/faq';
import FaqPage from '../../app/routes/faq';
import i18n from '../../lib/i18n';
import { renderRoutes, stubApi } from '../../test/render';

afterEach(() => vi.unstubAllGlobals());

const faq = (id: number, category: Faq['category'], en: string, ar: string, answerEn = '') => ({
  id: `00000000-0000-4000-8000-00000000000${id}`,
  category,
  questionEn: en,
  questionAr: ar,
  answerEn: answerEn || `${en} answer`,
  answerAr: `${ar} إجابة`,
});
const body = {
  groups: [
    {
      category: 'general',
      items: [
        faq(1, 'general', 'Who are you?', 'من أنتم؟'),
        faq(2, 'general', 'Where is the showroom?', 'أين المعرض؟', 'In Nasr City, Cairo.'),
      ],
    },
    {
      category: 'technical_support',
      items: [faq(3, 'technical_support', 'What does the warranty cover?', 'ماذا يغطي الضمان؟')],
    },
  ],
};

describe('/faq', () => {
  it('groups questions by category; a question opens and closes its answer', async () => {
    stubApi({ 'GET /faqs': { body } });
    renderRoutes([{ path: '/faq', element: <FaqPage /> }], '/faq');
    const general = await screen.findByRole('region', { name: 'General' });
    expect(
      within(general)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Who are you?', 'Where is the showroom?']);
    expect(screen.getByRole('region', { name: 'Technical support' })).toBeTruthy();
    const question = screen.getByRole('button', { name: 'Who are you?' });
    const answer = document.getElementById(question.getAttribute('aria-controls') ?? '');
    expect(question.getAttribute('aria-expanded')).toBe('false');
    expect(answer?.hidden).toBe(true);
    await userEvent.click(question);
    expect(question.getAttribute('aria-expanded')).toBe('true');
    expect(answer?.hidden).toBe(false);
    expect(answer?.textContent).toBe('Who are you? answer');
  });

  it('searches questions and answers in both languages and opens a narrow result', async () => {
    stubApi({ 'GET /faqs': { body } });
    renderRoutes([{ path: '/faq', element: <FaqPage /> }], '/faq');
    const search = await screen.findByRole('searchbox', { name: 'Search the questions' });
    await userEvent.type(search, 'nasr city');
    expect(await screen.findByText('1 question matches your search')).toBeTruthy();
    expect(screen.getAllByRole('button', { name: /\?$/ }).map((b) => b.textContent)).toEqual([
      'Where is the showroom?',
    ]);
    expect(screen.getByText('In Nasr City, Cairo.')).toBeTruthy();

    // Arabic words find the question in the English page, spelling variants folded.
    await userEvent.clear(search);
    await userEvent.type(search, 'الضمان');
    expect(
      await screen.findByRole('button', { name: 'What does the warranty cover?' }),
    ).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'General' })).toBeNull();

    await userEvent.clear(search);
    await userEvent.type(search, 'zzz');
    expect(await screen.findByText('No matching questions')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Clear search' }));
    expect(await screen.findByRole('region', { name: 'General' })).toBeTruthy();
  });

  it('shows the Arabic texts in the Arabic shop', async () => {
    await i18n.changeLanguage('ar');
    stubApi({ 'GET /faqs': { body } });
    renderRoutes([{ path: '/faq', element: <FaqPage /> }], '/faq');
    expect(await screen.findByRole('button', { name: 'من أنتم؟' })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'أسئلة عامة' })).toBeTruthy();
  });
});
