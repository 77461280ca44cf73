import { describe, expect, it } from 'vitest';
import { medianCell, medianOfRuns } from './phone-runs';

describe('medianOfRuns', () => {
  it('gives the median and every run, rounded, in the order they ran', () => {
    expect(medianOfRuns([530.4, 398.2, 411.6])).toBe('412 (530 398 412)');
  });

  it('gives – when nothing was measured (a mark the build does not make)', () => {
    expect(medianOfRuns([Number.NaN, Number.NaN])).toBe('–');
  });
});

describe('medianCell', () => {
  it('gives the median alone, rounded, or – when nothing was measured', () => {
    expect(medianCell([530.4, 398.2, 411.6])).toBe('412');
    expect(medianCell([Number.NaN])).toBe('–');
  });
});
