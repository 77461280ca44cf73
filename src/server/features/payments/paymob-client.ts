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
}

export interface Intention {
  intentionId: string;
  /** Paymob's order id: callbacks carry it as obj.order.id / order. */
  providerOrderId: string;
  clientSecret: string;
  /** Where the browser goes to pay. */
  redirectUrl: string;
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
  integrationId: number;
  /** api_key of the status inquiry's auth call; PAYMOB_API_KEY, else the secret key. */
  apiKey?: string;
  timeoutMs?: number;
}

const NA = (value: string | null | undefined) => {
  const v = (value ?? '').trim();
  return v === '' ? 'NA' : v;
};

/** The JSON body of POST /v1/intention/ (PAYMOB.md §1); throws if the items do not add up. */
export function intentionBody(request: IntentionRequest, integrationId: number) {
  const amount = request.amountPiastres;
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
    payment_methods: [Math.trunc(Number(integrationId))],
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
  };
}

/** Paymob over HTTP: intention (§1) and status inquiry (§5). */
export function createPaymobClient(options: PaymobClientOptions) {
  const base = options.apiUrl.replace(/\/$/, '');
  const timeoutMs = options.timeoutMs ?? 10_000;

  async function post(path: string, body: unknown, headers: Record<string, string> = {}) {
    let res: Response;
    let raw: string;
    try {
      res = await fetch(`${base}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json', ...headers },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(timeoutMs),
      });
      // Inside the same limit: a provider that sends its headers and then stalls is as stuck.
      raw = await res.text();
    } catch (error) {
      throw new PaymobError(`Paymob ${path} unreachable: ${(error as Error).message}`);
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
      };
    },

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
