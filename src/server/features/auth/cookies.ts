import type { FastifyReply } from 'fastify';
import { LOGGED_IN_COOKIE } from '../../../shared/visitor-cookies';
import type { Config } from '../../config';

export const COOKIES = {
  access: 'access_token',
  refresh: 'refresh_token',
  loggedIn: LOGGED_IN_COOKIE,
  xsrf: 'XSRF-TOKEN',
} as const;

export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;
export const REMEMBER_ME_TTL_SECONDS = 30 * 24 * 60 * 60;
/** Without remember-me the cookies die with the browser; the server still ends idle sessions. */
export const SESSION_TTL_SECONDS = 24 * 60 * 60;

// The refresh token only travels to the calls that need it.
const REFRESH_PATH = '/api/auth';

const base = (config: Config) => ({
  sameSite: 'lax' as const,
  secure: config.isProduction,
  path: '/',
});

export function setSessionCookies(
  reply: FastifyReply,
  config: Config,
  tokens: { accessToken: string; refreshToken: string; rememberMe: boolean },
): void {
  const persist = tokens.rememberMe ? { maxAge: REMEMBER_ME_TTL_SECONDS } : {};
  reply.setCookie(COOKIES.access, tokens.accessToken, {
    ...base(config),
    httpOnly: true,
    maxAge: ACCESS_TOKEN_TTL_SECONDS,
  });
  reply.setCookie(COOKIES.refresh, tokens.refreshToken, {
    ...base(config),
    ...persist,
    httpOnly: true,
    path: REFRESH_PATH,
  });
  // Readable by the client: only says "a session exists", never who.
  reply.setCookie(COOKIES.loggedIn, '1', { ...base(config), ...persist, httpOnly: false });
}

export function setXsrfCookie(reply: FastifyReply, config: Config, token: string): void {
  reply.setCookie(COOKIES.xsrf, token, { ...base(config), httpOnly: false });
}

/** Logout: all four cookies go (SPEC/issue: access, refresh, logged_in, XSRF-TOKEN). */
export function clearSessionCookies(reply: FastifyReply, config: Config): void {
  reply.clearCookie(COOKIES.access, base(config));
  reply.clearCookie(COOKIES.refresh, { ...base(config), path: REFRESH_PATH });
  reply.clearCookie(COOKIES.loggedIn, base(config));
  reply.clearCookie(COOKIES.xsrf, base(config));
}
