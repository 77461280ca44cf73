import type { FastifyPluginAsync } from 'fastify';
import { AppError } from '../../lib/app-error';
import { paymentMethodRoutes } from './method-routes';
import { sandboxRoutes } from './sandbox-routes';
import { REFUSED_CALLBACKS } from './service';

/**
 * Paymob's callbacks (PAYMOB.md §2): the processed callback changes state after its checks, the
 * browser return only chooses the page to show. Both come from outside: public, no CSRF token.
 * The sandbox checkout is added when the sandbox is the card provider.
 */
export const paymentRoutes: FastifyPluginAsync = async (app) => {
  const { payments } = app.ctx.services;
  const external = { access: 'public' as const, csrf: false };

  app.post(
    '/payments/paymob/webhook',
    { config: external, schema: { tags: ['payments'], hide: true } },
    async (request, reply) => {
      const hmac = (request.query as Record<string, unknown>).hmac;
      const outcome = await payments.handleProcessedCallback(request.body, hmac);
      if (outcome.result === 'invalid_signature') {
        request.log.warn({ callback: request.body }, 'Paymob callback with a wrong HMAC');
        throw AppError.unauthorized('payments.invalidSignature');
      }
      if (REFUSED_CALLBACKS.includes(outcome.result)) {
        request.log.warn({ outcome, callback: request.body }, 'Paymob callback refused');
        throw new AppError('BAD_REQUEST', 400, 'payments.invalidCallback');
      }
      request.log.info({ outcome }, 'Paymob callback');
      return reply.status(200).send({ received: true });
    },
  );

  app.get(
    '/payments/paymob/return',
    { config: external, schema: { tags: ['payments'], hide: true } },
    async (request, reply) => {
      const target = await payments.returnTarget(request.query as Record<string, unknown>);
      if (!target) {
        request.log.warn({ query: request.query }, 'Paymob return with a wrong HMAC');
        throw new AppError('BAD_REQUEST', 400, 'payments.invalidSignature');
      }
      reply.header('cache-control', 'no-store');
      return reply.redirect(target, 302);
    },
  );

  // The customer's kiosk reference and the admin's payment details (decision 041).
  await app.register(paymentMethodRoutes);

  if (payments.provider?.kind === 'sandbox') {
    await app.register(async (sandbox) => sandboxRoutes(sandbox, payments));
  }
};
