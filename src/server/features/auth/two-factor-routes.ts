import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { loginResponseSchema, messageResponseSchema } from '../../../shared/schemas/auth';
import {
  recoveryCodesResponseSchema,
  secondFactorSchema,
  twoFactorDisableSchema,
  twoFactorEnableSchema,
  twoFactorLoginSchema,
  twoFactorSetupSchema,
  twoFactorStatusSchema,
} from '../../../shared/schemas/two-factor';
import { translate } from '../../lib/i18n';
import { createXsrfToken } from '../../lib/tokens';
import { setSessionCookies, setXsrfCookie } from './cookies';

/**
 * Two-factor sign-in (decision 049): the code step of the sign-in, and a staff member's own
 * enrolment. Every call that checks a code or a password is rate-limited per minute and counted
 * on the sign-in limits (decision 040).
 */
export const twoFactorRoutes: FastifyPluginAsyncZod = async (app) => {
  const { config } = app.ctx;
  const { auth } = app.ctx.services;
  const perMinute = {
    max: config.rateLimits.login,
    timeWindow: '1 minute',
    hook: 'preHandler' as const,
  };
  const tags = ['auth'];
  const ok = (request: FastifyRequest, key: Parameters<typeof translate>[1]) => ({
    success: true as const,
    message: translate(request.lang, key),
  });
  const actor = (request: FastifyRequest) => ({
    id: request.user!.id,
    role: request.user!.role,
    familyId: request.user!.familyId,
  });
  const client = (request: FastifyRequest) => ({ address: request.ip });
  const mine = { access: 'customer' as const, rateLimit: perMinute };

  // The second step of a sign-in: answers exactly as a password-only sign-in does.
  app.post(
    '/auth/login/two-factor',
    {
      config: { access: 'public', csrf: 'origin', rateLimit: perMinute },
      schema: { tags, body: twoFactorLoginSchema, response: { 200: loginResponseSchema } },
    },
    async (request, reply) => {
      const { user, session } = await auth.loginWithCode(request.body, {
        address: request.ip,
        userAgent: request.headers['user-agent'],
      });
      setSessionCookies(reply, config, session);
      setXsrfCookie(reply, config, createXsrfToken(app.ctx.sessionSecret, session.familyId));
      await auth.onSignIn(request, reply, user.id);
      return { ...ok(request, 'auth.loginSuccess'), user };
    },
  );

  app.get(
    '/auth/two-factor',
    { config: { access: 'customer' }, schema: { tags, response: { 200: twoFactorStatusSchema } } },
    async (request) => auth.twoFactor.status(actor(request)),
  );

  app.post(
    '/auth/two-factor/setup',
    { config: mine, schema: { tags, response: { 200: twoFactorSetupSchema } } },
    async (request) => auth.twoFactor.setup(actor(request)),
  );

  app.post(
    '/auth/two-factor/enable',
    {
      config: mine,
      schema: { tags, body: twoFactorEnableSchema, response: { 200: recoveryCodesResponseSchema } },
    },
    async (request) => {
      const codes = await auth.twoFactor.enable(actor(request), request.body.code, client(request));
      return { ...ok(request, 'auth.twoFactorEnabled'), recoveryCodes: codes };
    },
  );

  app.post(
    '/auth/two-factor/recovery-codes',
    {
      config: mine,
      schema: { tags, body: secondFactorSchema, response: { 200: recoveryCodesResponseSchema } },
    },
    async (request) => {
      const codes = await auth.twoFactor.regenerateRecoveryCodes(
        actor(request),
        request.body,
        client(request),
      );
      return { ...ok(request, 'auth.recoveryCodesRegenerated'), recoveryCodes: codes };
    },
  );

  app.post(
    '/auth/two-factor/disable',
    {
      config: mine,
      schema: { tags, body: twoFactorDisableSchema, response: { 200: messageResponseSchema } },
    },
    async (request) => {
      await auth.twoFactor.disable(actor(request), request.body, client(request));
      return ok(request, 'auth.twoFactorDisabled');
    },
  );
};
