import { describe, expect, it } from 'vitest';
import { dbRefusal, isUniqueViolation } from './db-errors';

describe('dbRefusal', () => {
  it('finds the integrity refusal however deep drizzle nests the driver error', () => {
    const driver = { code: '23514', constraint: 'coupons_dates' };
    const wrapped = new Error('Failed query', { cause: new Error('wrapper', { cause: driver }) });
    expect(dbRefusal(wrapped)).toEqual({ code: '23514', constraint: 'coupons_dates' });
    expect(isUniqueViolation(wrapped)).toBe(false);
  });

  it('knows a unique violation, and ignores errors that are no integrity refusal', () => {
    expect(isUniqueViolation(new Error('x', { cause: { code: '23505' } }))).toBe(true);
    expect(dbRefusal({ code: '23505' })).toEqual({ code: '23505', constraint: '' });
    expect(dbRefusal(new Error('x', { cause: { code: '40001' } }))).toBeNull();
    expect(dbRefusal(undefined)).toBeNull();
  });
});
