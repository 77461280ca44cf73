import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import i18n from '../../lib/i18n';
import { Pagination } from './pagination';

const button = (name: string) => screen.getByRole('button', { name }) as HTMLButtonElement;

describe('Pagination', () => {
  it('shows "Page X of Y" and moves by one page', async () => {
    const onPageChange = vi.fn();
    render(<Pagination page={2} totalPages={5} onPageChange={onPageChange} />);
    expect(screen.getByText('Page 2 of 5')).toBeTruthy();
    await userEvent.click(button('Previous'));
    await userEvent.click(button('Next'));
    expect(onPageChange.mock.calls).toEqual([[1], [3]]);
  });

  it('disables Previous on the first page and Next on the last', () => {
    const { rerender } = render(<Pagination page={1} totalPages={3} onPageChange={() => {}} />);
    expect(button('Previous').disabled).toBe(true);
    expect(button('Next').disabled).toBe(false);
    rerender(<Pagination page={3} totalPages={3} onPageChange={() => {}} />);
    expect(button('Next').disabled).toBe(true);
  });

  it('renders nothing for a single page', () => {
    const { container } = render(<Pagination page={1} totalPages={1} onPageChange={() => {}} />);
    expect(container.innerHTML).toBe('');
  });

  it('speaks Arabic with Arabic digits', async () => {
    await i18n.changeLanguage('ar');
    render(<Pagination page={2} totalPages={12} onPageChange={() => {}} />);
    expect(screen.getByText('صفحة ٢ من ١٢')).toBeTruthy();
    expect(button('التالي')).toBeTruthy();
  });
});
