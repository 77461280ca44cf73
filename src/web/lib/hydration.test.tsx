import { act } from '@testing-library/react';
import { type ReactElement, useId, useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { expect, it, vi } from 'vitest';
import { KEPT_CHOICE_ATTRIBUTE, KEPT_TAP_ATTRIBUTE } from './entry-marks';
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
  // The switch is a timer: held until the commit is read (on a busy machine it could fire while
  // `act` waits).
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  try {
    beginHydration();
    await act(async () => {
      hydrateRoot(container, <Status />);
    });
    // Committed, effects run, and still the server's view: nothing visitor-dependent in this task.
    expect(container.textContent).toBe('server view');
    act(() => {
      vi.runOnlyPendingTimers();
    });
    expect(container.textContent).toBe('hydrated');
  } finally {
    vi.useRealTimers();
  }
});

/** Keeps the thread busy for more than one slice's worth of work (10 ms). */
function busyForMoreThanASlice(): void {
  const until = performance.now() + 10;
  while (performance.now() < until) {
    // busy
  }
}

/** A visitor part slow to re-render: the flag's re-renders go on over several tasks. */
function SlowPart({ name, seen }: { name: string; seen: string[] }) {
  const hydrated = useHydrated();
  if (hydrated) {
    busyForMoreThanASlice();
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
  // The flag's tasks are timers: held until what waits is registered (on a busy machine they
  // could run while `act` waits), then run one by one.
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  let ran: string[] | undefined;
  /** The parts that re-rendered in each task run. */
  const perTask: string[][] = [];
  try {
    beginHydration();
    await act(async () => {
      hydrateRoot(container, page);
    });
    whenVisitorPartsOn(() => {
      ran = [...seen];
    });
    expect(ran).toBeUndefined();
    while (ran === undefined && perTask.length < 10) {
      const before = seen.length;
      act(() => {
        vi.advanceTimersToNextTimer();
      });
      perTask.push(seen.slice(before));
    }
  } finally {
    vi.useRealTimers();
  }
  // Each part took longer than a slice: they re-rendered in tasks of their own, and the waiting
  // tap came after the last (the order of the parts' own re-renders is not the point, nor how many
  // tasks the quick ones took: on a busy machine the header's status alone can fill a slice).
  expect(perTask.filter((parts) => parts.length > 0)).toHaveLength(2);
  expect(perTask.flat().sort()).toEqual(['compare', 'heart']);
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

it("marks a kept tap's button ready only once the hydrated flag is up, never in the server's HTML", async () => {
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

/** A marked button (Add to cart on a card) slow to re-render once the flag is up. */
function SlowMarkedButton({ name, seen }: { name: string; seen: string[] }) {
  const earlyClick = useEarlyClick();
  if (earlyClick['data-early-click']) {
    busyForMoreThanASlice();
    seen.push(name);
  }
  return <button type="button" name={name} {...earlyClick} />;
}

it('switches on first the part whose button holds a kept tap, then the others in their order', async () => {
  const seen: string[] = [];
  const page = (
    <>
      <Status />
      <SlowPart name="heart" seen={seen} />
      <SlowMarkedButton name="first card" seen={seen} />
      <SlowMarkedButton name="tapped card" seen={seen} />
      <SlowPart name="compare" seen={seen} />
    </>
  );
  const container = document.createElement('div');
  container.innerHTML = renderToString(page);
  // main.tsx kept a tap made on the server's HTML, and marked its button.
  container.querySelector('button[name="tapped card"]')!.setAttribute(KEPT_TAP_ATTRIBUTE, '');
  beginHydration();
  await act(async () => {
    hydrateRoot(container, page);
  });
  await act(async () => {
    for (let task = 0; task < 8; task++) await nextTask();
  });
  expect(seen).toEqual(['tapped card', 'heart', 'first card', 'compare']);
});

type ChoicesWindow = { __earlyChoices?: Record<string, string> };

const marked = () => document.documentElement.hasAttribute(KEPT_CHOICE_ATTRIBUTE);

/** Updates held back, as a router's navigation is on a slow phone, until the test lets them go. */
const heldUpdates: (() => void)[] = [];
const showHeldUpdates = () =>
  act(() => {
    for (const update of heldUpdates.splice(0)) update();
  });

/** A group of radios showing `value`, keeping a value picked before hydration (`later`: held). */
function Voltage({ name, rendered, later }: { name: string; rendered: string; later?: boolean }) {
  const [value, setValue] = useState(rendered);
  useChosenBeforeHydration({ [name]: value }, (picked) => {
    if (later) heldUpdates.push(() => setValue(picked[name]));
    else setValue(picked[name]);
  });
  return <output>{value}</output>;
}

async function hydrate(page: ReactElement): Promise<HTMLElement> {
  const container = document.createElement('div');
  container.innerHTML = renderToString(page);
  beginHydration();
  await act(async () => {
    hydrateRoot(container, page);
  });
  return container;
}

it('gives each part its picks made before hydration; what follows them waits until the last shows', async () => {
  // main.tsx kept three picks and marked the page; the third is for a part hydrated later.
  (window as ChoicesWindow).__earlyChoices = { volts: '24', capacity: '200', color: 'gray' };
  document.documentElement.setAttribute(KEPT_CHOICE_ATTRIBUTE, '');
  try {
    const container = await hydrate(
      <>
        <Voltage name="volts" rendered="12" />
        <Voltage name="capacity" rendered="100" later />
      </>,
    );
    const shown = () => [...container.querySelectorAll('output')].map((o) => o.textContent);
    expect(shown()).toEqual(['24', '100']);
    // Handed over, not yet shown (200 Ah), and a pick not yet taken: the mark stays.
    expect(marked()).toBe(true);
    showHeldUpdates();
    expect(shown()).toEqual(['24', '200']);
    expect(marked()).toBe(true);
    expect((window as ChoicesWindow).__earlyChoices).toEqual({ color: 'gray' });

    const second = await hydrate(<Voltage name="color" rendered="white" later />);
    // Taken, and shown only later: until then the mark stays.
    expect(second.textContent).toBe('white');
    expect(marked()).toBe(true);
    showHeldUpdates();
    expect(second.textContent).toBe('gray');
    expect(marked()).toBe(false);
  } finally {
    delete (window as ChoicesWindow).__earlyChoices;
    document.documentElement.removeAttribute(KEPT_CHOICE_ATTRIBUTE);
  }
});
