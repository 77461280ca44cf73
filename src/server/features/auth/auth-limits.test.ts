import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBrowser } from '../../test/client';
import { createTestApp, type TestApp } from '../../test/harness';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ rateLimits: { login: 3, register: 2, forgotPassword: 2 } });
  t.app.ctx.mailer.send = async () => {};
});

afterAll(async () => {
  await t.app.close();
});

describe('rate limits', () => {
  it('limits registration per IP', async () => {
    const browser = createBrowser(t.app);
    const codes = [];
    for (let i = 0; i < 3; i++) {
      const res = await browser.post('/api/auth/register', {
        firstName: 'A',
        lastName: 'B',
        email: `r${i}@example.com`,
        password: 'secret-one',
      });
      codes.push(res.statusCode);
    }
    expect(codes).toEqual([201, 201, 429]);
  });

  it('limits login per IP and e-mail with the SPEC text', async () => {
    const browser = createBrowser(t.app);
    const attempt = () =>
      browser.post('/api/auth/login', { email: 'victim@example.com', password: 'guess-guess' });
    for (let i = 0; i < 3; i++) expect((await attempt()).statusCode).toBe(401);
    const limited = await attempt();
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({
      success: false,
      message: 'Too many requests. Please wait a moment and try again.',
    });
    // Another address from the same IP is not locked out by it.
    const other = await browser.post('/api/auth/login', {
      email: 'someone@example.com',
      password: 'guess-guess',
    });
    expect(other.statusCode).toBe(401);
  });

  it('limits forgot-password per IP', async () => {
    const browser = createBrowser(t.app);
    const codes = [];
    for (let i = 0; i < 3; i++)
      codes.push(
        (await browser.post('/api/auth/forgot-password', { email: `a${i}@example.com` }))
          .statusCode,
      );
    expect(codes).toEqual([200, 200, 429]);
  });
});
