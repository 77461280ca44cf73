import type { Config } from '../../config';
import { type CardProvider, PaymobError, paymobPost } from './paymob-client';
import type { OperationOutcome, RefundRequest, VoidRequest } from './providers/types';
import { sandboxVoidRefund } from './sandbox';

/**
 * Giving money back through Paymob (PAYMOB.md §5, decision 042), for every Paymob provider that
 * can (providers/: card, wallet, instalments, Apple Pay; the card alone voids): a refund, full or partial,
 * `POST /api/acceptance/void_refund/refund { transaction_id, amount_cents }`, and a same-day void,
 * `POST /api/acceptance/void_refund/void { transaction_id }`, with the merchant's secret key
 * (`Authorization: Token …`, as for the intention). Both answer the new transaction, whose id
 * the later TRANSACTION callback (is_refunded / is_voided) carries again.
 *
 * Every call answers an outcome, never throws:
 * - `succeeded`: Paymob took it (its transaction, `success` true and not pending);
 * - `refused`: Paymob answered no (an HTTP error, or `success` false), or could not be reached at
 *   all: nothing was given back, and asking again is safe;
 * - `unknown`: no answer in time, the connection dropped, or Paymob answered "pending": the money
 *   may be on its way back; the refund stays pending until its callback says so.
 */

export type VoidRefundKind = 'refund' | 'void';

export type VoidRefundOutcome =
  | { status: 'succeeded'; transactionId: string; transaction: Record<string, unknown> }
  | { status: 'refused'; error: string }
  | { status: 'unknown'; error: string; transactionId?: string };

export interface RefundGateway {
  readonly kind: 'paymob' | 'sandbox';
  refund(transactionId: string, amountPiastres: number): Promise<VoidRefundOutcome>;
  void(transactionId: string): Promise<VoidRefundOutcome>;
}

export const REFUND_PATH = '/api/acceptance/void_refund/refund';
export const VOID_PATH = '/api/acceptance/void_refund/void';

/** Network errors raised before the request could reach Paymob: it certainly did nothing. */
const NOT_SENT = new Set(['ECONNREFUSED', 'ENOTFOUND', 'EAI_AGAIN', 'ENETUNREACH', 'EHOSTUNREACH']);

function codeOf(error: unknown): string | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 4 && current && typeof current === 'object'; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string') return code;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

/** Paymob transaction ids are integers; ours are kept as text. */
const asInteger = (id: string) => (/^\d+$/.test(id) ? Number(id) : id);

/** What a void_refund answer (a transaction object) means. */
export function voidRefundAnswer(json: Record<string, unknown>): VoidRefundOutcome {
  const id = json.id;
  const transactionId =
    typeof id === 'number' || (typeof id === 'string' && id !== '') ? String(id) : undefined;
  if (json.pending === true) {
    return { status: 'unknown', error: 'Paymob answered pending', transactionId };
  }
  if (json.success !== true || !transactionId) {
    const detail =
      json.data && typeof json.data === 'object'
        ? (json.data as { message?: unknown }).message
        : undefined;
    return {
      status: 'refused',
      error:
        `Paymob refused: ${String(detail ?? json.detail ?? json.message ?? 'success false')}`.slice(
          0,
          500,
        ),
    };
  }
  return { status: 'succeeded', transactionId, transaction: json };
}

/** A failed call: refused when Paymob answered or was never reached, unknown otherwise. */
export function voidRefundFailure(error: unknown): VoidRefundOutcome {
  const message = ((error as Error)?.message ?? String(error)).slice(0, 500);
  if (error instanceof PaymobError && error.status !== undefined) {
    const body = error.body as { detail?: unknown; message?: unknown } | null | undefined;
    const detail = body && typeof body === 'object' ? (body.detail ?? body.message) : undefined;
    return {
      status: 'refused',
      error: detail ? `${message}: ${String(detail)}`.slice(0, 500) : message,
    };
  }
  const code = codeOf(error);
  if (code && NOT_SENT.has(code)) return { status: 'refused', error: `${message} (${code})` };
  return { status: 'unknown', error: message };
}

/** Paymob over HTTP, with the secret key of the configuration. */
export function createPaymobRefunds(options: {
  apiUrl: string;
  secretKey: string;
  timeoutMs?: number;
}): RefundGateway {
  const call = async (path: string, body: Record<string, unknown>) => {
    try {
      const json = await paymobPost(options, path, body, {
        authorization: `Token ${options.secretKey}`,
      });
      return voidRefundAnswer(json);
    } catch (error) {
      return voidRefundFailure(error);
    }
  };
  return {
    kind: 'paymob',
    refund: (transactionId, amountPiastres) => {
      if (!Number.isSafeInteger(amountPiastres) || amountPiastres <= 0) {
        return Promise.resolve({
          status: 'refused',
          error: `amount must be a positive integer of piastres, got ${amountPiastres}`,
        });
      }
      return call(REFUND_PATH, {
        transaction_id: asInteger(transactionId),
        amount_cents: amountPiastres,
      });
    },
    void: (transactionId) => call(VOID_PATH, { transaction_id: asInteger(transactionId) }),
  };
}

/** A refund or void answer as a provider's outcome (providers/types.ts `OperationOutcome`). */
export function operationOutcome(answer: VoidRefundOutcome): OperationOutcome {
  switch (answer.status) {
    case 'succeeded':
      return { ok: true, transactionId: answer.transactionId };
    case 'refused':
      return { ok: false, reason: 'failed', error: answer.error };
    case 'unknown':
      return {
        ok: false,
        reason: 'unknown',
        error: answer.error,
        ...(answer.transactionId ? { transactionId: answer.transactionId } : {}),
      };
  }
}

/**
 * A Paymob provider's `refund` and `void` (decision 042): Paymob's void_refund calls through
 * `refunds`, the gateway of this configuration (null: none here — not_supported, nothing sent).
 * A throw is an unknown outcome: the request may have reached Paymob.
 */
export function paymobRefundCalls(refunds: RefundGateway | null): {
  refund(request: RefundRequest): Promise<OperationOutcome>;
  void(request: VoidRequest): Promise<OperationOutcome>;
} {
  const ask = async (
    call: (gateway: RefundGateway) => Promise<VoidRefundOutcome>,
  ): Promise<OperationOutcome> => {
    if (!refunds) return { ok: false, reason: 'not_supported' };
    try {
      return operationOutcome(await call(refunds));
    } catch (error) {
      return { ok: false, reason: 'unknown', error: (error as Error)?.message ?? String(error) };
    }
  };
  return {
    refund: ({ transactionId, amountPiastres }) =>
      ask((gateway) => gateway.refund(transactionId, amountPiastres)),
    void: ({ transactionId }) => ask((gateway) => gateway.void(transactionId)),
  };
}

/**
 * The refund gateway that goes with the card gateway of this configuration: Paymob's own API
 * with the same keys, or the sandbox, which answers offline; null without a card gateway.
 */
export function resolveRefundGateway(
  config: Config,
  cardGateway: Pick<CardProvider, 'kind'> | null,
): RefundGateway | null {
  if (!cardGateway) return null;
  if (cardGateway.kind === 'sandbox') {
    return {
      kind: 'sandbox',
      refund: async (transactionId, amountPiastres) =>
        voidRefundAnswer(sandboxVoidRefund('refund', transactionId, amountPiastres)),
      void: async (transactionId) => voidRefundAnswer(sandboxVoidRefund('void', transactionId)),
    };
  }
  const { apiUrl, secretKey, timeoutMs } = config.paymob;
  if (!secretKey) return null;
  return createPaymobRefunds({ apiUrl, secretKey, timeoutMs });
}
