import { describe, expect, it } from 'vitest';
import { countCartItems } from './cart';

describe('countCartItems', () => {
  it('sums quantities of an items object or a plain array, reading Quantity too', () => {
    expect(countCartItems({ items: [{ quantity: 2 }, { quantity: 3 }] })).toBe(5);
    expect(countCartItems([{ Quantity: 4 }, { quantity: 1 }])).toBe(5);
  });

  it('counts nothing for missing, empty or broken carts', () => {
    expect(countCartItems(undefined)).toBe(0);
    expect(countCartItems({})).toBe(0);
    expect(countCartItems([{ quantity: -1 }, {}, { quantity: Number.NaN }])).toBe(0);
  });
});
