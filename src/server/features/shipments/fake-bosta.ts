import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A fake Bosta on 127.0.0.1 for tests (as fake-paymob.ts is Paymob's): the API v2 routes the
 * provider calls, checked the way Bosta documents them; records every request; can be told to
 * fail or stall the next call; and sends the webhook of each state change it is told about.
 */
export interface FakeBosta {
  /** The base URL, as BOSTA_BASE_URL (…/api/v2). */
  url: string;
  requests: { method: string; path: string; headers: IncomingMessage['headers']; body: unknown }[];
  problems: string[];
  deliveries: Map<string, FakeDelivery>;
  /** The next call (to `path`, e.g. '/deliveries', when given) answers this status, once. */
  failNext(status: number, message?: string, path?: string): void;
  /**
   * The next call (to `path` when given) does its work and answers only after `ms` (a client's
   * timeout: it happened).
   */
  stallNext(ms: number, path?: string): void;
  /**
   * The next answer waits until the webhooks of the state changes its call made are delivered:
   * Bosta's report of a termination reaching the shop before its answer to the termination.
   */
  reportBeforeAnswering(): void;
  /** Moves a delivery to a state and sends its webhook (when a target is set). */
  setState(
    trackingNumber: string,
    code: number,
    options?: { type?: string; at?: Date; authorization?: string },
  ): void;
  /** Where webhooks go, with the Authorization header Bosta would send. */
  onWebhook(
    deliver: (body: Record<string, unknown>, headers: Record<string, string>) => unknown,
    authorization: string,
  ): void;
  /** Waits for the webhooks sent so far to be delivered. */
  webhooksDelivered(): Promise<void>;
  close(): Promise<void>;
}

export interface FakeDelivery {
  _id: string;
  trackingNumber: string;
  businessReference: string;
  cod: number;
  state: number;
  type: string;
  updatedAt: Date;
  body: Record<string, unknown>;
}

export const FAKE_AIRWAY_BILL = '%PDF-1.4\n% fake Bosta airway bill\n';

export async function startFakeBosta(apiKey = 'bosta-test-key'): Promise<FakeBosta> {
  const requests: FakeBosta['requests'] = [];
  const problems: string[] = [];
  const deliveries = new Map<string, FakeDelivery>();
  let failNext: { status: number; message: string; path?: string } | null = null;
  let stall: { ms: number; path?: string } | null = null;
  let reportFirst = false;
  let next = 7_100_000_000;
  let target: { deliver: Parameters<FakeBosta['onWebhook']>[0]; authorization: string } | null =
    null;
  const pending: Promise<unknown>[] = [];

  const server: Server = createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk) => {
      raw += chunk;
    });
    req.on('end', () => {
      let body: Record<string, unknown> = {};
      if (raw) {
        try {
          body = JSON.parse(raw);
        } catch {
          problems.push(`${req.url}: body is not JSON`);
        }
      }
      const url = new URL(req.url ?? '/', 'http://fake');
      const path = url.pathname.replace(/^\/api\/v2/, '');
      requests.push({
        method: req.method ?? '',
        path: `${path}${url.search}`,
        headers: req.headers,
        body,
      });
      const answer = (status: number, json: unknown) => {
        const write = () => {
          if (res.writableEnded || res.destroyed) return;
          res.writeHead(status, { 'content-type': 'application/json' });
          res.end(JSON.stringify(json));
        };
        const wait = stall && (!stall.path || stall.path === path) ? stall.ms : 0;
        if (wait > 0) stall = null;
        const send = () => (wait > 0 ? setTimeout(write, wait) : write());
        if (!reportFirst) return send();
        reportFirst = false;
        void Promise.allSettled([...pending]).then(send);
      };
      const ok = (data: unknown) => answer(200, { success: true, message: 'Done', data });
      if (!url.pathname.startsWith('/api/v2/')) problems.push(`${req.url}: not under /api/v2`);
      if (req.headers.authorization !== apiKey) {
        problems.push(`${req.method} ${path}: authorization header`);
        return answer(401, { success: false, message: 'User is not authorized!', errorCode: 1007 });
      }
      if (failNext && (!failNext.path || failNext.path === path)) {
        const { status, message } = failNext;
        failNext = null;
        return answer(status, { success: false, message });
      }

      if (req.method === 'POST' && path === '/deliveries') {
        if (url.searchParams.get('apiVersion') !== '1') problems.push('create: apiVersion=1');
        if (body.type !== 10) problems.push('create: type must be 10 (Deliver)');
        const specs = (body.specs ?? {}) as { packageDetails?: { itemsCount?: unknown } };
        if (!Number.isInteger(specs.packageDetails?.itemsCount))
          problems.push('create: specs.packageDetails.itemsCount');
        if (typeof body.cod !== 'number' || body.cod < 0) problems.push('create: cod');
        const address = (body.dropOffAddress ?? {}) as Record<string, unknown>;
        if (typeof address.city !== 'string') problems.push('create: dropOffAddress.city');
        if (typeof address.firstLine !== 'string' || address.firstLine.length <= 5)
          problems.push('create: dropOffAddress.firstLine');
        const receiver = (body.receiver ?? {}) as Record<string, unknown>;
        for (const key of ['firstName', 'lastName', 'phone'])
          if (typeof receiver[key] !== 'string' || receiver[key] === '')
            problems.push(`create: receiver.${key}`);
        if (typeof body.businessReference !== 'string') problems.push('create: businessReference');
        next += 1;
        const delivery: FakeDelivery = {
          _id: `bosta_${next}`,
          trackingNumber: String(next),
          businessReference: String(body.businessReference),
          cod: body.cod as number,
          state: 10,
          type: 'SEND',
          updatedAt: new Date(),
          body,
        };
        deliveries.set(delivery.trackingNumber, delivery);
        return ok({
          _id: delivery._id,
          trackingNumber: delivery.trackingNumber,
          state: { code: 10, value: 'Pickup requested' },
          message: 'Delivery created successfully',
        });
      }
      if (req.method === 'POST' && path === '/deliveries/search') {
        const found = [...deliveries.values()].filter(
          (d) => d.businessReference === body.businessReference,
        );
        return ok({ deliveries: found.map(view), count: found.length });
      }
      if (req.method === 'POST' && path === '/deliveries/mass-awb') {
        const delivery = deliveries.get(String(body.trackingNumbers));
        if (!delivery) return answer(404, { success: false, message: 'Delivery not found' });
        return ok(
          Buffer.from(`${FAKE_AIRWAY_BILL}${delivery.trackingNumber}\n`).toString('base64'),
        );
      }
      const one = path.match(/^\/deliveries\/business\/([^/]+)(\/terminate)?$/);
      const delivery = one ? deliveries.get(decodeURIComponent(one[1])) : undefined;
      if (one && !delivery) return answer(404, { success: false, message: 'Delivery not found' });
      if (delivery && req.method === 'GET' && !one?.[2]) return ok(view(delivery));
      if (delivery && req.method === 'DELETE' && one?.[2]) {
        if (delivery.state >= 21 && delivery.state !== 47) {
          return answer(400, { success: false, message: 'Delivery cannot be terminated now' });
        }
        move(delivery, 48);
        return ok({ message: 'Delivery terminated' });
      }
      answer(404, { success: false, message: 'not found' });
    });
  });

  function view(delivery: FakeDelivery) {
    return {
      _id: delivery._id,
      trackingNumber: delivery.trackingNumber,
      businessReference: delivery.businessReference,
      state: { code: delivery.state, value: `state ${delivery.state}` },
      type: {
        code: delivery.type === 'RTO' ? 20 : 10,
        value: delivery.type === 'RTO' ? 'RTO' : 'Send',
      },
      cod: delivery.cod,
      updatedAt: delivery.updatedAt.toISOString(),
    };
  }

  function move(
    delivery: FakeDelivery,
    code: number,
    type?: string,
    at?: Date,
    authorization?: string,
  ) {
    delivery.state = code;
    if (type) delivery.type = type;
    delivery.updatedAt = at ?? new Date();
    const hook = target;
    if (!hook) return;
    const body = {
      _id: delivery._id,
      trackingNumber: delivery.trackingNumber,
      state: code,
      type: delivery.type,
      cod: delivery.cod,
      businessReference: delivery.businessReference,
      timeStamp: delivery.updatedAt.getTime(),
    };
    pending.push(
      new Promise((resolve) => setImmediate(resolve)).then(() =>
        hook.deliver(body, { authorization: authorization ?? hook.authorization }),
      ),
    );
  }

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/api/v2`,
    requests,
    problems,
    deliveries,
    failNext: (status, message = 'failure', path) => {
      failNext = { status, message, path };
    },
    stallNext: (ms, path) => {
      stall = { ms, path };
    },
    reportBeforeAnswering: () => {
      reportFirst = true;
    },
    setState: (trackingNumber, code, options = {}) => {
      const delivery = deliveries.get(trackingNumber);
      if (!delivery) throw new Error(`no fake delivery ${trackingNumber}`);
      move(delivery, code, options.type, options.at, options.authorization);
    },
    onWebhook: (deliver, authorization) => {
      target = { deliver, authorization };
    },
    webhooksDelivered: async () => {
      while (pending.length > 0) await Promise.all(pending.splice(0));
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
