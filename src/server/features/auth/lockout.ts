import { isIPv6 } from 'node:net';
import type { Db } from '../../db/client';
import {
  clearCounter,
  clearCountersStartingWith,
  countHits,
  deleteEndedCounters,
  uncountHit,
} from '../rate-limits';

/** Failed sign-ins of one account from one client address that lock that pair. */
export const LOCKOUT_MAX_FAILURES = 5;
export const LOCKOUT_WINDOW_MS = 15 * 60 * 1000;
export const LOCKOUT_DURATION_MS = 15 * 60 * 1000;
/**
 * The account brake: once this many attempts on one account came from OTHER addresses within the
 * window, an address that has already failed on it is locked out of it after 1 failure, not 5.
 */
export const ACCOUNT_BRAKE_AT = 10;
/** The window of the per-address failure cap (its size is config.rateLimits.loginFailures). */
export const ADDRESS_WINDOW_MS = 15 * 60 * 1000;

const LOCK_PREFIX = 'login-lockout|';
const ADDRESS_PREFIX = 'login-failures|';
const CLEANUP_EVERY_MS = 60_000;

/**
 * The client a limit counts: an IPv4 address, or an IPv6 address's /64 network (one subscriber
 * gets a whole /64, so counting single IPv6 addresses would give an attacker billions of them).
 */
export function clientOf(address: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped) return mapped[1];
  if (!isIPv6(address)) return address;
  const [head, tail = ''] = address.toLowerCase().split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const missing = address.includes('::') ? 8 - left.length - right.length : 0;
  const groups = [...left, ...Array(Math.max(missing, 0)).fill('0'), ...right];
  return `${groups
    .slice(0, 4)
    .map((group) => group.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}

export type LoginVerdict =
  | { allowed: true }
  | {
      allowed: false;
      /**
       * address: this client failed too often, whatever the account (429 RATE_LIMITED);
       * account: this client failed too often on this account (429 ACCOUNT_LOCKED).
       */
      reason: 'address' | 'account';
      retryAfterSeconds: number;
    };

/**
 * Password-guessing limits of sign-in and change-password (decisions 025 and 040), kept in the
 * rate_limits table so every app instance sees the same counts:
 *
 * - per client address, whatever the e-mail: `login-failures|<client>`, at most
 *   `addressMaxFailures` failures in 15 minutes (password spraying);
 * - per (account, address): `login-lockout|<e-mail>|<client>`, 5 failures lock that pair for 15
 *   minutes. Only the pair: an outsider's guesses never lock the owner out of their own address;
 * - per account, every address: `login-lockout|<e-mail>`, the brake. When 10 attempts came from
 *   other addresses in the window, each address gets 1 failure on the account instead of 5. It
 *   slows a botnet five-fold and locks nobody: a right password from an address that has not
 *   failed still signs in.
 *
 * Every attempt is counted *before* the password is checked, in atomic upserts (the pair and
 * account rows in one statement), so parallel guesses cannot slip past a limit between a check and
 * an increment; an allowed attempt is then taken back from the address and account counts, and
 * the pair's count is deleted. Unknown e-mail addresses are counted the same way as known ones.
 */
export function createLoginLockout(db: Db, options: { addressMaxFailures: number }) {
  let lastCleanup = 0;
  const emailOf = (email: string) => email.trim().toLowerCase();
  const accountKey = (email: string) => LOCK_PREFIX + emailOf(email);
  const pairKey = (address: string, email: string) => `${accountKey(email)}|${clientOf(address)}`;
  const addressKey = (address: string) => ADDRESS_PREFIX + clientOf(address);

  // On PostgreSQL the shared rate-limit store also deletes ended rows; on PGlite nobody does.
  async function cleanup() {
    if (Date.now() - lastCleanup < CLEANUP_EVERY_MS) return;
    lastCleanup = Date.now();
    await deleteEndedCounters(db, LOCK_PREFIX);
    await deleteEndedCounters(db, ADDRESS_PREFIX);
  }

  return {
    /**
     * Counts one attempt of `address` on the account of `email` and answers whether the password
     * may be looked at. A refused attempt must not be: the caller answers 429.
     */
    async attempt(address: string, email: string): Promise<LoginVerdict> {
      await cleanup();
      const fromAddress = await countHits(db, [
        {
          key: addressKey(address),
          window: {
            windowMs: ADDRESS_WINDOW_MS,
            lockAt: options.addressMaxFailures,
            lockMs: ADDRESS_WINDOW_MS,
          },
        },
      ]);
      if (fromAddress[0].hits > options.addressMaxFailures) {
        return {
          allowed: false,
          reason: 'address',
          retryAfterSeconds: fromAddress[0].secondsLeft,
        };
      }
      const [account, pair] = await countHits(db, [
        { key: accountKey(email), window: { windowMs: LOCKOUT_WINDOW_MS } },
        {
          key: pairKey(address, email),
          window: {
            windowMs: LOCKOUT_WINDOW_MS,
            lockAt: LOCKOUT_MAX_FAILURES,
            lockMs: LOCKOUT_DURATION_MS,
          },
        },
      ]);
      const braked = account.hits - pair.hits >= ACCOUNT_BRAKE_AT;
      const limit = braked ? 1 : LOCKOUT_MAX_FAILURES;
      if (pair.hits > limit) {
        return { allowed: false, reason: 'account', retryAfterSeconds: pair.secondsLeft };
      }
      return { allowed: true };
    },

    /** The right password: the pair starts again, and the attempt was no failure anywhere. */
    async succeeded(address: string, email: string): Promise<void> {
      await clearCounter(db, pairKey(address, email));
      await uncountHit(db, accountKey(email));
      await uncountHit(db, addressKey(address));
    },

    /**
     * The right password of an account with two-factor sign-in (decision 049): the attempt is
     * taken back everywhere, but the pair's earlier failures stay until the code is right too, so
     * the password cannot be used to reset the count of wrong codes.
     */
    async passedPassword(address: string, email: string): Promise<void> {
      await uncountHit(db, pairKey(address, email));
      await uncountHit(db, accountKey(email));
      await uncountHit(db, addressKey(address));
    },

    /** A completed password reset proves the mailbox: every lock on the account ends. */
    async unlock(email: string): Promise<void> {
      await clearCounter(db, accountKey(email));
      await clearCountersStartingWith(db, `${accountKey(email)}|`);
    },
  };
}

export type LoginLockout = ReturnType<typeof createLoginLockout>;
