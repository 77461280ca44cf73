import { describe, expect, it } from 'vitest';
import {
  firstLayoutCpu,
  mainThreadShare,
  rendererMainTasks,
  type TraceEvent,
  workAfterInput,
} from './trace';

const MAIN = { pid: 1, tid: 10 };
const event = (name: string, ts: number, extra: Partial<TraceEvent> = {}): TraceEvent => ({
  name,
  cat: 'devtools.timeline',
  ph: 'X',
  ts,
  ...MAIN,
  ...extra,
});
const navigation = event('navigationStart', 1_000, {
  ph: 'R',
  args: { data: { isLoadingMainFrame: true } },
});
const paint = event('firstContentfulPaint', 5_000, { ph: 'R', tid: 11 });

describe('mainThreadShare', () => {
  it("adds the CPU and wall time of the main thread's tasks from the first paint on", () => {
    const share = mainThreadShare([
      navigation,
      paint,
      event('RunTask', 2_000, { dur: 2_000, tdur: 2_000 }), // before the paint: not counted
      event('RunTask', 6_000, { dur: 40_000, tdur: 10_000 }),
      event('RunTask', 7_000, { dur: 1_000, tdur: 1_000 }), // nested in the one above
      event('RunTask', 50_000, { dur: 20_000, tdur: 15_000 }),
      event('RunTask', 60_000, { dur: 5_000, tdur: 5_000, tid: 12 }), // another thread
      event('RunTask', 80_000, { dur: 5_000, tdur: 5_000, pid: 2 }), // another process
    ]);
    expect(share).toEqual({ cpuMs: 25, wallMs: 60 });
  });

  it('answers nothing for a trace without a navigation', () => {
    expect(mainThreadShare([event('RunTask', 0, { dur: 1, tdur: 1 })])).toBeUndefined();
  });

  it("counts from the page's own paint when Chromium records another navigation after it", () => {
    const share = mainThreadShare([
      { ...navigation, args: { data: { isLoadingMainFrame: true, navigationId: 'page' } } },
      { ...paint, args: { data: { navigationId: 'page' } } },
      event('RunTask', 6_000, { dur: 40_000, tdur: 10_000 }),
      event('navigationStart', 48_000, {
        ph: 'R',
        args: { data: { isLoadingMainFrame: true, navigationId: 'other' } },
      }),
      event('RunTask', 50_000, { dur: 20_000, tdur: 15_000 }),
    ]);
    expect(share).toEqual({ cpuMs: 25, wallMs: 60 });
  });
});

describe('firstLayoutCpu', () => {
  const layout = (ts: number, dirtyObjects: number, tdur: number) =>
    event('Layout', ts, { dur: tdur, tdur, args: { beginData: { dirtyObjects } } });

  it("reads the page's first whole layout and the style update before it in its task", () => {
    const result = firstLayoutCpu([
      navigation,
      event('RunTask', 2_000, { dur: 3_000, tdur: 3_000 }),
      layout(2_500, 4, 100), // the page hidden by the paint gate
      event('RunTask', 10_000, { dur: 50_000, tdur: 40_000 }),
      event('UpdateLayoutTree', 10_500, { dur: 9_000, tdur: 8_000 }),
      event('UpdateLayoutTree', 20_000, { dur: 1_000, tdur: 1_000 }),
      layout(21_000, 398, 25_000),
      event('UpdateLayoutTree', 47_000, { dur: 2_000, tdur: 2_000 }), // after it: not counted
      layout(50_000, 398, 6_000), // when the fonts came: not the first
    ]);
    expect(result).toEqual({ styleMs: 9, layoutMs: 25, objects: 398 });
  });

  it('answers nothing when the page was never laid out whole', () => {
    expect(
      firstLayoutCpu([
        navigation,
        event('RunTask', 2_000, { dur: 3_000, tdur: 3_000 }),
        layout(2_500, 4, 100),
      ]),
    ).toBeUndefined();
  });
});

describe('rendererMainTasks', () => {
  const named = (pid: number, tid: number, name: string) =>
    event('thread_name', 0, { ph: 'M', pid, tid, args: { name } });

  it("gives every renderer main thread's top-level tasks once, a nested one inside its own", () => {
    const tasks = rendererMainTasks([
      named(1, 10, 'CrRendererMain'),
      named(2, 20, 'CrRendererMain'), // the page loaded by a navigation, in another renderer
      named(1, 11, 'Compositor'),
      event('RunTask', 1_000, { dur: 60_000 }),
      event('RunTask', 2_000, { dur: 1_000 }), // nested in the one above: not a task of its own
      event('RunTask', 70_000, { dur: 5_000, pid: 2, tid: 20 }),
      event('RunTask', 80_000, { dur: 9_000, tid: 11 }), // not a main thread
    ]);
    expect(tasks).toEqual([
      { start: 1_000, end: 61_000 },
      { start: 70_000, end: 75_000 },
    ]);
  });
});

describe('workAfterInput', () => {
  const mainThread = event('thread_name', 0, { ph: 'M', args: { name: 'CrRendererMain' } });
  const touch = event('EventDispatch', 100_000, {
    dur: 1_000,
    args: { data: { type: 'touchstart' } },
  });

  it('adds up the tasks from the input for the window, and each one’s part over 50 ms', () => {
    const work = workAfterInput(
      [
        mainThread,
        event('RunTask', 0, { dur: 45_000 }), // begun over 50 ms before the input: not counted
        event('RunTask', 60_000, { dur: 70_000 }), // begun 40 ms before it: the input waited
        touch,
        event('RunTask', 200_000, { dur: 30_000 }),
        event('RunTask', 1_000_000, { dur: 120_000 }),
        event('RunTask', 2_100_000, { dur: 90_000 }), // after the 2 s window
      ],
      'touchstart',
      2_000,
    );
    expect(work).toEqual({ busyMs: 70 + 30 + 120, blockedMs: 20 + 70 });
  });

  it('says so when the trace has no such input', () => {
    expect(() => workAfterInput([mainThread], 'touchstart', 1_000)).toThrow(/no touchstart/);
  });
});
