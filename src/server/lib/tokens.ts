import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/** A random URL-safe token (refresh tokens, e-mail codes, XSRF tokens, guest carts). */
export const randomToken = (bytes = 32): string => randomBytes(bytes).toString('base64url');

/** Tokens are stored as SHA-256: they are long and random, so a slow hash adds nothing. */
export const sha256 = (value: string): string => createHash('sha256').update(value).digest('hex');

export function safeEqual(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

export interface AccessClaims {
  /** User id. */
  sub: string;
  /** Refresh-token family of the session, so a password change can keep this one. */
  fid: string;
}

const HEADER = Buffer.from(JSON.stringify({ alg: 'HS256', typ: 'JWT' })).toString('base64url');

const sign = (data: string, secret: string) =>
  createHmac('sha256', secret).update(data).digest('base64url');

/** A compact HS256 JWT. Only HS256 is ever produced or accepted (no alg:none, no key confusion). */
export function signAccessToken(claims: AccessClaims, secret: string, ttlSeconds: number): string {
  const now = Math.floor(Date.now() / 1000);
  const payload = Buffer.from(
    JSON.stringify({ ...claims, iat: now, exp: now + ttlSeconds }),
  ).toString('base64url');
  return `${HEADER}.${payload}.${sign(`${HEADER}.${payload}`, secret)}`;
}

export function verifyAccessToken(token: string, secret: string): AccessClaims | null {
  const parts = token.split('.');
  if (parts.length !== 3) return null;
  const [header, payload, signature] = parts;
  // The header must be exactly ours: this refuses alg:none and any other algorithm outright.
  if (header !== HEADER || !safeEqual(signature, sign(`${header}.${payload}`, secret))) return null;
  try {
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
    if (typeof claims.exp !== 'number' || claims.exp * 1000 <= Date.now()) return null;
    if (typeof claims.sub !== 'string' || typeof claims.fid !== 'string') return null;
    return { sub: claims.sub, fid: claims.fid };
  } catch {
    return null;
  }
}

/**
 * The XSRF token of a session (decision 040): a random part and its HMAC, with the session
 * secret, over the session it belongs to (the refresh-token family, or none for a guest). A
 * token made for another session, or made up, does not verify.
 */
export function createXsrfToken(secret: string, session: string | null): string {
  const nonce = randomToken(18);
  return `${nonce}.${sign(`xsrf|${session ?? ''}|${nonce}`, secret)}`;
}

/** Whether `token` was made by createXsrfToken for this session. */
export function verifyXsrfToken(token: string, secret: string, session: string | null): boolean {
  const dot = token.indexOf('.');
  if (dot <= 0) return false;
  const nonce = token.slice(0, dot);
  return safeEqual(token.slice(dot + 1), sign(`xsrf|${session ?? ''}|${nonce}`, secret));
}
