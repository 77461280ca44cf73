import { expect, type Page, test } from '@playwright/test';
import { signedInStates, xsrfOf } from './support/accounts';
import { cartWithOneProduct } from './support/orders';

// Issue 24 "Saved addresses" (decision 059), in Arabic and in English: the customer builds an
// address book in the profile, moves the default, picks a saved address at checkout, saves a new
// one from the checkout, and deletes the default (the newest remaining one takes over).

const { customer: customerState } = signedInStates('address-book', ['customer']);

const TEXTS = {
  en: {
    tab: 'Addresses',
    empty: 'No saved addresses yet',
    add: 'Add an address',
    label: /^Label/,
    phone: /^Phone number/,
    governorate: /^Governorate/,
    city: /^City/,
    address: /^Address/,
    save: 'Save address',
    saved: 'Your address has been saved.',
    defaultBadge: 'Default',
    makeDefault: (name: string) => `Make ${name} the default address`,
    defaultSet: 'Your default address has been changed.',
    deleteNamed: (name: string) => `Delete ${name}`,
    delete: 'Delete',
    deleted: 'The address has been deleted.',
    newAddress: 'Use a new address',
    saveToBook: 'Save this address to my address book',
    placeOrder: 'Place order',
    placed: 'Your order has been placed. You will pay on delivery.',
    home: 'Home',
    work: 'Work',
    cityHome: 'Dokki',
    cityWork: 'Smouha',
    cityNew: 'Maadi',
  },
  ar: {
    tab: 'العناوين',
    empty: 'لا توجد عناوين محفوظة بعد',
    add: 'إضافة عنوان',
    label: /^الاسم المختصر/,
    phone: /^رقم الهاتف/,
    governorate: /^المحافظة/,
    city: /^المدينة/,
    address: /^العنوان/,
    save: 'حفظ العنوان',
    saved: 'تم حفظ العنوان.',
    defaultBadge: 'الافتراضي',
    makeDefault: (name: string) => `اجعل ${name} العنوان الافتراضي`,
    defaultSet: 'تم تغيير عنوانك الافتراضي.',
    deleteNamed: (name: string) => `حذف ${name}`,
    delete: 'حذف',
    deleted: 'تم حذف العنوان.',
    newAddress: 'استخدم عنوانًا جديدًا',
    saveToBook: 'احفظ هذا العنوان في دفتر عناويني',
    placeOrder: 'تأكيد الطلب',
    placed: 'تم تسجيل طلبك. ستدفع عند الاستلام.',
    home: 'المنزل',
    work: 'العمل',
    cityHome: 'الدقي',
    cityWork: 'سموحة',
    cityNew: 'المعادي',
  },
} as const;

/** Empties the customer's address book through the API. */
async function emptyBook(page: Page) {
  const xsrf = await xsrfOf(page.context());
  const { items } = await (await page.request.get('/api/addresses')).json();
  for (const address of items as { id: string }[]) {
    const res = await page.request.delete(`/api/addresses/${address.id}`, {
      headers: { 'x-xsrf-token': xsrf },
    });
    expect(res.ok()).toBe(true);
  }
}

for (const lang of ['ar', 'en'] as const) {
  const t = TEXTS[lang];

  test(`address book and checkout choice in ${lang}`, async ({ browser }) => {
    test.setTimeout(120_000);
    const context = await browser.newContext({ storageState: customerState });
    const page = await context.newPage();
    await page.addInitScript((l) => localStorage.setItem('i18nextLng', l), lang);
    await page.goto('/profile');
    await emptyBook(page);

    await page.getByRole('tab', { name: t.tab }).click();
    await expect(page).toHaveURL(/tab=addresses/);
    await expect(page.getByText(t.empty)).toBeVisible();

    const addAddress = async (label: string, governorate: string, city: string) => {
      await page.getByRole('button', { name: t.add }).click();
      await page.getByLabel(t.label).fill(label);
      await page.getByLabel(t.phone).fill('01012345678');
      await page.getByLabel(t.governorate).selectOption(governorate);
      await page.getByLabel(t.city).fill(city);
      await page.getByRole('textbox', { name: t.address }).fill(`5 ${city} St`);
      await page.getByRole('button', { name: t.save }).click();
      await expect(page.getByText(t.saved)).toBeVisible();
    };
    await addAddress(t.home, 'GZ', t.cityHome);
    const book = page
      .getByRole('list')
      .filter({ has: page.getByRole('listitem', { name: t.home }) });
    await expect(
      book.getByRole('listitem', { name: t.home }).getByText(t.defaultBadge, { exact: true }),
    ).toBeVisible();
    await addAddress(t.work, 'ALX', t.cityWork);
    await expect(book.getByRole('listitem')).toHaveCount(2);

    await page.getByRole('button', { name: t.makeDefault(t.work) }).click();
    await expect(page.getByText(t.defaultSet)).toBeVisible();
    await expect(
      book.getByRole('listitem', { name: t.work }).getByText(t.defaultBadge, { exact: true }),
    ).toBeVisible();
    await expect(
      book.getByRole('listitem', { name: t.home }).getByText(t.defaultBadge, { exact: true }),
    ).toHaveCount(0);

    // Checkout: the default is chosen and fills the fields; a new address is saved to the book.
    await cartWithOneProduct(page);
    await page.goto('/checkout');
    await expect(page.getByRole('radio', { name: t.work })).toBeChecked();
    await expect(page.getByLabel(t.city)).toHaveValue(t.cityWork);
    await expect(page.getByLabel(t.governorate)).toHaveValue('ALX');
    await page.getByRole('radio', { name: t.home }).check();
    await expect(page.getByLabel(t.city)).toHaveValue(t.cityHome);
    await page.getByRole('radio', { name: t.newAddress }).check();
    await expect(page.getByLabel(t.city)).toHaveValue('');
    await page.getByLabel(t.phone).fill('01112345678');
    await page.getByLabel(t.governorate).selectOption('C');
    await page.getByLabel(t.city).fill(t.cityNew);
    await page.getByRole('textbox', { name: t.address }).fill('9 Road 9');
    await page.getByLabel(t.saveToBook).check();
    await page.getByRole('button', { name: t.placeOrder }).click();
    await expect(page).toHaveURL(/\/payment\/success\?order=/);
    await expect(page.getByText(t.placed)).toBeVisible();

    await page.goto('/profile?tab=addresses');
    await expect(book.getByRole('listitem')).toHaveCount(3);
    await expect(book.getByText(t.cityNew, { exact: false })).toBeVisible();

    // Deleting the default hands it to the newest remaining address (the one from the checkout).
    await page.getByRole('button', { name: t.deleteNamed(t.work) }).click();
    await page.getByRole('dialog').getByRole('button', { name: t.delete }).click();
    await expect(page.getByText(t.deleted)).toBeVisible();
    await expect(book.getByRole('listitem')).toHaveCount(2);
    const newest = book.getByRole('listitem').filter({ hasText: t.cityNew });
    await expect(newest.getByText(t.defaultBadge, { exact: true })).toBeVisible();

    await emptyBook(page);
    await context.close();
  });
}
