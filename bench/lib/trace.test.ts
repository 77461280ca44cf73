import { describe, expect, it } from 'vitest';
import { mainThreadShare, type TraceEvent } from './trace';

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
});
