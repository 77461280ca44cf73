import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { expect, it } from 'vitest';
import { sessionQueryKey, useSession } from './session';

function Heart() {
  const { isPending } = useSession();
  return (
    <button type="button" disabled={isPending}>
      ♥
    </button>
  );
}

const app = (client: QueryClient) => (
  <QueryClientProvider client={client}>
    <Heart />
  </QueryClientProvider>
);

it('hydrates as the server rendered it even with the session already fetched, then follows it', async () => {
  const container = document.createElement('div');
  // The server's view: nobody known yet, so the heart waits.
  container.innerHTML = renderToString(app(new QueryClient()));
  const button = container.querySelector('button')!;
  expect(button.disabled).toBe(true);

  // A part hydrating after the header finds the session in the cache already.
  const client = new QueryClient();
  client.setQueryData(sessionQueryKey, {
    id: 'u1',
    email: 'a@b.eg',
    firstName: 'Mona',
    lastName: 'A',
    phone: null,
    role: 'customer',
  });
  await act(async () => {
    hydrateRoot(container, app(client), { onRecoverableError: () => {} });
  });
  // Hydrated, then re-rendered for the visitor: the heart works (it stayed disabled before).
  expect(container.querySelector('button')!.disabled).toBe(false);
});
