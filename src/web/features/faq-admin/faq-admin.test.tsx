import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AdminFaq } from '../../../shared/schemas/faq';
import AdminFaqsPage from '../../app/routes/admin/faqs';
import { renderRoutes, stubApi } from '../../test/render';

afterEach(() => vi.unstubAllGlobals());

const faq = (id: number, patch: Partial<AdminFaq> = {}): AdminFaq => ({
  id: `00000000-0000-4000-8000-00000000000${id}`,
  category: 'general',
  questionEn: `Question ${id}`,
  questionAr: `سؤال ${id}`,
  answerEn: 'Answer',
  answerAr: 'إجابة',
  sortOrder: id,
  isActive: true,
  updatedAt: '2025-01-01T00:00:00.000Z',
  ...patch,
});
const items = [faq(1), faq(2), faq(3, { isActive: false }), faq(4, { category: 'products' })];
const routes = [{ path: '/admin/faqs', element: <AdminFaqsPage /> }];

describe('/admin/faqs', () => {
  it('lists the four categories, marks hidden questions, and moves one up', async () => {
    const api = stubApi({
      'GET /admin/faqs': { body: { items } },
      'PUT /admin/faqs/order': { body: { items } },
    });
    renderRoutes(routes, '/admin/faqs');
    const general = await screen.findByRole('region', { name: 'General' });
    expect(screen.getByRole('region', { name: 'Orders and shipping' })).toBeTruthy();
    expect(within(general).getByText('Hidden')).toBeTruthy();
    await userEvent.click(within(general).getByRole('button', { name: 'Move “Question 2” up' }));
    await vi.waitFor(() => expect(api.calls('PUT /admin/faqs/order')).toHaveLength(1));
    expect(api.calls('PUT /admin/faqs/order')[0]).toEqual({
      category: 'general',
      ids: [faq(2).id, faq(1).id, faq(3).id],
    });
  });

  it('adds a question in both languages to the category it was added from', async () => {
    const api = stubApi({
      'GET /admin/faqs': { body: { items } },
      'POST /admin/faqs': ({ body }) => ({ status: 201, body: faq(9, body as Partial<AdminFaq>) }),
    });
    renderRoutes(routes, '/admin/faqs');
    const products = await screen.findByRole('region', { name: 'Products' });
    await userEvent.click(within(products).getByRole('button', { name: 'Add' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add question' }));
    expect((await within(dialog).findAllByText('This field is required')).length).toBe(4);
    expect(api.calls('POST /admin/faqs')).toHaveLength(0);

    await userEvent.type(within(dialog).getByLabelText(/^Question \(Arabic\)/), 'هل يوجد ضمان؟');
    await userEvent.type(within(dialog).getByLabelText(/^Answer \(Arabic\)/), 'نعم.');
    await userEvent.type(within(dialog).getByLabelText(/^Question \(English\)/), 'Warranty?');
    await userEvent.type(within(dialog).getByLabelText(/^Answer \(English\)/), 'Yes.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add question' }));
    await vi.waitFor(() => expect(api.calls('POST /admin/faqs')).toHaveLength(1));
    expect(api.calls('POST /admin/faqs')[0]).toEqual({
      category: 'products',
      questionAr: 'هل يوجد ضمان؟',
      answerAr: 'نعم.',
      questionEn: 'Warranty?',
      answerEn: 'Yes.',
      isActive: true,
    });
  });

  it('deletes only after a confirmation', async () => {
    const api = stubApi({
      'GET /admin/faqs': { body: { items } },
      [`DELETE /admin/faqs/${faq(4).id}`]: { body: { success: true, message: 'ok' } },
    });
    renderRoutes(routes, '/admin/faqs');
    await userEvent.click(await screen.findByRole('button', { name: 'Delete “Question 4”' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this question?' });
    expect(api.calls(`DELETE /admin/faqs/${faq(4).id}`)).toHaveLength(0);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await vi.waitFor(() => expect(api.calls(`DELETE /admin/faqs/${faq(4).id}`)).toHaveLength(1));
  });
});
