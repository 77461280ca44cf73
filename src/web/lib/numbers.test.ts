import { describe, expect, it } from 'vitest';
import { parseNumberInput } from './numbers';

describe('parseNumberInput', () => {
  const price = parseNumberInput(undefined);
  const stock = parseNumberInput(null);
  it('reads Latin and Arabic-Indic digits', () => {
    expect(price('1500.5')).toBe(1500.5);
    expect(price('١٥٠٠٫٥')).toBe(1500.5);
    expect(price('-3')).toBe(-3);
  });
  it('gives the empty value for blanks and NaN for junk', () => {
    expect(price('')).toBeUndefined();
    expect(stock('  ')).toBeNull();
    expect(price('12abc')).toBeNaN();
  });
});
