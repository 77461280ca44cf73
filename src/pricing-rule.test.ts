import { describe, expect, it } from 'vitest';
import {
  moneyArithmetic,
  moneyArithmeticOutsidePricing,
  PRICING_RULE_EXCEPTIONS,
} from './pricing-rule';

// Decision 036: features/pricing/ is the only server code that computes money. The rule and
// its limits are written in src/pricing-rule.ts; each exception there says why it is one.
const found = moneyArithmeticOutsidePricing();

describe('pricing rule', () => {
  it('no money arithmetic in shipped server code outside features/pricing/', () => {
    const outside = Object.fromEntries(
      Object.entries(found).filter(([file]) => !(file in PRICING_RULE_EXCEPTIONS)),
    );
    expect(outside).toEqual({});
  });

  it('every exception is still needed (a file that no longer computes money leaves the list)', () => {
    expect(Object.keys(PRICING_RULE_EXCEPTIONS).filter((file) => !(file in found))).toEqual([]);
  });

  it('sees what the cart, the order and the seed used to compute by themselves', () => {
    const before = [
      'lineTotal: toEgp(row.pricePiastres * row.quantity),',
      'const subtotal = live.reduce((sum, row) => sum + row.pricePiastres * row.quantity, 0);',
      'total: toEgp(subtotal + shipping),',
      'totalPiastres: subtotal + shippingFee,',
      'totalPiastres: line.product.price * line.quantity,',
      'const net = grandTotal - discount;',
      // biome-ignore lint/suspicious/noTemplateCurlyInString: source text to scan, not a template
      'sql`select sum(${orderItems.unitPricePiastres} * ${orderItems.quantity})`',
      'sql`update orders set total_piastres = subtotal_piastres + 7500`',
      'sum -= item.amount;',
    ];
    for (const code of before) expect(moneyArithmetic(code), code).toHaveLength(1);
  });

  it('leaves alone comparisons, conversions, counts, reports in SQL and comments', () => {
    const fine = [
      'if (obj.amount_cents !== current.amountPiastres) return;',
      'subtotal >= threshold ? 0 : fee',
      'unitPrice: toEgp(row.unitPricePiastres),',
      'count: live.reduce((sum, row) => sum + row.quantity, 0),',
      'totalPages: Math.ceil(total / pageSize)',
      // biome-ignore lint/suspicious/noTemplateCurlyInString: source text to scan, not a template
      'sql`select coalesce(sum(${orders.totalPiastres}), 0)::float8`',
      'sql`select sum(oi.total_piastres)::float8 as revenue`',
      '// the fee is subtotal * 0 + shipping',
      '/* price * quantity */ const x = 1;',
      'const url = `https://example.com/a - b`;',
    ];
    for (const code of fine) expect(moneyArithmetic(code), code).toEqual([]);
  });
});
