import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ISLAND_LEAVE_EVENT } from '../lib/entry-marks';
import { leaveServerPage, markIslandsHydrated } from '../lib/islands-ownership';
import { Island } from './island';

function Counter({ label }: { label: string }) {
  return (
    <button type="button" onClick={() => counted()}>
      {label}
    </button>
  );
}
const counted = vi.fn();

const island = <Island name="counter" component={Counter} props={{ label: 'Add' }} />;

/**
 * The page as the server sent it, hydrated by React as the app does (start.tsx), after the islands
 * have hydrated theirs (`before`: the islands' start, a navigation).
 */
async function hydrateServerHtml(before = () => {}) {
  const container = document.createElement('div');
  container.innerHTML = renderToString(island);
  document.body.append(container);
  before();
  const button = container.querySelector('button')!;
  const errors: unknown[] = [];
  await act(async () => {
    hydrateRoot(container, island, { onRecoverableError: (error) => errors.push(error) });
  });
  return { container, button, errors };
}

const ownedByReact = (node: Node) => Object.keys(node).some((key) => key.startsWith('__react'));

afterEach(() => {
  document.body.innerHTML = '';
  delete (window as { __islands?: unknown }).__islands;
  counted.mockClear();
});

describe('Island', () => {
  it("renders its component inside an element naming it, with its props as JSON, laid out as the component's own", () => {
    const html = renderToString(island);
    const element = new DOMParser().parseFromString(html, 'text/html').body.firstElementChild!;
    expect(element.getAttribute('data-island')).toBe('counter');
    expect(JSON.parse(element.getAttribute('data-island-props')!)).toEqual({ label: 'Add' });
    expect(element.className).toBe('contents');
    expect(element.innerHTML).toBe('<button type="button">Add</button>');
  });

  it('is hydrated by the app itself when the islands have not started (their file did not come)', async () => {
    const { button, errors } = await hydrateServerHtml();
    expect(ownedByReact(button)).toBe(true);
    button.click();
    expect(counted).toHaveBeenCalledTimes(1);
    expect(errors).toEqual([]);
  });

  it("is left to the islands on the server's page once they have hydrated it", async () => {
    const { container, button, errors } = await hydrateServerHtml(markIslandsHydrated);
    expect(container.querySelector('button')).toBe(button);
    expect(button.textContent).toBe('Add');
    expect(ownedByReact(button)).toBe(false);
    button.click();
    expect(counted).not.toHaveBeenCalled();
    expect(errors).toEqual([]);
  });

  it('tells the islands when the app takes their element out of the page (a navigation)', async () => {
    const left = vi.fn();
    const container = document.createElement('div');
    container.innerHTML = renderToString(island);
    document.body.append(container);
    container.querySelector('[data-island]')!.addEventListener(ISLAND_LEAVE_EVENT, left);
    markIslandsHydrated();
    let root: ReturnType<typeof hydrateRoot> | undefined;
    await act(async () => {
      root = hydrateRoot(container, island);
    });
    expect(left).not.toHaveBeenCalled();
    await act(async () => root?.render(<p>another page</p>));
    expect(left).toHaveBeenCalledTimes(1);
  });

  it('is rendered by the app on a page it navigated to', async () => {
    const { button } = await hydrateServerHtml(() => {
      markIslandsHydrated();
      leaveServerPage();
    });
    expect(ownedByReact(button)).toBe(true);
    button.click();
    expect(counted).toHaveBeenCalledTimes(1);
  });
});
