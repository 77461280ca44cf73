import { type Browser, expect, type Page, test } from '@playwright/test';
import sharp from 'sharp';
import { signedInStates } from './support/accounts';

const { admin: adminState } = signedInStates('content', ['admin']);

/** A guest's page in one language: ?lng= is remembered for the rest of the visit. */
async function guestPage(browser: Browser, lang: 'en' | 'ar'): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await page.goto(`/?lng=${lang}`);
  return page;
}

const cover = (color: string) =>
  sharp({ create: { width: 1600, height: 840, channels: 3, background: color } })
    .png()
    .toBuffer();

const POSTS = {
  en: {
    title: `E2E solar storage guide ${Date.now()}`,
    language: 'الإنجليزية',
    body: '## Sizing the battery\n\nAdd up the **watt-hours** you need.\n\n- Router\n- Lamps',
    heading: 'Sizing the battery',
    notFound: 'Article not found',
    color: '#166534',
  },
  ar: {
    title: `دليل تخزين الطاقة الشمسية ${Date.now()}`,
    language: 'العربية',
    body: '## حساب سعة البطارية\n\nاجمع **الواط ساعة** التي تحتاجها.\n\n- الراوتر\n- الإضاءة',
    heading: 'حساب سعة البطارية',
    notFound: 'المقال غير موجود',
    color: '#b45309',
  },
} as const;

for (const lang of ['en', 'ar'] as const) {
  const post = POSTS[lang];

  test(`an admin writes a ${lang} post with a cover, previews and publishes it; a guest reads it`, async ({
    browser,
  }) => {
    const admin = await (await browser.newContext({ storageState: adminState })).newPage();
    // The admin area is Arabic (SPEC §1): the editor's labels are Arabic for both posts.
    await admin.goto('/admin/blogs/new');
    await admin.getByRole('textbox', { name: /^العنوان/ }).fill(post.title);
    await admin.getByLabel('لغة المقال').selectOption({ label: post.language });
    await admin.getByRole('textbox', { name: /^الكاتب/ }).fill('Eng. Mona');
    await admin.getByRole('textbox', { name: /^الوسوم/ }).fill('e2e, solar');
    await admin.getByRole('textbox', { name: /^النص/ }).fill(post.body);

    // The live preview renders the Markdown in the post's direction.
    const preview = admin.getByRole('region', { name: 'معاينة' });
    await expect(preview.getByRole('heading', { name: post.heading })).toBeVisible();
    await expect(preview.locator('strong')).toHaveCount(1);
    await expect(preview.locator('.md-content')).toHaveAttribute(
      'dir',
      lang === 'ar' ? 'rtl' : 'ltr',
    );

    await admin
      .locator('input[type="file"]')
      .setInputFiles({ name: 'cover.png', mimeType: 'image/png', buffer: await cover(post.color) });
    await expect(admin.getByText('تُرفع الصورة عند حفظ المقال.')).toBeVisible();

    // A draft first: guests cannot see it.
    await admin.getByRole('button', { name: 'حفظ كمسودة' }).click();
    await expect(admin).toHaveURL(/\/admin\/blogs\/[0-9a-f-]{36}$/);
    await expect(admin.locator('img[src*="/uploads/blog/"]')).toBeVisible();
    const slug = await admin.getByRole('textbox', { name: /^الرابط المختصر/ }).inputValue();
    const guest = await guestPage(browser, lang);
    await guest.goto(`/news/slug/${encodeURIComponent(slug)}`);
    await expect(guest.getByText(post.notFound).first()).toBeVisible();

    await admin.getByRole('button', { name: 'انشر الآن' }).click();
    await expect(admin.getByText('تم حفظ المقال ونشره.')).toBeVisible();
    await expect(admin.getByRole('button', { name: 'نقل إلى المسودات' })).toBeVisible();

    // The guest finds it on /news, opens it and reads it with its cover.
    await guest.goto('/news');
    await guest.getByRole('link', { name: post.title }).click();
    await expect(guest).toHaveURL(new RegExp(`/news/slug/${encodeURIComponent(slug)}$`));
    const article = guest.locator('main article').first();
    await expect(article.getByRole('heading', { level: 1 })).toHaveText(post.title);
    await expect(article).toHaveAttribute('dir', lang === 'ar' ? 'rtl' : 'ltr');
    await expect(article.getByRole('heading', { name: post.heading })).toBeVisible();
    const articleCover = article.locator('img[src*="/uploads/blog/"]');
    await expect(articleCover).toBeVisible();
    // A 768 px column on a desktop: drawn from the cover's 800 px copy (decision 076).
    await expect
      .poll(() => articleCover.evaluate((img: HTMLImageElement) => img.complete && img.currentSrc))
      .toMatch(/\/uploads\/blog\/[0-9a-f-]{36}\/[0-9a-f-]{36}-800\.webp$/);
    await expect(article.getByRole('link', { name: 'e2e' })).toBeVisible();
  });
}

test.describe('FAQ search', () => {
  for (const [lang, query, question] of [
    ['en', 'warranty', 'What warranty do your products come with?'],
    ['ar', 'الضمان', 'ما مدة الضمان على منتجاتكم؟'],
  ] as const) {
    test(`finds a question in ${lang}`, async ({ browser }) => {
      const page = await guestPage(browser, lang);
      await page.goto('/faq');
      const search = page.getByRole('searchbox');
      await expect(page.getByRole('button', { name: question })).toBeVisible();
      const before = await page.locator('main button[aria-expanded]').count();
      // Typed as soon as the page shows: what was typed before the app started is kept and
      // filters the list once it runs.
      await search.fill(query);
      await expect(page.getByRole('button', { name: question })).toBeVisible();
      await expect
        .poll(() => page.locator('main button[aria-expanded]').count())
        .toBeLessThan(before);
      await expect(search).toHaveValue(query);
      await search.fill('zzzz-no-such-thing');
      await expect(page.locator('main button[aria-expanded]')).toHaveCount(0);
    });
  }
});
