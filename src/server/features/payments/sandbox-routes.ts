import { randomInt } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { formatEgp, toEgp } from '../../../shared/money';
import { signProcessedCallback, signResponseCallback } from './hmac';
import {
  RETURN_PATH,
  SANDBOX_CHECKOUT_PATH,
  SANDBOX_KIOSK_PAID_PATH,
  SANDBOX_PAY_PATH,
} from './paths';
import {
  DECLINE_CARDS,
  DECLINE_OTP,
  INSTALMENT_PLANS,
  SANDBOX_INTEGRATION_IDS,
  SANDBOX_OTP,
  SANDBOX_OWNER,
  SUCCESS_CARDS,
  walletProviderOf,
} from './sandbox';
import type { PaymentsService } from './service';
import { paymentAttempts } from './tables';

/**
 * The sandbox provider's checkout pages (see sandbox.ts), one per method (decision 041): the
 * card form (Apple Pay too), the wallet's phone number then OTP, the instalment plans, and the
 * kiosk reference with a "mark paid" button standing in for the customer at the kiosk. Each
 * ends as Paymob would: a signed processed callback through the real webhook handler, then the
 * browser back to the real return route with a signed query.
 */

const escapeHtml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en" dir="ltr"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>
body{font-family:system-ui,sans-serif;background:#f3f5f7;margin:0;padding:2rem 1rem;color:#1d2b36}
main{max-width:26rem;margin:auto;background:#fff;border-radius:12px;padding:1.5rem;box-shadow:0 2px 12px #0001}
h1{font-size:1.2rem;margin:0 0 .25rem}.muted{color:#5b6b78;font-size:.9rem}
label{display:block;margin-top:.9rem;font-size:.9rem}input{width:100%;box-sizing:border-box;padding:.6rem;border:1px solid #c9d3db;border-radius:8px;font-size:1rem}
.row{display:flex;gap:.75rem}.row>div{flex:1}button{margin-top:1.2rem;width:100%;padding:.75rem;border:0;border-radius:8px;background:#0b6cff;color:#fff;font-size:1rem}
.plan{display:flex;gap:.6rem;align-items:center;border:1px solid #c9d3db;border-radius:8px;padding:.6rem;margin-top:.6rem}.plan input{width:auto}
.reference{font-size:2rem;font-weight:700;letter-spacing:.15em;text-align:center;margin:1rem 0}
a.button{display:block;text-align:center;margin-top:.9rem}
.error{background:#fdecea;color:#a1271b;padding:.6rem;border-radius:8px;margin-top:1rem}.badge{display:inline-block;background:#fff4d6;color:#7a5600;border-radius:6px;padding:.1rem .5rem;font-size:.8rem}
</style></head><body><main>${body}</main></body></html>`;
}

type Attempt = typeof paymentAttempts.$inferSelect;
type OpenAttempt = Attempt & { clientSecret: string; providerOrderId: string };

const BADGE = '<span class="badge">SANDBOX — no real money</span>';
const amountOf = (attempt: Attempt) => escapeHtml(formatEgp(toEgp(attempt.amountPiastres), 'en'));
const secretField = (attempt: OpenAttempt) =>
  `<input type="hidden" name="clientSecret" value="${escapeHtml(attempt.clientSecret)}">`;
const errorBox = (error?: string) =>
  error ? `<p class="error" role="alert">${escapeHtml(error)}</p>` : '';

function cardForm(
  attempt: OpenAttempt,
  error?: string,
  values: { name?: string; expiry?: string } = {},
): string {
  const applePay = attempt.method === 'apple_pay';
  return page(
    applePay ? 'Sandbox Apple Pay' : 'Sandbox card payment',
    `${BADGE}
<h1>${applePay ? 'Apple Pay: pay' : 'Pay'} ${amountOf(attempt)}</h1>
<p class="muted">Reference ${escapeHtml(attempt.reference)}.${applePay ? ' Apple Pay is tested as a card.' : ''} Test cards: 5123 4567 8901 2346 or 4111 1111 1111 1111 succeed, 4000 0000 0000 0002 is declined.</p>
${errorBox(error)}
<form method="post" action="${SANDBOX_PAY_PATH}">
${secretField(attempt)}
<label>Card number<input name="cardNumber" inputmode="numeric" autocomplete="cc-number" required></label>
<label>Name on card<input name="name" autocomplete="cc-name" value="${escapeHtml(values.name ?? 'Test Account')}" required></label>
<div class="row"><div><label>Expiry (MM/YY)<input name="expiry" autocomplete="cc-exp" value="${escapeHtml(values.expiry ?? '01/39')}" required></label></div>
<div><label>CVV<input name="cvv" inputmode="numeric" autocomplete="cc-csc" required></label></div></div>
<button type="submit">Pay now</button>
</form>`,
  );
}

/** The wallet: the phone number first, then (with `phone`) the OTP the wallet "sent". */
function walletForm(attempt: OpenAttempt, phone?: string, error?: string): string {
  const provider = phone ? walletProviderOf(phone) : null;
  const step = phone
    ? `<p class="muted">${escapeHtml(provider ?? 'Your wallet')} sent a code to ${escapeHtml(phone)}. Test OTP: ${SANDBOX_OTP} succeeds, ${DECLINE_OTP} is declined.</p>
<input type="hidden" name="phone" value="${escapeHtml(phone)}">
<label>One-time code (OTP)<input name="otp" inputmode="numeric" autocomplete="one-time-code" required></label>
<button type="submit">Confirm payment</button>`
    : `<p class="muted">Vodafone Cash (010), e&amp; money (011), Orange Cash (012) or WE Pay (015).</p>
<label>Wallet phone number<input name="phone" inputmode="tel" autocomplete="tel" placeholder="01012345678" required></label>
<button type="submit">Send the code</button>`;
  return page(
    'Sandbox mobile wallet',
    `${BADGE}
<h1>Mobile wallet: pay ${amountOf(attempt)}</h1>
<p class="muted">Reference ${escapeHtml(attempt.reference)}.</p>
${errorBox(error)}
<form method="post" action="${SANDBOX_PAY_PATH}">
${secretField(attempt)}
${step}
</form>`,
  );
}

function instalmentsForm(attempt: OpenAttempt, error?: string): string {
  const plans = INSTALMENT_PLANS.map(
    (plan, index) =>
      `<label class="plan"><input type="radio" name="plan" value="${escapeHtml(plan.id)}"${index === 0 ? ' checked' : ''}> ${escapeHtml(plan.label)}</label>`,
  ).join('\n');
  return page(
    'Sandbox instalments',
    `${BADGE}
<h1>Instalments: ${amountOf(attempt)}</h1>
<p class="muted">Reference ${escapeHtml(attempt.reference)}. Choose a plan; the last one is declined.</p>
${errorBox(error)}
<form method="post" action="${SANDBOX_PAY_PATH}">
${secretField(attempt)}
${plans}
<button type="submit">Confirm the plan</button>
</form>`,
  );
}

/** The kiosk reference, until when, and the sandbox's stand-in for paying it at a kiosk. */
function kioskPage(attempt: OpenAttempt): string {
  const until = attempt.expiresAt
    ? new Intl.DateTimeFormat('en-GB', {
        dateStyle: 'medium',
        timeStyle: 'short',
        timeZone: 'Africa/Cairo',
      }).format(attempt.expiresAt)
    : 'tomorrow';
  const back = `/payment/success?${new URLSearchParams({ order: attempt.orderId })}`;
  return page(
    'Sandbox kiosk payment',
    `${BADGE}
<h1>Pay ${amountOf(attempt)} at a kiosk</h1>
<p class="muted">Give this reference at any Aman or Masary kiosk before ${escapeHtml(until)} (Cairo time).</p>
<p class="reference" data-kiosk-reference>${escapeHtml(attempt.kioskReference ?? '')}</p>
<form method="post" action="${SANDBOX_KIOSK_PAID_PATH}">
${secretField(attempt)}
<button type="submit">Mark paid (the customer paid at the kiosk)</button>
</form>
<a class="button" href="${escapeHtml(back)}">Back to the shop</a>`,
  );
}

/** What the method's source looks like in Paymob's transaction (PAYMOB.md §3: signed fields). */
interface Source {
  pan: string;
  type: string;
  subType: string;
}

/** Routes of the sandbox checkout; registered only when the sandbox is the payment gateway. */
export async function sandboxRoutes(app: FastifyInstance, payments: PaymentsService) {
  const { db } = app.ctx;
  const secret = payments.provider!.hmacSecret;

  // A plain HTML form posts url-encoded fields (this plugin's scope only).
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(String(body))));
    },
  );

  async function openAttempt(clientSecret: unknown): Promise<OpenAttempt | null> {
    if (typeof clientSecret !== 'string' || clientSecret === '') return null;
    const [attempt] = await db
      .select()
      .from(paymentAttempts)
      .where(
        and(
          eq(paymentAttempts.clientSecret, clientSecret),
          eq(paymentAttempts.provider, 'sandbox'),
        ),
      );
    if (attempt?.status !== 'pending' || !attempt.clientSecret || !attempt.providerOrderId) {
      return null;
    }
    return attempt as OpenAttempt;
  }

  const gone = page(
    'Payment not available',
    '<h1>This payment is not available</h1><p class="muted">It does not exist or is already complete. <a href="/orders">Back to my orders</a></p>',
  );

  const html = (reply: FastifyReply) =>
    reply.type('text/html; charset=utf-8').header('cache-control', 'no-store');

  /**
   * What Paymob does once the customer is done: the processed callback server to server,
   * through the same handler as the webhook route, then the browser back to the shop with a
   * signed flat query (PAYMOB.md §2).
   */
  async function settle(
    request: FastifyRequest,
    reply: FastifyReply,
    attempt: OpenAttempt,
    outcome: { success: boolean; source: Source; message: string },
  ) {
    const { success, source } = outcome;
    const method = (
      attempt.method in SANDBOX_INTEGRATION_IDS ? attempt.method : 'card'
    ) as keyof typeof SANDBOX_INTEGRATION_IDS;
    const integrationId = SANDBOX_INTEGRATION_IDS[method];
    const obj = {
      id: randomInt(100_000_000, 2 ** 47),
      pending: false,
      amount_cents: attempt.amountPiastres,
      success,
      is_auth: false,
      is_capture: false,
      is_standalone_payment: true,
      is_voided: false,
      is_refunded: false,
      is_3d_secure: source.type === 'card',
      integration_id: integrationId,
      has_parent_transaction: false,
      order: { id: Number(attempt.providerOrderId), merchant_order_id: attempt.reference },
      created_at: new Date().toISOString().replace('Z', ''),
      currency: 'EGP',
      source_data: { pan: source.pan, type: source.type, sub_type: source.subType },
      error_occured: false,
      owner: SANDBOX_OWNER,
      data: { message: outcome.message },
      is_live: false,
    };
    const result = await payments.handleProcessedCallback(
      { type: 'TRANSACTION', obj },
      signProcessedCallback(obj, secret),
    );
    request.log.info({ outcome: result, reference: attempt.reference, method }, 'sandbox payment');

    const query: Record<string, string> = {
      id: String(obj.id),
      pending: 'false',
      amount_cents: String(obj.amount_cents),
      success: String(success),
      is_auth: 'false',
      is_capture: 'false',
      is_standalone_payment: 'true',
      is_voided: 'false',
      is_refunded: 'false',
      is_3d_secure: String(obj.is_3d_secure),
      integration_id: String(integrationId),
      has_parent_transaction: 'false',
      order: String(obj.order.id),
      created_at: obj.created_at,
      currency: 'EGP',
      merchant_order_id: attempt.reference,
      error_occured: 'false',
      owner: String(SANDBOX_OWNER),
      'source_data.type': source.type,
      'source_data.pan': source.pan,
      'source_data.sub_type': source.subType,
      'data.message': outcome.message,
    };
    query.hmac = signResponseCallback(query, secret);
    return reply.redirect(`${RETURN_PATH}?${new URLSearchParams(query)}`, 303);
  }

  app.get(
    SANDBOX_CHECKOUT_PATH.replace('/api', ''),
    { config: { access: 'public' }, schema: { hide: true } },
    async (request, reply) => {
      const attempt = await openAttempt((request.query as { clientSecret?: unknown }).clientSecret);
      html(reply);
      if (!attempt) return reply.status(404).send(gone);
      switch (attempt.method) {
        case 'wallet':
          return walletForm(attempt);
        case 'instalments':
          return instalmentsForm(attempt);
        case 'kiosk':
          return kioskPage(attempt);
        default:
          return cardForm(attempt);
      }
    },
  );

  app.post(
    SANDBOX_PAY_PATH.replace('/api', ''),
    { config: { access: 'public', csrf: false }, schema: { hide: true } },
    async (request, reply) => {
      const form = (request.body ?? {}) as Record<string, unknown>;
      const attempt = await openAttempt(form.clientSecret);
      html(reply);
      if (!attempt) return reply.status(404).send(gone);
      const field = (name: string) => String(form[name] ?? '').trim();

      if (attempt.method === 'wallet') {
        const phone = field('phone').replace(/[\s-]/g, '');
        const provider = walletProviderOf(phone);
        if (!provider) {
          return reply
            .status(400)
            .send(
              walletForm(attempt, undefined, 'Enter an Egyptian wallet number, e.g. 01012345678.'),
            );
        }
        const otp = field('otp');
        if (otp === '') return walletForm(attempt, phone);
        if (otp !== SANDBOX_OTP && otp !== DECLINE_OTP) {
          return reply
            .status(400)
            .send(walletForm(attempt, phone, `Wrong code: the sandbox's code is ${SANDBOX_OTP}.`));
        }
        const success = otp === SANDBOX_OTP;
        return settle(request, reply, attempt, {
          success,
          source: { pan: phone, type: 'wallet', subType: provider },
          message: success ? 'Approved' : 'Wallet declined the payment',
        });
      }

      if (attempt.method === 'instalments') {
        const plan = INSTALMENT_PLANS.find((candidate) => candidate.id === field('plan'));
        if (!plan) {
          return reply.status(400).send(instalmentsForm(attempt, 'Choose one of the plans.'));
        }
        return settle(request, reply, attempt, {
          success: plan.approved,
          source: { pan: '', type: 'installment', subType: plan.provider },
          message: plan.approved ? `Approved: ${plan.label}` : 'Instalment plan declined',
        });
      }

      if (attempt.method === 'kiosk') return kioskPage(attempt);

      // The card form: the card itself, and Apple Pay (tested as a card).
      const card = field('cardNumber').replace(/[\s-]/g, '');
      const brand = SUCCESS_CARDS[card] ?? DECLINE_CARDS[card];
      const expiry = field('expiry');
      const cvv = field('cvv');
      const name = field('name');
      const problem = !brand
        ? 'Use one of the test cards shown above.'
        : !/^(0[1-9]|1[0-2])\/\d{2}$/.test(expiry)
          ? 'Enter the expiry as MM/YY.'
          : !/^\d{3,4}$/.test(cvv)
            ? 'Enter the 3-digit CVV.'
            : name === ''
              ? 'Enter the name on the card.'
              : null;
      if (problem) {
        return reply.status(400).send(cardForm(attempt, problem, { name, expiry }));
      }
      const success = card in SUCCESS_CARDS;
      return settle(request, reply, attempt, {
        success,
        source: { pan: card.slice(-4), type: 'card', subType: brand },
        message: success ? 'Approved' : 'Do not honour',
      });
    },
  );

  // The customer paid the kiosk reference: Paymob's callback arrives (the sandbox sends it).
  app.post(
    SANDBOX_KIOSK_PAID_PATH.replace('/api', ''),
    { config: { access: 'public', csrf: false }, schema: { hide: true } },
    async (request, reply) => {
      const form = (request.body ?? {}) as Record<string, unknown>;
      const attempt = await openAttempt(form.clientSecret);
      html(reply);
      if (attempt?.method !== 'kiosk') return reply.status(404).send(gone);
      return settle(request, reply, attempt, {
        success: true,
        source: { pan: '', type: 'aggregator', subType: 'AGGREGATOR' },
        message: `Paid at a kiosk with reference ${attempt.kioskReference ?? ''}`,
      });
    },
  );
}
