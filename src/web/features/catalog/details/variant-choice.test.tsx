import { act, render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { ProductDetail, ProductVariant } from '../../../../shared/schemas/catalog';
import {
  useVariantChoice,
  VARIANT_PARAM,
  type VariantChoice,
  valueSold,
  variantAfterPick,
  variantWith,
} from './variant-choice';

const variant = (id: string, values: string[], inStock = true): ProductVariant => ({
  id,
  sku: id,
  optionValueIds: values,
  price: 1,
  compareAtPrice: null,
  saving: null,
  inStock,
  stockQuantity: inStock ? 3 : 0,
  imageId: null,
});

// 12/24/48 V × 100/200 Ah, 48 V / 200 Ah not made, 48 V / 100 Ah sold out.
const variants = [
  variant('12-100', ['12', '100']),
  variant('12-200', ['12', '200']),
  variant('24-100', ['24', '100']),
  variant('24-200', ['24', '200']),
  variant('48-100', ['48', '100'], false),
];

describe('choosing a variant', () => {
  it('finds the variant of a combination, and none for one not made', () => {
    expect(variantWith(variants, ['24', '200'])?.id).toBe('24-200');
    expect(variantWith(variants, ['48', '200'])).toBeUndefined();
  });

  it('disables a later value not made with the earlier choices, never an earlier one', () => {
    expect(valueSold(variants, ['48', '100'], 1, '200')).toBe(false);
    expect(valueSold(variants, ['24', '100'], 1, '200')).toBe(true);
    // 48 V stays open while 200 Ah is chosen: picking it moves to 48 V / 100 Ah.
    expect(valueSold(variants, ['24', '200'], 0, '48')).toBe(true);
    expect(variantAfterPick(variants, ['24', '200'], 0, '48')?.id).toBe('48-100');
  });

  it('keeps the other values when the combination exists, else prefers one in stock', () => {
    expect(variantAfterPick(variants, ['12', '200'], 0, '24')?.id).toBe('24-200');
    const withSoldOutFirst = [variant('a', ['x', '1'], false), variant('b', ['x', '2'])];
    expect(variantAfterPick(withSoldOutFirst, ['y', '3'], 0, 'x')?.id).toBe('b');
  });
});

const product = {
  options: [
    { id: 'volts', values: [{ id: '12' }, { id: '24' }, { id: '48' }] },
    { id: 'capacity', values: [{ id: '100' }, { id: '200' }] },
  ],
  variants,
} as unknown as Pick<ProductDetail, 'options' | 'variants'>;

/** The product page's choice in a router, with the latest render's choice. */
function renderChoice() {
  const seen: { choice?: VariantChoice } = {};
  function Page() {
    seen.choice = useVariantChoice(product);
    return null;
  }
  const router = createMemoryRouter([{ path: '/p', element: <Page /> }], {
    initialEntries: ['/p'],
  });
  render(<RouterProvider router={router} />);
  return { seen, router };
}

const inAddress = (router: ReturnType<typeof renderChoice>['router']) =>
  new URLSearchParams(router.state.location.search).get(VARIANT_PARAM);

describe('useVariantChoice', () => {
  it('two values picked in the same render both count (24 V, then 200 Ah)', async () => {
    // As the picks made before the app took over are made again, or a quick second tap before
    // the first is on screen: both from the render that still shows 12 V / 100 Ah.
    const { seen, router } = renderChoice();
    expect(seen.choice?.variant?.id).toBe('12-100');
    const { pick } = seen.choice!;
    await act(async () => {
      pick(0, '24');
      pick(1, '200');
    });
    expect(inAddress(router)).toBe('24-200');
    expect(seen.choice?.variant?.id).toBe('24-200');
  });

  it('a pick once the page shows the last one builds on what is shown', async () => {
    const { seen, router } = renderChoice();
    await act(async () => seen.choice!.pick(0, '24'));
    expect(seen.choice?.variant?.id).toBe('24-100');
    await act(async () => seen.choice!.pick(1, '200'));
    expect(inAddress(router)).toBe('24-200');
    await act(async () => seen.choice!.pick(0, '12'));
    expect(inAddress(router)).toBe('12-200');
  });
});
