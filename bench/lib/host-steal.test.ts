import { describe, expect, it } from 'vitest';
import { parseCpuCounters, stealPercent } from './host-steal';

const stat = (steal: number, idle: number) =>
  `cpu  1000 50 300 ${idle} 10 0 5 ${steal} 0 0\ncpu0 500 25 150 100 5 0 2 0 0 0\nintr 1\n`;

describe('parseCpuCounters', () => {
  it("reads the all-cores line's steal and the sum of its first eight counters", () => {
    expect(parseCpuCounters(stat(40, 2000))).toEqual({
      steal: 40,
      total: 1000 + 50 + 300 + 2000 + 10 + 0 + 5 + 40,
    });
  });

  it('refuses text that is not /proc/stat', () => {
    expect(parseCpuCounters('cpu0 1 2 3\n')).toBeUndefined();
    expect(parseCpuCounters('cpu  1 2 3\n')).toBeUndefined();
  });
});

describe('stealPercent', () => {
  it("is the host's share of the time that passed between two readings", () => {
    const before = parseCpuCounters(stat(40, 2000))!;
    const after = parseCpuCounters(stat(90, 2950))!;
    // 1,000 ticks passed (950 idle + 50 steal), 50 of them taken by the host.
    expect(stealPercent(before, after)).toBe(5);
  });

  it('says nothing when no time passed', () => {
    const same = parseCpuCounters(stat(40, 2000))!;
    expect(stealPercent(same, same)).toBeUndefined();
  });
});
