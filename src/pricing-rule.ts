import { readFileSync } from 'node:fs';
import path from 'node:path';
import { isTestFile, sourceFiles } from './architecture';

/**
 * The pricing rule (decision 036): no shipped server file but the pricing area does arithmetic
 * on money. src/pricing-rule.test.ts fails naming each place that does.
 *
 * What counts as money arithmetic: a binary `+ - * /` (or `+= -= *= /=`) written with a space
 * on both sides — as Biome prints every binary operator in TypeScript, and as the project's SQL
 * templates are written — one of whose operands is a money name. A money name is an identifier,
 * the last name of a member chain (`row.pricePiastres`, `${orders.totalPiastres}`) or an SQL
 * column (`o.subtotal_piastres`) that ends, in any case, in one of MONEY_WORDS, or a compound
 * name ending in `Total`/`_total` (`lineTotal`; a bare `total` is a row count). Comments are
 * ignored; strings and SQL templates are read like code.
 *
 * What does not count: comparing amounts (`===`, `>=`: checking is not computing), converting
 * them (`toEgp`/`toPiastres`, in src/shared/money.ts), and SQL aggregates over a stored amount
 * (`sum(total_piastres)`, `sum(${orders.totalPiastres})`): those are reports — they add up
 * amounts of different orders, already priced, which no price ever does — and anything computed
 * inside one (`sum(price_piastres * quantity)`) is still caught by the operator rule. A report
 * that does the same adding in TypeScript is listed in PRICING_RULE_EXCEPTIONS with its reason.
 *
 * Limits: a unary minus (`-amount`), an operator written without spaces (`a+b`), or an amount
 * held in a variable not named as money (`const n = price; n * 2`) is not seen.
 */

export const MONEY_WORDS = [
  'piastres',
  'price',
  'subtotal',
  'shipping',
  'fee',
  'amount',
  'discount',
  'vat',
  'revenue',
  'cents',
];

/**
 * A bare `total` is a row count in every list answer (lib/paging.ts), so only a compound name
 * ending in it counts as money: `lineTotal`, `grandTotal`, `line_total`.
 */
const MONEY_NAME = new RegExp(`(?:${MONEY_WORDS.join('|')})$|[a-z](?:Total|_total)$`, 'i');
const OPERATOR = /\s([-+*/])=?\s/g;
const LEFT_OPERAND = /([\w$.]+)[)\]}]*$/;
const RIGHT_OPERAND = /^[([{$]*([\w$.]+)/;

/** Files allowed to do money arithmetic outside features/pricing/, each with why. */
export const PRICING_RULE_EXCEPTIONS: Record<string, string> = {
  'server/features/dashboard/figures.ts':
    'reporting: adds and averages the stored revenue of days (already priced orders) for the ' +
    'admin dashboard; no customer is charged from it',
  'server/features/payments/sandbox.ts':
    'stands in for Paymob, which checks on its side that the items add up to the amount: it ' +
    "must check pricing's sums independently, not with pricing's own code",
  'server/features/payments/fake-paymob.ts':
    "a fake of Paymob's API for tests and drills: the same independent check as the sandbox",
  'server/features/payments/paymob-client.ts':
    "the client's last guard before a request leaves: it re-checks that the items add up to " +
    'the amount, independently of the pricing that built them, as Paymob will',
  'server/features/orders/tables.ts':
    'the CHECK constraint orders_total_consistent: the database refuses an order whose total ' +
    'is not subtotal + shipping; it verifies, it computes nothing',
  'server/db/seed/illustrations.ts':
    '`amount` there is how much to lighten or darken a colour of a generated picture, not money',
  'server/faults/process-shop.ts':
    'the fault drill audits stored orders in SQL (lines add up to the subtotal, subtotal plus ' +
    'shipping to the total): an auditor must not reuse the code it audits',
};

const withoutComments = (code: string) =>
  // Blank comments out keeping their line breaks, so reported line numbers stay right.
  code
    .replace(/\/\*[\s\S]*?\*\//g, (comment) => comment.replace(/[^\n]/g, ' '))
    .replace(/(^|[^:])\/\/.*$/gm, '$1');

/** Each money operation in `code`, as `line: text`. */
export function moneyArithmetic(code: string): string[] {
  const found: string[] = [];
  const lines = withoutComments(code).split('\n');
  lines.forEach((line, index) => {
    for (const match of line.matchAll(OPERATOR)) {
      const before = line.slice(0, match.index);
      const after = line.slice(match.index + match[0].length);
      const left = LEFT_OPERAND.exec(before)?.[1].split('.').pop() ?? '';
      const right = RIGHT_OPERAND.exec(after)?.[1].split('.').pop() ?? '';
      if (MONEY_NAME.test(left) || MONEY_NAME.test(right)) {
        found.push(`${index + 1}: ${line.trim()}`);
        break;
      }
    }
  });
  return found;
}

/**
 * Money arithmetic in shipped server files outside features/pricing/, by file (relative to
 * src/). Tests and their fixtures are not shipped code and are not read.
 */
export function moneyArithmeticOutsidePricing(root = path.resolve(import.meta.dirname)) {
  const found: Record<string, string[]> = {};
  for (const file of sourceFiles(path.join(root, 'server'))) {
    const from = path.relative(root, file);
    if (isTestFile(from) || from.startsWith('server/features/pricing/')) continue;
    const hits = moneyArithmetic(readFileSync(file, 'utf8'));
    if (hits.length > 0) found[from] = hits;
  }
  return found;
}
