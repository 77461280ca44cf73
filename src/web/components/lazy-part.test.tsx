import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { lazyPart } from './lazy-part';

/**
 * Issue 24 item 1: a part whose file fails to arrive fails alone, with its own retry, and the
 * page around it stays.
 */
describe('lazyPart', () => {
  it('shows its own retry when its file fails, and the part once it arrives', async () => {
    const load = vi
      .fn()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValue(() => <p>The footer</p>);
    const Part = lazyPart(load);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(
      <main>
        <h1>The page</h1>
        <Part />
      </main>,
    );
    const retry = await screen.findByRole('button', { name: /Retry/ });
    expect(screen.getByText('This part of the page could not be loaded.')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'The page' })).toBeTruthy();
    await userEvent.click(retry);
    expect(await screen.findByText('The footer')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(2);
    expect(screen.queryByRole('button', { name: /Retry/ })).toBeNull();
  });

  it('leaves nothing behind when asked (a popup opened on demand)', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const Part = lazyPart(() => Promise.reject(new Error('offline')), { failed: 'none' });
    const { container } = render(
      <div>
        <Part />
      </div>,
    );
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(container.textContent).toBe('');
  });
});
