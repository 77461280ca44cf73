import { expect, type Page, test } from '@playwright/test';

/** Texts of the demo catalog and the UI, per language (the seed names products in both). */
const TEXTS = {
  en: {
    searchLabel: 'Search products',
    query: 'charger',
    match: /charger/i,
    colorQuery: 'power bank',
    productWithColors: /^Slim Power Bank/,
    addToCart: 'Add to cart',
    colorRequired: 'Color selection is required for this product',
    color: 'Black',
    selected: 'Selected: Black',
    related: 'Related products',
  },
  ar: {
    searchLabel: 'ابحث في المنتجات',
    query: 'شاحن',
    match: /شاحن/,
    colorQuery: 'باور بانك',
    productWithColors: /^باور بانك نحيف/,
    addToCart: 'أضف إلى السلة',
    colorRequired: 'اختيار اللون مطلوب لهذا المنتج',
    color: 'أسود',
    selected: 'المختار: أسود',
    related: 'منتجات ذات صلة',
  },
} as const;

/** Server errors make a page suspect even when it looks right. */
function watchServerErrors(page: Page): string[] {
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  page.on('response', (response) => {
    if (response.status() >= 500) problems.push(`${response.status()} ${response.url()}`);
  });
  return problems;
}

async function search(page: Page, label: string, query: string) {
  const box = page.getByRole('searchbox', { name: label });
  await box.fill(query);
  await box.press('Enter');
  await expect.poll(() => new URL(page.url()).searchParams.get('search')).toBe(query);
}

for (const lang of ['ar', 'en'] as const) {
  const t = TEXTS[lang];

  test(`${lang}: search, open a product with colors, require a color, see related products`, async ({
    page,
  }) => {
    const problems = watchServerErrors(page);
    await page.goto(`/products?lng=${lang}`);
    await expect(page.locator('html')).toHaveAttribute('lang', lang);
    const cards = page.locator('main').getByRole('article');
    await expect(cards.first()).toBeVisible();

    // Search from the products page: Enter submits, the query lands in the URL, results match.
    await search(page, t.searchLabel, t.query);
    await expect(cards.first().getByRole('heading')).toContainText(t.match);
    expect(await cards.count()).toBeGreaterThan(1);

    // Open a product that has colors (the demo power banks do).
    await search(page, t.searchLabel, t.colorQuery);
    await cards.getByRole('link', { name: t.productWithColors }).first().click();
    await expect(page).toHaveURL(/\/products\/[0-9a-f-]{36}/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.productWithColors);

    // Add to cart without a color: the SPEC §5 message, nothing else happens.
    const addToCart = page.getByRole('button', { name: t.addToCart, exact: true });
    await addToCart.click();
    await expect(page.getByRole('alert').filter({ hasText: t.colorRequired })).toBeVisible();

    // Pick a color: its name shows as selected and the message goes away.
    const black = page.getByRole('radio', { name: t.color });
    await black.check();
    await expect(black).toBeChecked();
    await expect(page.getByText(t.selected)).toBeVisible();
    await expect(page.getByText(t.colorRequired)).toHaveCount(0);
    await addToCart.click();
    await expect(page.getByText(t.colorRequired)).toHaveCount(0);

    // Related products: same category first, as product cards linking to other products.
    const related = page.getByRole('region', { name: t.related });
    await related.scrollIntoViewIfNeeded();
    await expect(related.getByRole('article').first()).toBeVisible();
    await expect(related.getByRole('link').first()).toHaveAttribute('href', /^\/products\//);

    // Back returns to the search results, still in the URL.
    await page.goBack();
    await expect.poll(() => new URL(page.url()).searchParams.get('search')).toBe(t.colorQuery);
    expect(problems).toEqual([]);
  });
}

test('an unknown product and an unknown category get friendly not-found pages', async ({
  page,
}) => {
  await page.goto('/products/00000000-0000-4000-8000-000000000000?lng=en');
  await expect(page.getByText('Product not found')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Browse products' })).toBeVisible();
  await page.goto('/category/no-such-category?lng=en');
  await expect(page.getByText('Category not found')).toBeVisible();
});
