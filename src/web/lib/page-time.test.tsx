import { act } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { expect, it, vi } from 'vitest';
import { formatRelativeInstant } from './format';
import { beginHydration, useHydrationEnd } from './hydration';
import { RenderedAtProvider, useNow, usePageOrigin } from './page-time';

const MINUTE = 60_000;

/**
 * Hydrates `page` into `container` and returns what it showed through the commit (the server's
 * view) and then once the hydration has ended. The end is a timer (lib/hydration-state.ts): held
 * until the commit is read, or a busy machine could let it run inside `act` before that.
 */
async function hydrateAndEnd(container: HTMLElement, page: React.ReactNode) {
  const recoverable = vi.fn();
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  try {
    beginHydration();
    await act(async () => {
      hydrateRoot(container, page, { onRecoverableError: recoverable });
    });
    const atCommit = container.textContent;
    act(() => {
      vi.runAllTimers();
    });
    // No mismatch: React kept the server's HTML instead of rendering the page again.
    expect(recoverable).not.toHaveBeenCalled();
    return { atCommit, afterEnd: container.textContent };
  } finally {
    vi.useRealTimers();
  }
}

function Ago({ at }: { at: number }) {
  useHydrationEnd();
  return <p>{formatRelativeInstant(at, 'en', useNow())}</p>;
}

it('hydrates with the time the server rendered at, then shows the time as it is', async () => {
  const renderedAt = Date.now() - 30 * MINUTE;
  const published = renderedAt - 5 * MINUTE;
  const page = (
    <RenderedAtProvider at={renderedAt}>
      <Ago at={published} />
    </RenderedAtProvider>
  );
  const container = document.createElement('div');
  // The server's view: its render time as "now", as the page cache kept it.
  container.innerHTML = renderToString(page);
  expect(container.textContent).toBe('5 minutes ago');

  expect(await hydrateAndEnd(container, page)).toEqual({
    atCommit: '5 minutes ago',
    afterEnd: '35 minutes ago',
  });
});

function Link() {
  useHydrationEnd();
  return <p>{usePageOrigin()}</p>;
}

it("links with the shop's address the server rendered for, then the one the visitor used", async () => {
  const page = (
    <RenderedAtProvider at={Date.now()} origin="https://greenvolt.example">
      <Link />
    </RenderedAtProvider>
  );
  const container = document.createElement('div');
  container.innerHTML = renderToString(page);
  // What a guest's page shows until the first input starts the app (decision 067).
  expect(container.textContent).toBe('https://greenvolt.example');

  expect(window.location.origin).not.toBe('https://greenvolt.example');
  expect(await hydrateAndEnd(container, page)).toEqual({
    atCommit: 'https://greenvolt.example',
    afterEnd: window.location.origin,
  });
});
