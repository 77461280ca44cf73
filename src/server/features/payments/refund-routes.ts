import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { toEgp } from '../../../shared/money';
import { idParamsSchema, uuidSchema } from '../../../shared/schemas/common';
import {
  refundAnswerSchema,
  refundFailRequestSchema,
  refundListSchema,
  refundRequestSchema,
} from '../../../shared/schemas/refunds';
import { AppError } from '../../lib/app-error';
import { type MessageKey, translate } from '../../lib/i18n';
import type { MarkFailedOutcome, RefundOutcome } from './refunds';

const idempotencyKey = z
  .string()
  .trim()
  .min(8)
  .max(100)
  .regex(/^[A-Za-z0-9_-]+$/);

type Refusal = Exclude<RefundOutcome, { ok: true }>;

/** A refused refund as HTTP: the message in the admin's language (the error handler's). */
function refusal(outcome: Refusal): AppError {
  const conflict = (key: MessageKey, params?: Record<string, string | number>) =>
    new AppError('CONFLICT', 409, key, { params });
  switch (outcome.reason) {
    case 'not_found':
      return AppError.notFound('orders.notFound');
    case 'key_reused':
      return conflict('refunds.keyReused');
    case 'not_paid':
      return conflict('refunds.notPaid');
    case 'nothing_left':
      return conflict('refunds.nothingLeft');
    case 'too_much':
      return conflict('refunds.tooMuch', { amount: toEgp(outcome.leftPiastres) });
    case 'cod':
      return conflict('refunds.manualOnlyCod');
    case 'kiosk':
      return conflict('refunds.manualOnlyKiosk');
    case 'no_transaction':
      return conflict('refunds.noTransaction');
    case 'not_configured':
      return new AppError('UNAVAILABLE', 503, 'refunds.notConfigured');
    case 'not_card':
      return conflict('refunds.voidCardOnly');
    case 'too_late':
      return conflict('refunds.voidTooLate');
    case 'after_refund':
      return conflict('refunds.voidAfterRefund');
    case 'failed':
      // Paymob said no or could not be reached: nothing went back (502, like a refused intention).
      return new AppError('UNAVAILABLE', 502, 'refunds.providerFailed', {
        params: { error: outcome.refund.errorMessage ?? '' },
      });
  }
}

/** A refused "mark failed" as HTTP. */
function markFailedRefusal(outcome: Exclude<MarkFailedOutcome, { ok: true }>): AppError {
  switch (outcome.reason) {
    case 'not_found':
      return AppError.notFound('refunds.notFound');
    case 'not_pending':
      return new AppError('CONFLICT', 409, 'refunds.notPending');
    case 'too_recent':
      return new AppError('CONFLICT', 409, 'refunds.tooRecent', {
        params: { minutes: outcome.minutes },
      });
  }
}

const refundParamsSchema = z.object({ id: uuidSchema, refundId: uuidSchema }).strict();

/**
 * /api/admin/orders/:id/refunds (admins only, decision 042): the order's refunds and what is
 * left, and a new refund or void with an Idempotency-Key header (one per dialog: a retry sends
 * the same one and refunds once). 200 when the money went back, 202 while Paymob has not
 * confirmed it.
 */
export const refundAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.ctx.services.paymentRefunds;
  const config = { access: 'admin' as const };
  const tags = ['admin: orders'];

  app.get(
    '/orders/:id/refunds',
    { config, schema: { tags, params: idParamsSchema, response: { 200: refundListSchema } } },
    async (request) => {
      const list = await service.list(request.params.id);
      if (!list) throw AppError.notFound('orders.notFound');
      return list;
    },
  );

  app.post(
    '/orders/:id/refunds',
    {
      config,
      schema: {
        tags,
        params: idParamsSchema,
        body: refundRequestSchema,
        response: { 200: refundAnswerSchema, 202: refundAnswerSchema },
      },
    },
    async (request, reply) => {
      const key = idempotencyKey.safeParse(request.headers['idempotency-key']);
      if (!key.success) throw new AppError('BAD_REQUEST', 400, 'refunds.keyRequired');
      const { id } = request.params;
      const outcome = await service.create(id, request.body, request.user!.id, key.data);
      if (!outcome.ok) throw refusal(outcome);
      const { refund } = outcome;
      const list = (await service.list(id))!;
      const amount = toEgp(refund.amountPiastres);
      const message: MessageKey =
        refund.status === 'pending'
          ? 'refunds.pending'
          : refund.kind === 'void'
            ? 'refunds.voided'
            : refund.mode === 'manual'
              ? 'refunds.recorded'
              : 'refunds.done';
      return reply.status(refund.status === 'pending' ? 202 : 200).send({
        ...list,
        refund: list.refunds.find((r) => r.id === refund.id)!,
        message: translate(request.lang, message, { amount }),
      });
    },
  );

  // A refund Paymob never answered, REFUND_STALE_MINUTES on: the admin checked Paymob's
  // dashboard and gives it up; its amount can be refunded again (audited).
  app.post(
    '/orders/:id/refunds/:refundId/fail',
    {
      config,
      schema: {
        tags,
        params: refundParamsSchema,
        body: refundFailRequestSchema,
        response: { 200: refundAnswerSchema },
      },
    },
    async (request) => {
      const { id, refundId } = request.params;
      const outcome = await service.markFailed(id, refundId, request.body.reason, request.user!.id);
      if (!outcome.ok) throw markFailedRefusal(outcome);
      const list = (await service.list(id))!;
      return {
        ...list,
        refund: list.refunds.find((r) => r.id === refundId)!,
        message: translate(request.lang, 'refunds.markedFailed', {
          amount: toEgp(outcome.refund.amountPiastres),
        }),
      };
    },
  );
};
