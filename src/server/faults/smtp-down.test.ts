import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { MAIL_ATTEMPTS } from '../app';
import { jobs } from '../lib/jobs-table';
import { createMailer } from '../lib/mailer';
import { signedInAs } from '../test/accounts';
import { createBrowser } from '../test/client';
import { createSiblingApp, createTestApp, type TestApp } from '../test/harness';
import { type CapturedMail, startSmtpServer } from '../test/mail';
import { freePort, startTcpProxy, type TcpProxy } from './tcp-proxy';

// Drill 2: the mail server is down. Sign-up and password reset still answer at once; their mails
// wait in the jobs table and go out exactly once when SMTP comes back. On PostgreSQL two app
// instances poll the same jobs table, as they would behind a load balancer.
describe('SMTP down', () => {
  let first: TestApp;
  let second: TestApp | undefined;
  let smtpPort: number;
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  let smtpProxy: TcpProxy | undefined;

  beforeAll(async () => {
    smtp = await startSmtpServer();
    smtpPort = await freePort(); // nothing listens here until the drill "starts" the server
    first = await createTestApp({ config: { SMTP_URL: `smtp://127.0.0.1:${smtpPort}` } });
    if (inject('postgres')) second = await createSiblingApp(first);
  });

  afterAll(async () => {
    await second?.app.close();
    await first?.app.close();
    await smtpProxy?.close();
    await smtp?.close();
  });

  const mailJobs = () => first.database.db.select().from(jobs).where(eq(jobs.type, 'email.send'));

  async function waitUntil(check: () => Promise<boolean>, timeoutMs: number, what: string) {
    const until = Date.now() + timeoutMs;
    while (!(await check())) {
      if (Date.now() > until) throw new Error(`timed out waiting for ${what}`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }

  it('queues the mails, retries them, and delivers each exactly once when SMTP returns', async () => {
    await signedInAs(first, 'smtp-known@example.com', 'customer');
    const visitor = createBrowser(first.app, 'en');
    const started = Date.now();
    const registered = await visitor.post('/api/auth/register', {
      firstName: 'Salma',
      lastName: 'Nour',
      email: 'smtp-new@example.com',
      password: 'secret123',
    });
    expect(registered.statusCode).toBe(201);
    const forgot = await createBrowser(first.app, 'ar').post('/api/auth/forgot-password', {
      email: 'smtp-known@example.com',
    });
    expect(forgot.statusCode).toBe(200);
    expect(Date.now() - started).toBeLessThan(5_000);

    // Both mails are tried at once, fail (connection refused) and wait for their retry.
    await waitUntil(
      async () => {
        const rows = await mailJobs();
        return rows.length === 2 && rows.every((j) => j.status === 'queued' && j.attempts >= 1);
      },
      10_000,
      'both mails to fail once',
    );
    for (const job of await mailJobs()) {
      expect(job.lastError).toMatch(/ECONNREFUSED|connect/i);
      expect(job.runAt.getTime()).toBeGreaterThan(Date.now() + 2_000); // backoff, not a busy loop
    }
    expect(smtp.mails).toEqual([]);

    // A long outage: the mails have failed five times (the default budget) and still wait.
    await first.database.db
      .update(jobs)
      .set({ attempts: 5, runAt: sql`now()` })
      .where(eq(jobs.type, 'email.send'));
    await waitUntil(
      async () => (await mailJobs()).every((j) => j.attempts === 6 && j.status === 'queued'),
      10_000,
      'a sixth attempt',
    );
    expect(MAIL_ATTEMPTS).toBeGreaterThan(6);

    // SMTP comes back on the configured port; the retry is due (its backoff has passed).
    smtpProxy = await startTcpProxy(() => {
      const { port } = new URL(smtp.url);
      return { host: '127.0.0.1', port: Number(port) };
    }, smtpPort);
    await first.database.db
      .update(jobs)
      .set({ runAt: sql`now()` })
      .where(eq(jobs.type, 'email.send'));
    const confirm = await smtp.waitForMail('smtp-new@example.com');
    const reset = await smtp.waitForMail('smtp-known@example.com');
    expect(confirm.raw).toContain('confirm-email');
    expect(reset.raw).toContain('reset-password');
    await waitUntil(
      async () => (await mailJobs()).every((j) => j.status === 'done'),
      10_000,
      'the jobs to be done',
    );

    // Several more polls of every instance: nothing is sent again.
    await new Promise((resolve) => setTimeout(resolve, 500));
    await Promise.all([first.app.ctx.jobs.drain(), second?.app.ctx.jobs.drain()]);
    const count = (to: string) => smtp.mails.filter((m: CapturedMail) => m.to === to).length;
    expect(count('smtp-new@example.com')).toBe(1);
    expect(count('smtp-known@example.com')).toBe(1);
    expect(smtp.mails).toHaveLength(2);
  });

  it('gives up on a mail server that accepts the connection but never greets', async () => {
    const silent = await startTcpProxy(() => null); // accepts, answers nothing
    try {
      const mailer = createMailer(
        {
          smtpUrl: `smtp://127.0.0.1:${silent.port}`,
          from: 'shop@example.com',
          dataDir: '/tmp',
          timeoutMs: 300,
        },
        { info() {}, warn() {}, error() {} } as never,
      );
      const started = Date.now();
      await expect(
        mailer.send({ to: 'x@example.com', subject: 's', html: '<p>h</p>', text: 't' }),
      ).rejects.toThrow(/greeting never received|timeout/i);
      expect(Date.now() - started).toBeLessThan(3_000);
      mailer.close();
    } finally {
      await silent.close();
    }
  });
});
