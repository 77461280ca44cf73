import { expect, test } from '@playwright/test';
import { linkFromMail } from './support/mail';

const TEXTS = {
  en: {
    firstName: 'First name',
    lastName: 'Last name',
    email: 'Email',
    password: 'Password',
    confirmPassword: 'Confirm password',
    register: 'Create account',
    checkEmail: 'We sent you a confirmation email. Please verify your email to sign in.',
    ready: 'Your account is ready. Please sign in.',
    signIn: 'Sign in',
    logout: 'Logout',
    login: 'Login',
    invalid: 'Invalid email or password',
  },
  ar: {
    firstName: 'الاسم الأول',
    lastName: 'اسم العائلة',
    email: 'البريد الإلكتروني',
    password: 'كلمة المرور',
    confirmPassword: 'تأكيد كلمة المرور',
    register: 'إنشاء الحساب',
    checkEmail: 'أرسلنا إليك رسالة تأكيد',
    ready: 'حسابك جاهز',
    signIn: 'تسجيل الدخول',
    logout: 'تسجيل الخروج',
    login: 'تسجيل الدخول',
    invalid: 'البريد الإلكتروني أو كلمة المرور غير صحيحة',
  },
} as const;

for (const lang of ['ar', 'en'] as const) {
  const t = TEXTS[lang];

  test.describe(`accounts in ${lang}`, () => {
    test.beforeEach(async ({ page }) => {
      await page.addInitScript((lng) => localStorage.setItem('i18nextLng', lng), lang);
    });

    test('register → confirm from the mail → log in → first name in the header → log out', async ({
      page,
    }) => {
      const email = `e2e-${lang}-${Date.now()}@example.com`;
      const firstName = lang === 'ar' ? 'ليلى' : 'Layla';

      await page.goto('/register');
      await expect(page.locator('html')).toHaveAttribute('dir', lang === 'ar' ? 'rtl' : 'ltr');
      await page.getByLabel(t.firstName).fill(firstName);
      await page.getByLabel(t.lastName).fill('Hassan');
      await page.getByLabel(t.email).fill(email);
      await page.getByRole('textbox', { name: t.password, exact: true }).fill('secret-123');
      await page.getByRole('textbox', { name: t.confirmPassword, exact: true }).fill('secret-123');
      await page.getByRole('checkbox').check();
      await page.getByRole('button', { name: t.register }).click();
      await expect(page.getByText(t.checkEmail).first()).toBeVisible();

      await page.goto(await linkFromMail(email, '/confirm-email'));
      await expect(page).toHaveURL(/\/login\?signupSuccess=true/);
      await expect(page.getByText(t.ready)).toBeVisible();

      await page.getByLabel(t.email).fill(email);
      await page.getByRole('textbox', { name: t.password, exact: true }).fill('secret-123');
      await page.locator('form').getByRole('button', { name: t.signIn }).click();
      await expect(page).toHaveURL(/\/$/);
      const header = page.getByRole('banner');
      // The bar's profile button (the phone's menu, closed, holds one too).
      await expect(header.getByText(firstName).filter({ visible: true }).first()).toBeVisible();

      await header.getByRole('button', { name: t.logout }).first().click();
      await expect(header.getByRole('link', { name: t.login }).first()).toBeVisible();
      await expect(header.getByText(firstName)).toHaveCount(0);
      expect((await page.context().cookies()).find((c) => c.name === 'logged_in')).toBeUndefined();
    });

    test('a wrong password says so', async ({ page }) => {
      await page.goto('/login');
      await page.getByLabel(t.email).fill('customer@greenvolt.example');
      await page.getByRole('textbox', { name: t.password, exact: true }).fill('not-the-password');
      await page.locator('form').getByRole('button', { name: t.signIn }).click();
      await expect(page.getByText(t.invalid).first()).toBeVisible();
      await expect(page).toHaveURL(/\/login/);
    });

    test('a guest opening /checkout lands on /login', async ({ page }) => {
      await page.goto('/checkout');
      await expect(page).toHaveURL(/\/login/);
    });
  });
}
