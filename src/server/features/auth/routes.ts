import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  emailLinkSchema,
  emailOnlySchema,
  loginSchema,
  messageResponseSchema,
  sessionUserSchema,
  updateProfileSchema,
} from '../../../shared/schemas/auth';
import { loginAnswerSchema } from '../../../shared/schemas/two-factor';
import { AppError } from '../../lib/app-error';
import { translate } from '../../lib/i18n';
import { createXsrfToken } from '../../lib/tokens';
import { loadUser } from '../../plugins/auth';
import { COOKIES, clearSessionCookies, setSessionCookies, setXsrfCookie } from './cookies';
import {
  changePasswordBodySchema,
  registerBodySchema,
  resetPasswordBodySchema,
} from './password-policy';
import { twoFactorRoutes } from './two-factor-routes';

const perMinute = (max: number, keyGenerator?: (request: FastifyRequest) => string) => ({
  max,
  timeWindow: '1 minute',
  // After parsing, so the login limit can key on the e-mail too.
  hook: 'preHandler' as const,
  ...(keyGenerator ? { keyGenerator } : {}),
});

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const { config } = app.ctx;
  const { auth } = app.ctx.services;
  const ok = (request: FastifyRequest, key: Parameters<typeof translate>[1]) => ({
    success: true as const,
    message: translate(request.lang, key),
  });
  // No XSRF token yet, but a browser call from another site is refused (login CSRF).
  const opensSession = { access: 'public' as const, csrf: 'origin' as const };
  const limits = config.rateLimits;

  app.post(
    '/auth/register',
    {
      config: { ...opensSession, rateLimit: perMinute(limits.register) },
      schema: {
        tags: ['auth'],
        body: registerBodySchema,
        response: { 201: messageResponseSchema },
      },
    },
    async (request, reply) => {
      await auth.register(request.body, request.lang);
      return reply.status(201).send(ok(request, 'auth.registerSuccess'));
    },
  );

  app.post(
    '/auth/confirm-email',
    {
      config: opensSession,
      schema: {
        tags: ['auth'],
        querystring: emailLinkSchema,
        response: { 200: messageResponseSchema },
      },
    },
    async (request) => {
      await auth.confirmEmail(request.query.userId, request.query.code);
      return ok(request, 'auth.confirmSuccess');
    },
  );

  app.post(
    '/auth/resend-confirmation',
    {
      config: { access: 'public', rateLimit: perMinute(limits.forgotPassword) },
      schema: { tags: ['auth'], body: emailOnlySchema, response: { 200: messageResponseSchema } },
    },
    async (request) => {
      auth.resendConfirmation(request.body.email, request.lang).catch((error) => {
        request.log.error({ err: error }, 'resend-confirmation mail failed');
      });
      return ok(request, 'auth.resendSent');
    },
  );

  app.post(
    '/auth/login',
    {
      config: {
        ...opensSession,
        rateLimit: perMinute(limits.login, (request) => {
          const email = (request.body as { email?: unknown } | undefined)?.email;
          return `${request.ip}|${typeof email === 'string' ? email.trim().toLowerCase() : ''}`;
        }),
      },
      schema: { tags: ['auth'], body: loginSchema, response: { 200: loginAnswerSchema } },
    },
    async (request, reply) => {
      const result = await auth.login(request.body, {
        address: request.ip,
        userAgent: request.headers['user-agent'],
      });
      // Two-factor sign-in (decision 049): no cookies yet, the code step completes it.
      if ('challenge' in result) {
        return {
          ...ok(request, 'auth.twoFactorCodeNeeded'),
          twoFactorRequired: true as const,
          challenge: result.challenge,
        };
      }
      const { user, session } = result;
      setSessionCookies(reply, config, session);
      // A fresh token, bound to the new session (decision 040).
      setXsrfCookie(reply, config, createXsrfToken(app.ctx.sessionSecret, session.familyId));
      await auth.onSignIn(request, reply, user.id); // e.g. the guest's cart joins theirs
      return { ...ok(request, 'auth.loginSuccess'), user };
    },
  );

  await app.register(twoFactorRoutes);

  app.post(
    '/auth/refresh',
    { config: opensSession, schema: { tags: ['auth'], response: { 200: messageResponseSchema } } },
    async (request, reply) => {
      const token = request.cookies[COOKIES.refresh];
      const result = token
        ? await auth.sessions.rotate(token, request.headers['user-agent'])
        : null;
      if (result?.kind !== 'rotated') {
        clearSessionCookies(reply, config);
        throw AppError.unauthorized('auth.sessionExpired');
      }
      setSessionCookies(reply, config, result.session);
      return ok(request, 'auth.loginSuccess');
    },
  );

  app.post(
    '/auth/logout',
    {
      config: { access: 'public' },
      schema: { tags: ['auth'], response: { 200: messageResponseSchema } },
    },
    async (request, reply) => {
      const token = request.cookies[COOKIES.refresh];
      if (token) await auth.sessions.revokeFamilyOf(token);
      else if (request.auth) await auth.sessions.revokeFamily(request.auth.fid);
      clearSessionCookies(reply, config);
      return ok(request, 'auth.logoutSuccess');
    },
  );

  app.get(
    '/auth/me',
    {
      config: { access: 'customer' },
      schema: { tags: ['auth'], response: { 200: sessionUserSchema } },
    },
    async (request) => {
      const { familyId: _, preferredLanguage: __, ...user } = (await loadUser(app, request))!;
      return user;
    },
  );

  app.patch(
    '/auth/me',
    {
      config: { access: 'customer' },
      schema: { tags: ['auth'], body: updateProfileSchema, response: { 200: sessionUserSchema } },
    },
    async (request) => auth.updateProfile(request.user!.id, request.body),
  );

  app.post(
    '/auth/change-password',
    {
      config: { access: 'customer' },
      schema: {
        tags: ['auth'],
        body: changePasswordBodySchema,
        response: { 200: messageResponseSchema },
      },
    },
    async (request) => {
      await auth.changePassword(request.user!.id, request.user!.familyId, request.body, {
        address: request.ip,
      });
      return ok(request, 'auth.passwordChanged');
    },
  );

  app.post(
    '/auth/forgot-password',
    {
      config: { ...opensSession, rateLimit: perMinute(limits.forgotPassword) },
      schema: { tags: ['auth'], body: emailOnlySchema, response: { 200: messageResponseSchema } },
    },
    async (request) => {
      auth.forgotPassword(request.body.email, request.lang).catch((error) => {
        request.log.error({ err: error }, 'forgot-password mail failed');
      });
      return ok(request, 'auth.forgotSent');
    },
  );

  app.post(
    '/auth/reset-password',
    {
      config: opensSession,
      schema: {
        tags: ['auth'],
        body: resetPasswordBodySchema,
        response: { 200: messageResponseSchema },
      },
    },
    async (request) => {
      await auth.resetPassword(request.body.userId, request.body.code, request.body.newPassword);
      return ok(request, 'auth.resetSuccess');
    },
  );
};
