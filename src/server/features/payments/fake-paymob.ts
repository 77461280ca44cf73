import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A fake Paymob on 127.0.0.1 for tests: records requests and checks the intention body. */
export interface FakePaymob {
  url: string;
  requests: { path: string; headers: IncomingMessage['headers']; body: unknown }[];
  problems: string[];
  /** Next intention answers with this status (e.g. 500), once. */
  failNext(status: number): void;
  /** What the transaction inquiry answers for a Paymob order (unset: 404, no transaction). */
  setTransaction(providerOrderId: string | number, transaction: Record<string, unknown>): void;
  close(): Promise<void>;
}

export async function startFakePaymob(
  expect: { secretKey: string; integrationId: number; apiKey?: string } = {
    secretKey: 'egy_sk_test_x',
    integrationId: 4097558,
  },
): Promise<FakePaymob> {
  const requests: FakePaymob['requests'] = [];
  const problems: string[] = [];
  let failStatus: number | null = null;
  let orderId = 300_000_000;
  const transactions = new Map<string, Record<string, unknown>>();

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
        if (!Array.isArray(methods) || methods[0] !== expect.integrationId)
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
        return send(201, {
          id: `pi_test_${orderId}`,
          intention_order_id: orderId,
          client_secret: `egy_csk_test_${orderId}`,
          status: 'intended',
        });
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
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
