import { describe, expect, it } from 'vitest';
import { keySpecsOf } from './service';

/** Issue 24 item 11: the card's own line for the deciding specs, from the product's properties. */
describe('keySpecsOf', () => {
  const prop = (keyEn: string, valueEn: string, valueAr: string) => ({
    keyEn,
    keyAr: keyEn,
    valueEn,
    valueAr,
  });

  it('takes the voltage, then the capacity, in both languages', () => {
    expect(
      keySpecsOf([
        prop('Weight', '30 kg', '30 كجم'),
        prop('Capacity', '100 Ah', '100 أمبير/ساعة'),
        prop('Voltage', '12 V', '12 فولت'),
      ]),
    ).toEqual({ en: '12 V · 100 Ah', ar: '12 فولت · 100 أمبير/ساعة' });
    expect(keySpecsOf([prop('Output voltage', '5 V', '')])).toEqual({ en: '5 V', ar: '5 V' });
  });

  it('is null without either', () => {
    expect(keySpecsOf([prop('Weight', '30 kg', '30 كجم')])).toBeNull();
    expect(keySpecsOf(undefined)).toBeNull();
  });
});
