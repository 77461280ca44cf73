import { act } from '@testing-library/react';
import { useId, useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { expect, it, vi } from 'vitest';
import { KEPT_CHOICE_ATTRIBUTE } from './entry-marks';
import {
  beginHydration,
  useChosenBeforeHydration,
  useHydrated,
  useHydrationEnd,
  useTypedBeforeHydration,
} from './hydration';
import { useEarlyClick, whenVisitorPartsOn } from './hydration-state';

const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));

function Status() {
  useHydrationEnd();
  return <p>{useHydrated() ? 'hydrated' : 'server view'}</p>;
}

it('keeps the server view through the hydration commit and switches over in a task of its own', async () => {
  const container = document.createElement('div');
  container.innerHTML = renderToString(<Status />);
  beginHydration();
  await act(async () => {
    hydrateRoot(container, <Status />);
  });
  // Committed, effects run, and still the server's view: nothing visitor-dependent in this task.
  expect(container.textContent).toBe('server view');
  await act(nextTask);
  expect(container.textContent).toBe('hydrated');
});

/** A visitor part slow to re-render: the flag's re-renders go on over several tasks. */
function SlowPart({ name, seen }: { name: string; seen: string[] }) {
  const hydrated = useHydrated();
  if (hydrated) {
    const until = performance.now() + 10;
    while (performance.now() < until) {
      // more than one slice's worth of work
    }
    seen.push(name);
  }
  return <p>{hydrated ? `${name} on` : `${name} server view`}</p>;
}

it('runs what waits for the visitor parts only once every one of them has re-rendered', async () => {
  const seen: string[] = [];
  const page = (
    <>
      <Status />
      <SlowPart name="heart" seen={seen} />
      <SlowPart name="compare" seen={seen} />
    </>
  );
  const container = document.createElement('div');
  container.innerHTML = renderToString(page);
  beginHydration();
  await act(async () => {
    hydrateRoot(container, page);
  });
  let ran: string[] | undefined;
  whenVisitorPartsOn(() => {
    ran = [...seen];
  });
  expect(ran).toBeUndefined();
  await act(async () => {
    for (let task = 0; task < 5; task++) await nextTask();
  });
  // Each part took longer than a slice: they re-rendered in tasks of their own, and the waiting
  // tap came after the last (the order of the parts' own re-renders is not the point).
  expect(ran?.slice().sort()).toEqual(['compare', 'heart']);
  let again = false;
  whenVisitorPartsOn(() => {
    again = true;
  });
  expect(again).toBe(true);
});

/** Stands for the visitor typing after the box has rendered but before React commits it. */
function TypesLate({ id }: { id: string }) {
  const field = typeof document === 'undefined' ? null : document.getElementById(id);
  if (field instanceof HTMLInputElement && field.value === '') field.value = 'typed late';
  return null;
}

function SearchBox() {
  const id = useId();
  const [draft, setDraft] = useState('');
  useTypedBeforeHydration(id, setDraft);
  return (
    <>
      <input id={id} value={draft} onChange={(event) => setDraft(event.target.value)} />
      <output>{draft}</output>
      <TypesLate id={id} />
    </>
  );
}

it('keeps text typed between the hydrating render and its commit', async () => {
  const container = document.createElement('div');
  document.body.append(container);
  container.innerHTML = renderToString(<SearchBox />);
  await act(async () => {
    hydrateRoot(container, <SearchBox />, { onRecoverableError: () => {} });
  });
  await act(nextTask);
  // React holds the text (a render would otherwise have put the box back to empty).
  expect(container.querySelector('output')!.textContent).toBe('typed late');
  expect(container.querySelector('input')!.value).toBe('typed late');
  container.remove();
});

function MarkedButton() {
  useHydrationEnd();
  return <button type="button" {...useEarlyClick()} />;
}

it("marks a kept tap's button ready only once the visitor's parts are on, never in the server's HTML", async () => {
  const container = document.createElement('div');
  container.innerHTML = renderToString(<MarkedButton />);
  const mark = () => container.querySelector('button')!.getAttribute('data-early-click');
  expect(mark()).toBe('');
  // The hydration's end is a timer: held until the commit is read.
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  try {
    beginHydration();
    await act(async () => {
      hydrateRoot(container, <MarkedButton />);
    });
    expect(mark()).toBe('');
    act(() => {
      vi.runAllTimers();
    });
    expect(mark()).toBe('ready');
  } finally {
    vi.useRealTimers();
  }
});

type ChoicesWindow = { __earlyChoices?: Record<string, string> };

/** A group of radios rendered on `rendered`, keeping a value picked before hydration. */
function Voltage({ name, rendered }: { name: string; rendered: string }) {
  const [value, setValue] = useState(rendered);
  useChosenBeforeHydration({ [name]: rendered }, (picked) => setValue(picked[name]));
  return <output>{value}</output>;
}

it('gives each part its picks made before hydration, and takes the "updating" mark off with the last', async () => {
  const page = (
    <>
      <Voltage name="volts" rendered="12" />
      <Voltage name="capacity" rendered="100" />
    </>
  );
  const container = document.createElement('div');
  container.innerHTML = renderToString(page);
  // main.tsx kept two picks and marked the page; a third is a field no part here reads.
  (window as ChoicesWindow).__earlyChoices = { volts: '24', capacity: '200', other: 'x' };
  document.documentElement.setAttribute(KEPT_CHOICE_ATTRIBUTE, '');
  try {
    beginHydration();
    await act(async () => {
      hydrateRoot(container, page);
    });
    expect([...container.querySelectorAll('output')].map((o) => o.textContent)).toEqual([
      '24',
      '200',
    ]);
    // A pick still waits for its part: the mark stays (lib/hydration-early-clicks settles it).
    expect(document.documentElement.hasAttribute(KEPT_CHOICE_ATTRIBUTE)).toBe(true);
    expect((window as ChoicesWindow).__earlyChoices).toEqual({ other: 'x' });

    const alone = <Voltage name="other" rendered="y" />;
    const second = document.createElement('div');
    second.innerHTML = renderToString(alone);
    beginHydration();
    await act(async () => {
      hydrateRoot(second, alone);
    });
    expect(second.textContent).toBe('x');
    expect(document.documentElement.hasAttribute(KEPT_CHOICE_ATTRIBUTE)).toBe(false);
  } finally {
    delete (window as ChoicesWindow).__earlyChoices;
    document.documentElement.removeAttribute(KEPT_CHOICE_ATTRIBUTE);
  }
});
