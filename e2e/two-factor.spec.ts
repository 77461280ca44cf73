import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import * as OTPAuth from 'otpauth';
import { signedInStates, xsrfOf } from './support/accounts';
import { linkFromMail } from './support/mail';

/**
 * Two-factor sign-in for staff (issue 25, decision 049), in both languages: a new staff member
 * (registered here and made a manager by the demo owner, whose own account is left alone) enrols
 * from the admin's Security page — "scanning" is computing the code from the key shown — signs
 * out, signs in with a code, then with a recovery code.
 */

const states = signedInStates('two-factor', ['admin']);
const PASSWORD = 'Volt-two-factor-9';

const TEXTS = {
  en: {
    email: 'Email',
    password: 'Password',
    signIn: 'Sign in',
    codeStep: 'Two-step verification',
    code: 'Authentication code',
    recoveryCode: 'Recovery code',
    verify: 'Verify and sign in',
    useRecovery: 'Use a recovery code instead',
  },
  ar: {
    email: 'البريد الإلكتروني',
    password: 'كلمة المرور',
    signIn: 'تسجيل الدخول',
    codeStep: 'التحقق بخطوتين',
    code: 'رمز التحقق',
    recoveryCode: 'رمز الاسترداد',
    verify: 'تحقّق وسجّل الدخول',
    useRecovery: 'استخدم رمز استرداد بدلًا من ذلك',
  },
} as const;

// The admin's own language may be fixed to Arabic (SPEC): its texts are matched in both.
const ADMIN = {
  security: /^(Security|الأمان)$/,
  start: /Set up two-step verification|إعداد التحقق بخطوتين/,
  code: /Authentication code|رمز التحقق/,
  turnOn: /^(Turn on|تفعيل)$/,
  codes: /Recovery codes|رموز الاسترداد/,
  saved: /I have saved them|لقد حفظتها/,
  on: /^(On|مفعّل)$/,
  logout: /Logout|تسجيل الخروج/,
};

/** A confirmed account, made a manager by the demo owner through the admin API. */
async function newStaffMember(
  request: APIRequestContext,
  adminRequest: APIRequestContext,
  xsrf: string,
  email: string,
) {
  const registered = await request.post('/api/auth/register', {
    data: { firstName: 'Nour', lastName: 'Staff', email, password: PASSWORD },
  });
  expect(registered.status()).toBe(201);
  const link = new URL(await linkFromMail(email, '/confirm-email'), 'http://x');
  expect((await request.post(`/api/auth/confirm-email${link.search}`)).ok()).toBe(true);
  const found = await adminRequest.get(`/api/admin/users?search=${encodeURIComponent(email)}`);
  const [user] = (await found.json()).items;
  const promoted = await adminRequest.put(`/api/admin/users/${user.id}/role`, {
    data: { role: 'manager' },
    headers: { 'x-xsrf-token': xsrf },
  });
  expect(promoted.ok()).toBe(true);
}

const totp = (secret: string) =>
  new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(secret), digits: 6, period: 30 });

async function passwordStep(page: Page, t: (typeof TEXTS)[keyof typeof TEXTS], email: string) {
  await page.goto('/login');
  await page.getByLabel(t.email).fill(email);
  await page.getByRole('textbox', { name: t.password, exact: true }).fill(PASSWORD);
  await page.locator('form').getByRole('button', { name: t.signIn }).click();
  await expect(page.getByRole('heading', { name: t.codeStep })).toBeVisible();
  // No session yet.
  expect((await page.context().cookies()).find((c) => c.name === 'logged_in')).toBeUndefined();
}

for (const lang of ['ar', 'en'] as const) {
  const t = TEXTS[lang];

  test(`a staff member enrols, then signs in with a code and with a recovery code (${lang})`, async ({
    page,
    browser,
  }) => {
    test.setTimeout(90_000);
    await page.addInitScript((lng) => localStorage.setItem('i18nextLng', lng), lang);
    const email = `e2e-2fa-${lang}-${Date.now()}@example.com`;
    const owner = await browser.newContext({ storageState: states.admin });
    await newStaffMember(page.request, owner.request, await xsrfOf(owner), email);
    await owner.close();

    // Signs in with the password alone (two-factor is not on yet) and opens Security.
    await page.goto('/login');
    await page.getByLabel(t.email).fill(email);
    await page.getByRole('textbox', { name: t.password, exact: true }).fill(PASSWORD);
    await page.locator('form').getByRole('button', { name: t.signIn }).click();
    await expect(page).toHaveURL(/\/admin/);
    await page.getByRole('link', { name: ADMIN.security }).click();
    await expect(page).toHaveURL(/\/admin\/security$/);

    // Enrols: the QR code and the key; the app is "scanned" by reading the key.
    await page.getByRole('button', { name: ADMIN.start }).click();
    await expect(page.getByRole('img', { name: /QR/ })).toBeVisible();
    const secret = (await page.getByTestId('totp-secret').innerText()).replace(/\s/g, '');
    await page.getByLabel(ADMIN.code).fill(totp(secret).generate());
    await page.getByRole('button', { name: ADMIN.turnOn }).click();
    const list = page.getByRole('list', { name: ADMIN.codes });
    await expect(list.getByRole('listitem')).toHaveCount(10);
    const codes = (await list.getByRole('listitem').allInnerTexts()).map((c) => c.trim());
    await page.getByRole('button', { name: ADMIN.saved }).click();
    await expect(page.getByText(ADMIN.on).first()).toBeVisible();

    await page.getByRole('button', { name: ADMIN.logout }).first().click();
    await expect(page).toHaveURL(/\/$/);

    // Signs in with a code: the next one (the enrolment's step is spent).
    await passwordStep(page, t, email);
    const code = page.getByLabel(t.code);
    await expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    await expect(code).toHaveAttribute('inputmode', 'numeric');
    await code.fill(totp(secret).generate({ timestamp: Date.now() + 30_000 }));
    await page.getByRole('button', { name: t.verify }).click();
    await expect(page).toHaveURL(/\/admin/);
    await page.getByRole('button', { name: ADMIN.logout }).first().click();
    await expect(page).toHaveURL(/\/$/);

    // Then with a recovery code.
    await passwordStep(page, t, email);
    await page.getByRole('button', { name: t.useRecovery }).click();
    await page.getByLabel(t.recoveryCode).fill(codes[0]);
    await page.getByRole('button', { name: t.verify }).click();
    await expect(page).toHaveURL(/\/admin/);
  });
}
