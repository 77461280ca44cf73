import {
  createCipheriv,
  createDecipheriv,
  createHmac,
  hkdfSync,
  randomBytes,
  randomInt,
} from 'node:crypto';
import * as OTPAuth from 'otpauth';
import {
  normalizeCode,
  RECOVERY_CODE_COUNT,
  TOTP_DIGITS,
  TOTP_PERIOD_SECONDS,
  TWO_FACTOR_CHALLENGE_SECONDS,
} from '../../../shared/schemas/two-factor';
import { randomToken, safeEqual, sha256 } from '../../lib/tokens';

/**
 * The cryptography of two-factor sign-in (decision 049), with no database: the TOTP secret's
 * encryption at rest, the codes, the recovery codes and the sign-in challenge.
 */

export const TOTP_ISSUER = 'GreenVolt';

/** A key of its own for each use, derived from the session secret (HKDF-SHA256). */
function deriveKey(sessionSecret: string, purpose: string): Buffer {
  return Buffer.from(
    hkdfSync('sha256', sessionSecret, 'greenvolt-two-factor', `greenvolt ${purpose} v1`, 32),
  );
}

/**
 * Encrypts and decrypts TOTP secrets with AES-256-GCM: `v1.<iv>.<tag>.<ciphertext>` (base64url).
 * The user id is the associated data, so a secret copied onto another account does not decrypt.
 */
export function createSecretBox(sessionSecret: string) {
  const key = deriveKey(sessionSecret, 'totp-secret');
  return {
    seal(secret: string, userId: string): string {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      cipher.setAAD(Buffer.from(userId));
      const data = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
      return ['v1', iv, cipher.getAuthTag(), data]
        .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
        .join('.');
    },

    /** The secret, or null when the value was not sealed with this key for this user. */
    open(sealed: string, userId: string): string | null {
      const [version, iv, tag, data] = sealed.split('.');
      if (version !== 'v1' || !iv || !tag || data === undefined) return null;
      try {
        const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
        decipher.setAAD(Buffer.from(userId));
        decipher.setAuthTag(Buffer.from(tag, 'base64url'));
        return Buffer.concat([
          decipher.update(Buffer.from(data, 'base64url')),
          decipher.final(),
        ]).toString('utf8');
      } catch {
        return null;
      }
    },
  };
}
export type SecretBox = ReturnType<typeof createSecretBox>;

/** A new random TOTP secret, base32 (160 bits, RFC 4226's recommendation). */
export const newTotpSecret = (): string => new OTPAuth.Secret({ size: 20 }).base32;

const totpOf = (secret: string, label = '') =>
  new OTPAuth.TOTP({
    issuer: TOTP_ISSUER,
    label,
    algorithm: 'SHA1',
    digits: TOTP_DIGITS,
    period: TOTP_PERIOD_SECONDS,
    secret: OTPAuth.Secret.fromBase32(secret),
  });

/** otpauth://totp/GreenVolt:<e-mail>?issuer=GreenVolt&secret=… (what the QR code carries). */
export const totpUri = (secret: string, email: string): string => totpOf(secret, email).toString();

/**
 * The time step a code belongs to, or null when it is no code of this secret now. One step
 * either side is accepted (a phone's clock a little off, a code typed as it changed).
 */
export function totpStep(secret: string, code: string, now = Date.now()): number | null {
  const totp = totpOf(secret);
  const delta = totp.validate({ token: code, timestamp: now, window: 1 });
  return delta === null ? null : totp.counter({ timestamp: now }) + delta;
}

/** The code of a secret at a time (tests, and nothing else). */
export const totpCode = (secret: string, now = Date.now()): string =>
  totpOf(secret).generate({ timestamp: now });

// No 0/o, 1/l/i: read off a sheet of paper and typed back.
const RECOVERY_ALPHABET = '23456789abcdefghjkmnpqrstuvwxyz';

/** Ten recovery codes, each 10 characters (≈ 49 bits) shown as `abcde-fghjk`. */
export function newRecoveryCodes(): string[] {
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    const chars = Array.from(
      { length: 10 },
      () => RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)],
    ).join('');
    return `${chars.slice(0, 5)}-${chars.slice(5)}`;
  });
}

/**
 * How a recovery code is stored: SHA-256 of the account and the normalised code (random and long
 * enough that a slow hash adds nothing; guessing is held by the sign-in limits).
 */
export const recoveryCodeHash = (userId: string, code: string): string =>
  sha256(`recovery|${userId}|${normalizeCode(code)}`);

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export interface ChallengeClaims {
  userId: string;
  rememberMe: boolean;
  /** Single use: the nonce is spent when the sign-in completes. */
  nonce: string;
}

/**
 * The sign-in challenge between the password and the code: `<payload>.<HMAC>`, valid 5 minutes.
 * The HMAC also covers the account's password hash, so a password change or reset voids it.
 */
export function createChallenges(sessionSecret: string) {
  const key = deriveKey(sessionSecret, 'login-challenge');
  const mac = (payload: string, passwordHash: string) =>
    createHmac('sha256', key).update(`${payload}|${passwordHash}`).digest('base64url');
  return {
    issue(claims: Omit<ChallengeClaims, 'nonce'>, passwordHash: string, now = Date.now()): string {
      const payload = Buffer.from(
        JSON.stringify({
          u: claims.userId,
          r: claims.rememberMe ? 1 : 0,
          n: randomToken(16),
          e: Math.floor(now / 1000) + TWO_FACTOR_CHALLENGE_SECONDS,
        }),
      ).toString('base64url');
      return `${payload}.${mac(payload, passwordHash)}`;
    },

    /** Reads the claims without trusting them: verify() with the account's hash decides. */
    peek(challenge: string): (ChallengeClaims & { payload: string; mac: string }) | null {
      const [payload, signature, extra] = challenge.split('.');
      if (!payload || !signature || extra !== undefined) return null;
      try {
        const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
        if (typeof claims.u !== 'string' || !UUID.test(claims.u)) return null;
        if (typeof claims.n !== 'string') return null;
        if (typeof claims.e !== 'number' || claims.e * 1000 <= Date.now()) return null;
        return {
          userId: claims.u,
          rememberMe: claims.r === 1,
          nonce: claims.n,
          payload,
          mac: signature,
        };
      } catch {
        return null;
      }
    },

    verify(peeked: { payload: string; mac: string }, passwordHash: string): boolean {
      return safeEqual(peeked.mac, mac(peeked.payload, passwordHash));
    },
  };
}
export type Challenges = ReturnType<typeof createChallenges>;
