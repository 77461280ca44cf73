import os from 'node:os';
import path from 'node:path';
import { type APIRequestContext, type BrowserContext, expect, test } from '@playwright/test';

/** The demo accounts the e2e server seeds (SEED_DEMO=true). */
export const ACCOUNTS = {
  customer: { email: 'customer@greenvolt.example', password: 'Customer123!' },
  admin: { email: 'admin@greenvolt.example', password: 'Admin123!' },
} as const;

export type Account = keyof typeof ACCOUNTS;

/** The double-submit token a context's cookies carry, for the x-xsrf-token header. */
export const xsrfOf = async (context: BrowserContext) =>
  (await context.cookies()).find((c) => c.name === 'XSRF-TOKEN')?.value ?? '';

/** Signs in through the API; the context keeps the session cookies. */
export async function signIn(request: APIRequestContext, account: Account) {
  const res = await request.post('/api/auth/login', { data: ACCOUNTS[account] });
  expect(res.ok()).toBe(true);
}

/**
 * One storage state per account for the calling spec file, written once before its tests: the
 * login rate limit (10 a minute per address and e-mail) is real, and the other specs sign in too.
 * Call at the top of a spec; `file` keeps the state files of different specs apart.
 */
export function signedInStates<A extends Account>(
  file: string,
  accounts: readonly A[],
): Record<A, string> {
  const states = Object.fromEntries(
    accounts.map((account) => [
      account,
      path.join(os.tmpdir(), `e2e-${file}-${account}-${process.pid}.json`),
    ]),
  ) as Record<A, string>;
  test.beforeAll(async ({ browser }) => {
    for (const account of accounts) {
      const context = await browser.newContext();
      await signIn(context.request, account);
      await context.storageState({ path: states[account] });
      await context.close();
    }
  });
  return states;
}
