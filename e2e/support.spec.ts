import { type Browser, expect, type Page, test } from '@playwright/test';
import { signedInStates } from './support/accounts';

const { customer: customerState, admin: adminState } = signedInStates('support', [
  'customer',
  'admin',
]);

async function open(browser: Browser, state: string | undefined, lang: 'ar' | 'en') {
  const context = await browser.newContext(state ? { storageState: state } : {});
  const page = await context.newPage();
  await page.addInitScript((lng) => localStorage.setItem('i18nextLng', lng), lang);
  return page;
}

const TEXTS = {
  en: {
    newMessage: 'New message',
    subject: /^Subject/,
    priority: 'Priority',
    message: 'Message',
    sendNew: 'Send message',
    reply: 'Your reply',
    send: 'Send',
    status: 'Status',
    answered: 'Answered',
    open: 'Open',
    closed: 'Closed',
    team: 'Support team',
  },
  ar: {
    newMessage: 'رسالة جديدة',
    subject: /^الموضوع/,
    priority: 'الأولوية',
    message: 'الرسالة',
    sendNew: 'إرسال الرسالة',
    reply: 'ردك',
    send: 'إرسال',
    status: 'الحالة',
    answered: 'تم الرد',
    open: 'مفتوحة',
    closed: 'مغلقة',
    team: 'فريق الدعم',
  },
} as const;

// The admin area is always Arabic (SPEC §1).
const ADMIN = {
  search: 'الموضوع أو الاسم أو البريد الإلكتروني',
  reply: 'ردك',
  sendReply: 'إرسال الرد',
  status: 'الحالة',
  guest: 'زائر بدون حساب',
  contactForm: 'نموذج التواصل',
};

/** The admin finds a thread by its subject in the list and opens it. */
async function adminOpens(page: Page, subject: string) {
  await page.goto('/admin/support');
  await page.getByPlaceholder(ADMIN.search).fill(subject);
  // The search reaches the URL after a pause in typing; a click before that would race it.
  await expect(page).toHaveURL(/[?&]q=/);
  const link = page.getByRole('link', { name: new RegExp(subject) });
  await expect(link).toHaveCount(1);
  await link.click();
  await expect(page.getByRole('heading', { name: subject })).toBeVisible();
}

const conversation = (page: Page) => page.getByRole('list', { name: /^(Conversation|المحادثة)$/ });

for (const lang of ['ar', 'en'] as const) {
  const t = TEXTS[lang];

  test(`${lang}: a support conversation back and forth until the admin closes it`, async ({
    browser,
  }) => {
    // Two browsers and a dozen page loads: about 13 s here, but past 30 s on a slow CI machine.
    test.slow();
    const subject = `E2E ${lang} inverter ${Date.now()}`;
    const customer = await open(browser, customerState, lang);
    await customer.goto('/support-messages');
    await customer.getByRole('button', { name: t.newMessage }).first().click();
    await customer.getByLabel(t.subject).fill(subject);
    await customer.getByLabel(t.priority).selectOption('high');
    await customer
      .getByRole('textbox', { name: t.message, exact: true })
      .fill('The inverter beeps every night at 2 am.');
    await customer.getByRole('button', { name: t.sendNew }).click();
    await expect(customer).toHaveURL(/\/support-messages\?thread=/);
    await expect(customer.getByRole('heading', { name: subject })).toBeVisible();
    const threadId = new URL(customer.url()).searchParams.get('thread')!;

    // The admin sees it (Arabic admin area) and answers; the thread then waits for the customer.
    const admin = await open(browser, adminState, lang);
    await adminOpens(admin, subject);
    await expect(conversation(admin)).toContainText('The inverter beeps every night at 2 am.');
    await admin.getByLabel(ADMIN.reply).fill('Please send us a photo of the display.');
    await admin.getByRole('button', { name: ADMIN.sendReply }).click();
    await expect(conversation(admin)).toContainText('Please send us a photo of the display.');

    // The customer hears about it, opens the thread from the notification's link and answers.
    const notes = await (await customer.request.get('/api/notifications?pageSize=20')).json();
    const note = notes.notifications.find(
      (n: { redirectUrl: string | null }) =>
        n.redirectUrl === `/support-messages?thread=${threadId}`,
    );
    expect(note).toMatchObject({ type: 'support' });
    await customer.goto(note.redirectUrl);
    await expect(conversation(customer)).toContainText('Please send us a photo of the display.');
    await expect(conversation(customer)).toContainText(t.team);
    await expect(
      customer.locator('main header').getByText(`${t.status}: ${t.answered}`),
    ).toBeVisible();
    await customer.getByLabel(t.reply).fill('Here it is: E-07 on the screen.');
    await customer.getByRole('button', { name: t.send, exact: true }).click();
    await expect(conversation(customer)).toContainText('Here it is: E-07 on the screen.');
    await expect(customer.locator('main header').getByText(`${t.status}: ${t.open}`)).toBeVisible();

    // The admin, opening the thread from the notification link, reads the answer and closes it.
    await admin.goto(`/admin/support?thread=${threadId}`);
    await expect(conversation(admin)).toContainText('Here it is: E-07 on the screen.');
    await admin.locator('main header').getByLabel(ADMIN.status).selectOption('closed');
    await expect
      .poll(
        async () =>
          (await (await customer.request.get(`/api/support/threads/${threadId}`)).json()).status,
      )
      .toBe('closed');
    await customer.reload();
    await expect(conversation(customer)).toBeVisible();
    await expect(customer.getByRole('heading', { name: subject })).toBeVisible();
    await expect(
      customer.locator('main header').getByText(`${t.status}: ${t.closed}`),
    ).toBeVisible();

    await customer.context().close();
    await admin.context().close();
  });
}

test('a guest sends the contact form and an admin sees it as a guest contact message', async ({
  browser,
}) => {
  const subject = `E2E contact ${Date.now()}`;
  const guest = await open(browser, undefined, 'en');
  await guest.goto('/contact');
  await expect(
    guest.getByRole('main').getByRole('heading', { name: 'Business hours' }),
  ).toBeVisible();
  await expect(guest.getByText(/^(Open now|Closed now)$/)).toBeVisible();
  await expect(guest.getByTitle('Map showing our office')).toHaveAttribute(
    'src',
    /^https:\/\/www\.openstreetmap\.org\/export\/embed\.html\?bbox=/,
  );
  await guest.getByLabel(/^Your name/).fill('Youssef Kamal');
  await guest.getByLabel(/^E-mail/).fill('youssef.e2e@example.com');
  await guest.getByLabel(/^Subject/).fill(subject);
  await guest
    .getByRole('textbox', { name: 'Message', exact: true })
    .fill('Do you deliver power banks to Hurghada?');
  await guest.getByRole('button', { name: 'Send message' }).click();
  await expect(guest.getByText('Message sent')).toBeVisible();
  await guest.context().close();

  const admin = await open(browser, adminState, 'ar');
  await adminOpens(admin, subject);
  const requester = admin.getByRole('region', { name: 'صاحب الطلب' });
  await expect(requester).toContainText('Youssef Kamal');
  await expect(requester).toContainText('youssef.e2e@example.com');
  await expect(requester).toContainText(ADMIN.guest);
  await expect(admin.locator('main header').getByText(ADMIN.contactForm)).toBeVisible();
  await expect(conversation(admin)).toContainText('Do you deliver power banks to Hurghada?');
  await admin.context().close();
});
