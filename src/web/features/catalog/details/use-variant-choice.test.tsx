import { act, render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { ProductDetail, ProductVariant } from '../../../../shared/schemas/catalog';
import { useVariantChoice, VARIANT_PARAM, type VariantChoice } from './variant-choice';

const variant = (id: string, values: string[]): ProductVariant => ({
  id,
  sku: id,
  optionValueIds: values,
  price: 1,
  compareAtPrice: null,
  saving: null,
  inStock: true,
  stockQuantity: 3,
  imageId: null,
});

const product = {
  options: [
    { id: 'volts', values: [{ id: '12' }, { id: '24' }] },
    { id: 'capacity', values: [{ id: '100' }, { id: '200' }] },
  ],
  variants: [
    variant('12-100', ['12', '100']),
    variant('12-200', ['12', '200']),
    variant('24-100', ['24', '100']),
    variant('24-200', ['24', '200']),
  ],
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
