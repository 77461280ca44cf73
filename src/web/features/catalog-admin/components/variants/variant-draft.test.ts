import { describe, expect, it } from 'vitest';
import { combinations, skuOf, type VariantsDraft, withMissingCombinations } from './variant-draft';

const options: VariantsDraft['options'] = [
  {
    nameEn: 'Voltage',
    nameAr: 'الجهد',
    values: [
      { valueEn: '12 V', valueAr: '١٢ فولت' },
      { valueEn: '24 V', valueAr: '٢٤ فولت' },
    ],
  },
  {
    nameEn: 'Capacity',
    nameAr: 'السعة',
    values: [
      { valueEn: '100 Ah', valueAr: '١٠٠ أمبير' },
      { valueEn: '200 Ah', valueAr: '٢٠٠ أمبير' },
    ],
  },
];

describe('the variants draft', () => {
  it('lists every combination in the options order', () => {
    expect(combinations(options)).toEqual([
      ['12 V', '100 Ah'],
      ['12 V', '200 Ah'],
      ['24 V', '100 Ah'],
      ['24 V', '200 Ah'],
    ]);
    expect(combinations([])).toEqual([[]]);
  });

  it('makes SKUs from the prefix and the values, Arabic letters kept', () => {
    expect(skuOf('bat', ['12 V', '200 Ah'])).toBe('BAT-12V-200AH');
    expect(skuOf('بطارية', ['١٢ فولت'])).toBe('بطارية-١٢فولت');
  });

  it('adds only the missing combinations, keeping the rows there (case-insensitive)', () => {
    const draft: VariantsDraft = {
      options,
      variants: [{ sku: 'X', values: ['12 v', '100 AH'], price: 9000, stockQuantity: 4 }],
    };
    const rows = withMissingCombinations(draft, 'BAT', 5000);
    expect(rows).toHaveLength(4);
    expect(rows[0]).toBe(draft.variants[0]);
    expect(rows.slice(1).map((r) => [r.sku, r.price, r.stockQuantity])).toEqual([
      ['BAT-12V-200AH', 5000, null],
      ['BAT-24V-100AH', 5000, null],
      ['BAT-24V-200AH', 5000, null],
    ]);
  });
});
