/** One line of the intention; `amountPiastres` is the unit price. */
export interface IntentionItem {
  name: string;
  description: string;
  amountPiastres: number;
  quantity: number;
}

export interface IntentionBilling {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  street?: string | null;
  city?: string | null;
  state?: string | null;
  country?: string | null;
  postalCode?: string | null;
}

export interface IntentionRequest {
  amountPiastres: number;
  items: IntentionItem[];
  billing: IntentionBilling;
  /** special_reference: `<orderNumber>-<attempt>`. */
  reference: string;
  notificationUrl: string;
  redirectionUrl: string;
  /**
   * The method's integration id for `payment_methods` (decision 041); absent: the client's own
   * (the card's). Never from the browser: configuration only.
   */
  integrationId?: number;
  /** Seconds the intention stays payable (Paymob's `expiration`); absent: Paymob's default. */
  expirationSeconds?: number;
}

export interface Intention {
  intentionId: string;
  /** Paymob's order id: callbacks carry it as obj.order.id / order. */
  providerOrderId: string;
  clientSecret: string;
  /** Where the browser goes to pay. */
  redirectUrl: string;
  /** Paymob's payment keys of the intention, one per integration (the kiosk's pay call). */
  paymentKeys?: { integration: number; key: string }[];
}

/** What the payments service needs from a card provider: real Paymob or the sandbox. */
export interface CardProvider {
  readonly kind: 'paymob' | 'sandbox';
  /** Key of the callback HMACs. */
  readonly hmacSecret: string;
  createIntention(request: IntentionRequest): Promise<Intention>;
  /** Where the browser pays for an intention (its client secret). */
  checkoutUrl(clientSecret: string): string;
  /**
   * The last transaction of a Paymob order, asked for when no callback came (null: none yet).
   * Absent when the provider cannot be asked (the sandbox calls the webhook itself).
   */
  inquire?(providerOrderId: string): Promise<Record<string, unknown> | null>;
  /**
   * Kiosk (Aman/Masary): asks for the bill reference the customer pays with, with the payment
   * key of the intention's kiosk integration (decision 041).
   */
  payAtKiosk?(paymentKey: string): Promise<{ billReference: string }>;
  /**
   * Where the browser shows a kiosk reference: Paymob has no page for it, so the shop's own
   * result page (`resultUrl`); the sandbox has its page with a "mark paid" button.
   */
  kioskPageUrl?(clientSecret: string, resultUrl: string): string;
}

export class PaymobError extends Error {
  constructor(
    message: string,
    readonly status?: number,
    readonly body?: unknown,
  ) {
    super(message);
    this.name = 'PaymobError';
  }
}

export interface PaymobClientOptions {
  apiUrl: string;
  secretKey: string;
  publicKey: string;
  hmacSecret: string;
  /** The card's integration id; the other methods send theirs with each intention. */
  integrationId?: number;
  /** api_key of the status inquiry's auth call; PAYMOB_API_KEY, else the secret key. */
  apiKey?: string;
  timeoutMs?: number;
}

const NA = (value: string | null | undefined) => {
  const v = (value ?? '').trim();
  return v === '' ? 'NA' : v;
};

/** The JSON body of POST /v1/intention/ (PAYMOB.md §1); throws if the items do not add up. */
export function intentionBody(request: IntentionRequest, integrationId: number | undefined) {
  const amount = request.amountPiastres;
  const paymentMethod = Math.trunc(Number(request.integrationId ?? integrationId));
  if (!Number.isSafeInteger(paymentMethod) || paymentMethod <= 0) {
    throw new PaymobError('no integration id for this payment method');
  }
  if (!Number.isSafeInteger(amount) || amount <= 0) {
    throw new PaymobError(`amount must be a positive integer of piastres, got ${amount}`);
  }
  const items = request.items.map((item) => ({
    name: item.name.slice(0, 50),
    amount: item.amountPiastres,
    description: item.description.slice(0, 255),
    quantity: item.quantity,
  }));
  const sum = items.reduce((total, item) => total + item.amount * item.quantity, 0);
  if (items.some((i) => !Number.isSafeInteger(i.amount) || !Number.isSafeInteger(i.quantity))) {
    throw new PaymobError('item amounts and quantities must be integers');
  }
  if (sum !== amount) throw new PaymobError(`items sum to ${sum}, amount is ${amount}`);
  const b = request.billing;
  return {
    amount,
    currency: 'EGP',
    payment_methods: [paymentMethod],
    items,
    billing_data: {
      first_name: NA(b.firstName),
      last_name: NA(b.lastName),
      email: NA(b.email),
      phone_number: NA(b.phone),
      street: NA(b.street),
      building: 'NA',
      floor: 'NA',
      apartment: 'NA',
      city: NA(b.city),
      state: NA(b.state),
      country: NA(b.country),
      postal_code: NA(b.postalCode),
    },
    special_reference: request.reference,
    notification_url: request.notificationUrl,
    redirection_url: request.redirectionUrl,
    ...(request.expirationSeconds ? { expiration: Math.trunc(request.expirationSeconds) } : {}),
  };
}

/**
 * One JSON POST to Paymob (the intention, the inquiry, refunds and voids: paymob-refunds.ts).
 * Throws a PaymobError: with the HTTP status when Paymob answered an error, without one when it
 * could not be reached or did not answer in time (`cause`: the network error).
 */
export async function paymobPost(
  options: { apiUrl: string; timeoutMs?: number },
  path: string,
  body: unknown,
  headers: Record<string, string> = {},
) {
  let res: Response;
  let raw: string;
  try {
    res = await fetch(`${options.apiUrl.replace(/\/$/, '')}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json', ...headers },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(options.timeoutMs ?? 10_000),
    });
    // Inside the same limit: a provider that sends its headers and then stalls is as stuck.
    raw = await res.text();
  } catch (error) {
    const failure = new PaymobError(`Paymob ${path} unreachable: ${(error as Error).message}`);
    throw Object.assign(failure, { cause: error });
  }
  let json: unknown = null;
  try {
    json = raw ? JSON.parse(raw) : null;
  } catch {
    json = raw;
  }
  if (!res.ok) throw new PaymobError(`Paymob ${path} answered ${res.status}`, res.status, json);
  return (json ?? {}) as Record<string, unknown>;
}

/** Paymob's `payment_keys` of an intention answer, the well-formed ones. */
const paymentKeysOf = (value: unknown): { integration: number; key: string }[] =>
  Array.isArray(value)
    ? value.flatMap((entry) => {
        const { integration, key } = (entry ?? {}) as { integration?: unknown; key?: unknown };
        return typeof integration === 'number' && typeof key === 'string' && key !== ''
          ? [{ integration, key }]
          : [];
      })
    : [];

/** Paymob over HTTP: intention (§1), status inquiry (§5) and the kiosk's pay call. */
export function createPaymobClient(options: PaymobClientOptions) {
  const base = options.apiUrl.replace(/\/$/, '');
  const timeoutMs = options.timeoutMs ?? 10_000;

  const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
    paymobPost({ apiUrl: base, timeoutMs }, path, body, headers);

  const provider: CardProvider = {
    kind: 'paymob',
    hmacSecret: options.hmacSecret,

    async createIntention(request) {
      const json = await post('/v1/intention/', intentionBody(request, options.integrationId), {
        authorization: `Token ${options.secretKey}`,
      });
      const intentionId = json.id;
      const providerOrderId = json.intention_order_id;
      const clientSecret = json.client_secret;
      if (
        typeof intentionId !== 'string' ||
        (typeof providerOrderId !== 'number' && typeof providerOrderId !== 'string') ||
        typeof clientSecret !== 'string'
      ) {
        throw new PaymobError('Paymob intention answer is incomplete', 201, json);
      }
      return {
        intentionId,
        providerOrderId: String(providerOrderId),
        clientSecret,
        redirectUrl: provider.checkoutUrl(clientSecret),
        paymentKeys: paymentKeysOf(json.payment_keys),
      };
    },

    async payAtKiosk(paymentKey) {
      // Paymob's "pay" call with the kiosk (aggregator) source: a pending transaction whose
      // data.bill_reference is what the customer tells the kiosk (decision 041).
      const json = await post('/api/acceptance/payments/pay', {
        source: { identifier: 'AGGREGATOR', subtype: 'AGGREGATOR' },
        payment_token: paymentKey,
      });
      const data = (json.data ?? {}) as Record<string, unknown>;
      const reference = data.bill_reference;
      if (typeof reference !== 'number' && (typeof reference !== 'string' || reference === '')) {
        throw new PaymobError('Paymob kiosk answer has no bill reference', 200, json);
      }
      return { billReference: String(reference) };
    },

    kioskPageUrl: (_clientSecret, resultUrl) => resultUrl,

    checkoutUrl(clientSecret) {
      const query = new URLSearchParams({ publicKey: options.publicKey, clientSecret });
      return `${base}/unifiedcheckout/?${query}`;
    },

    async inquire(providerOrderId) {
      const { token } = await post('/api/auth/tokens', {
        api_key: options.apiKey ?? options.secretKey,
      });
      if (typeof token !== 'string') throw new PaymobError('Paymob auth answered no token');
      try {
        return await post('/api/ecommerce/orders/transaction_inquiry', {
          auth_token: token,
          order_id: Number(providerOrderId),
        });
      } catch (error) {
        if (error instanceof PaymobError && error.status === 404) return null;
        throw error;
      }
    },
  };
  return provider;
}
