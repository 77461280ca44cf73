import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { signProcessedCallback } from './hmac';

/** A fake Paymob on 127.0.0.1 for tests: records requests and checks the intention body. */
export interface FakePaymob {
  url: string;
  requests: { path: string; headers: IncomingMessage['headers']; body: unknown }[];
  problems: string[];
  /** Next intention answers with this status (e.g. 500), once. */
  failNext(status: number): void;
  /** What the transaction inquiry answers for a Paymob order (unset: 404, no transaction). */
  setTransaction(providerOrderId: string | number, transaction: Record<string, unknown>): void;
  /**
   * Refunds and voids (decision 042): the next one answers this status (e.g. 503) and does
   * nothing, once; or does it and answers only after `ms` (a client's timeout: it did happen).
   */
  failNextRefund(status: number): void;
  stallNextRefund(ms: number): void;
  /**
   * Where the later TRANSACTION callback of each refund or void goes (is_refunded / is_voided,
   * signed with `hmacSecret`), as Paymob sends it after its answer; unset: nowhere.
   */
  onCallback(
    deliver: (body: { type: 'TRANSACTION'; obj: Record<string, unknown> }, hmac: string) => unknown,
    hmacSecret: string,
  ): void;
  /** Waits for the callbacks sent so far to be delivered. */
  callbacksDelivered(): Promise<void>;
  close(): Promise<void>;
}

export async function startFakePaymob(
  expect: {
    secretKey: string;
    integrationId: number;
    apiKey?: string;
    /** The other methods' integration ids the intention may name (decision 041). */
    integrationIds?: number[];
  } = {
    secretKey: 'egy_sk_test_x',
    integrationId: 4097558,
  },
): Promise<FakePaymob> {
  const requests: FakePaymob['requests'] = [];
  const problems: string[] = [];
  let failStatus: number | null = null;
  let orderId = 300_000_000;
  const transactions = new Map<string, Record<string, unknown>>();
  // Refunds and voids: the payments they may name (by transaction id) and what went back.
  const payments = new Map<string, Record<string, unknown>>();
  const givenBack = new Map<string, { refunded: number; voided: boolean }>();
  let refundFailStatus: number | null = null;
  let refundStallMs = 0;
  let nextRefundId = 800_000_000;
  let callbackTarget: { deliver: Parameters<FakePaymob['onCallback']>[0]; secret: string } | null =
    null;
  const deliveries: Promise<unknown>[] = [];
  const paymentKeys = new Map<string, number>();

  const server: Server = createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk) => {
      raw += chunk;
    });
    req.on('end', () => {
      let body: Record<string, unknown> = {};
      try {
        body = JSON.parse(raw);
      } catch {
        problems.push(`${req.url}: body is not JSON`);
      }
      requests.push({ path: req.url ?? '', headers: req.headers, body });
      const send = (status: number, json: unknown) => {
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(json));
      };
      if (req.method === 'POST' && req.url === '/v1/intention/') {
        if (req.headers.authorization !== `Token ${expect.secretKey}`)
          problems.push('authorization header');
        if (!String(req.headers['content-type']).startsWith('application/json'))
          problems.push('content-type');
        if (!Number.isInteger(body.amount)) problems.push('amount is not an integer');
        if (body.currency !== 'EGP') problems.push('currency');
        const methods = body.payment_methods as unknown[];
        const known = [expect.integrationId, ...(expect.integrationIds ?? [])];
        if (
          !Array.isArray(methods) ||
          methods.length !== 1 ||
          !known.includes(methods[0] as number)
        )
          problems.push('payment_methods must hold the integer integration id');
        const items = (body.items ?? []) as { amount: number; quantity: number; name: string }[];
        const sum = items.reduce((t, i) => t + i.amount * i.quantity, 0);
        if (sum !== body.amount) problems.push(`items sum ${sum} != amount ${body.amount}`);
        if (items.some((i) => !Number.isInteger(i.amount) || i.name.length > 50))
          problems.push('item amount/name');
        const billing = (body.billing_data ?? {}) as Record<string, unknown>;
        for (const key of ['first_name', 'last_name', 'email', 'phone_number'])
          if (!billing[key]) problems.push(`billing_data.${key} missing`);
        if (failStatus) {
          const status = failStatus;
          failStatus = null;
          return send(status, { detail: 'failure' });
        }
        orderId += 1;
        // One payment key per integration, as Paymob answers (the kiosk's pay call uses it).
        paymentKeys.set(`pk_test_${orderId}`, orderId);
        return send(201, {
          payment_keys: [{ integration: methods[0], key: `pk_test_${orderId}` }],
          id: `pi_test_${orderId}`,
          intention_order_id: orderId,
          client_secret: `egy_csk_test_${orderId}`,
          status: 'intended',
        });
      }
      if (req.method === 'POST' && req.url === '/api/acceptance/payments/pay') {
        // The kiosk (aggregator) source: a pending transaction with the bill reference.
        const source = (body.source ?? {}) as Record<string, unknown>;
        if (source.identifier !== 'AGGREGATOR' || source.subtype !== 'AGGREGATOR')
          problems.push('pay source must be AGGREGATOR');
        const paymobOrder = paymentKeys.get(String(body.payment_token));
        if (paymobOrder === undefined) {
          problems.push('pay payment_token unknown');
          return send(401, { detail: 'Invalid payment token' });
        }
        return send(200, {
          id: 700_000_000 + paymobOrder,
          pending: true,
          success: false,
          order: { id: paymobOrder },
          data: { bill_reference: 90_000_000 + (paymobOrder % 10_000_000) },
        });
      }
      const voidRefund = ['/api/acceptance/void_refund/refund', '/api/acceptance/void_refund/void'];
      if (req.method === 'POST' && voidRefund.includes(req.url ?? '')) {
        const kind = req.url === voidRefund[0] ? 'refund' : 'void';
        if (req.headers.authorization !== `Token ${expect.secretKey}`)
          problems.push(`${kind} authorization header`);
        if (!Number.isInteger(body.transaction_id))
          problems.push(`${kind} transaction_id is not an integer`);
        const amount = body.amount_cents as number;
        if (kind === 'refund' && !(Number.isInteger(amount) && amount > 0))
          problems.push('refund amount_cents is not a positive integer');
        if (kind === 'void' && 'amount_cents' in body) problems.push('void takes no amount_cents');
        if (refundFailStatus) {
          const status = refundFailStatus;
          refundFailStatus = null;
          return send(status, { detail: 'refund failure' });
        }
        const id = String(body.transaction_id);
        const payment = payments.get(id);
        if (!payment) return send(404, { detail: 'Transaction not found' });
        const done = givenBack.get(id) ?? { refunded: 0, voided: false };
        const paid = payment.amount_cents as number;
        if (done.voided) return send(400, { detail: 'Transaction already voided' });
        if (kind === 'void' && done.refunded > 0) return send(400, { detail: 'Refunded already' });
        if (kind === 'refund' && done.refunded + amount > paid)
          return send(400, { detail: 'Refund amount exceeds the captured amount' });
        givenBack.set(id, {
          refunded: kind === 'refund' ? done.refunded + amount : done.refunded,
          voided: kind === 'void',
        });
        nextRefundId += 1;
        const obj: Record<string, unknown> = {
          ...payment,
          id: nextRefundId,
          pending: false,
          success: true,
          amount_cents: kind === 'refund' ? amount : paid,
          is_auth: false,
          is_capture: false,
          is_standalone_payment: false,
          is_refunded: kind === 'refund',
          is_voided: kind === 'void',
          is_refund: kind === 'refund',
          is_void: kind === 'void',
          has_parent_transaction: true,
          parent_transaction: payment.id,
          error_occured: false,
          created_at: new Date().toISOString().slice(0, 23),
        };
        const stall = refundStallMs;
        refundStallMs = 0;
        const answer = () => {
          if (!res.writableEnded && !res.destroyed) send(200, obj);
          // Then the TRANSACTION callback, signed as Paymob signs it (PAYMOB.md §2–§3).
          const target = callbackTarget;
          if (target) {
            const hmac = signProcessedCallback(obj, target.secret);
            deliveries.push(
              new Promise((resolve) => setImmediate(resolve)).then(() =>
                target.deliver({ type: 'TRANSACTION', obj }, hmac),
              ),
            );
          }
        };
        if (stall > 0) setTimeout(answer, stall);
        else answer();
        return;
      }
      if (req.method === 'POST' && req.url === '/api/auth/tokens') {
        if (body.api_key !== (expect.apiKey ?? expect.secretKey)) {
          problems.push('auth api_key');
          return send(403, { detail: 'Incorrect credentials' });
        }
        return send(201, { token: 'auth-token' });
      }
      if (req.method === 'POST' && req.url === '/api/ecommerce/orders/transaction_inquiry') {
        if (body.auth_token !== 'auth-token') problems.push('inquiry auth_token');
        if (!Number.isInteger(body.order_id)) problems.push('inquiry order_id is not an integer');
        const known = transactions.get(String(body.order_id));
        return known ? send(200, known) : send(404, { detail: 'Not found.' });
      }
      send(404, { detail: 'not found' });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    problems,
    failNext: (status) => {
      failStatus = status;
    },
    setTransaction: (providerOrderId, transaction) => {
      transactions.set(String(providerOrderId), transaction);
      // A refund or void may name it from now on.
      payments.set(String(transaction.id), transaction);
    },
    failNextRefund: (status) => {
      refundFailStatus = status;
    },
    stallNextRefund: (ms) => {
      refundStallMs = ms;
    },
    onCallback: (deliver, secret) => {
      callbackTarget = { deliver, secret };
    },
    callbacksDelivered: async () => {
      while (deliveries.length > 0) await Promise.all(deliveries.splice(0));
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
