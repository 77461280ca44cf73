import { randomInt } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { formatEgp, toEgp } from '../../../shared/money';
import { signProcessedCallback, signResponseCallback } from './hmac';
import { RETURN_PATH, SANDBOX_CHECKOUT_PATH, SANDBOX_PAY_PATH } from './paths';
import { DECLINE_CARDS, SANDBOX_INTEGRATION_ID, SANDBOX_OWNER, SUCCESS_CARDS } from './sandbox';
import type { PaymentsService } from './service';
import { paymentAttempts } from './tables';

/** The sandbox provider's checkout page and its card form (see sandbox.ts). */

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
.error{background:#fdecea;color:#a1271b;padding:.6rem;border-radius:8px;margin-top:1rem}.badge{display:inline-block;background:#fff4d6;color:#7a5600;border-radius:6px;padding:.1rem .5rem;font-size:.8rem}
</style></head><body><main>${body}</main></body></html>`;
}

function checkoutForm(
  attempt: { clientSecret: string; amountPiastres: number; reference: string },
  error?: string,
  values: { name?: string; expiry?: string } = {},
): string {
  return page(
    'Sandbox card payment',
    `<span class="badge">SANDBOX — no real money</span>
<h1>Pay ${escapeHtml(formatEgp(toEgp(attempt.amountPiastres), 'en'))}</h1>
<p class="muted">Reference ${escapeHtml(attempt.reference)}. Test cards: 5123 4567 8901 2346 or 4111 1111 1111 1111 succeed, 4000 0000 0000 0002 is declined.</p>
${error ? `<p class="error" role="alert">${escapeHtml(error)}</p>` : ''}
<form method="post" action="${SANDBOX_PAY_PATH}">
<input type="hidden" name="clientSecret" value="${escapeHtml(attempt.clientSecret)}">
<label>Card number<input name="cardNumber" inputmode="numeric" autocomplete="cc-number" required></label>
<label>Name on card<input name="name" autocomplete="cc-name" value="${escapeHtml(values.name ?? 'Test Account')}" required></label>
<div class="row"><div><label>Expiry (MM/YY)<input name="expiry" autocomplete="cc-exp" value="${escapeHtml(values.expiry ?? '01/39')}" required></label></div>
<div><label>CVV<input name="cvv" inputmode="numeric" autocomplete="cc-csc" required></label></div></div>
<button type="submit">Pay now</button>
</form>`,
  );
}

/** Routes of the sandbox checkout; registered only when the sandbox is the card provider. */
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

  async function openAttempt(clientSecret: unknown) {
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
    return attempt ?? null;
  }

  const gone = page(
    'Payment not available',
    '<h1>This payment is not available</h1><p class="muted">It does not exist or is already complete. <a href="/orders">Back to my orders</a></p>',
  );

  app.get(
    SANDBOX_CHECKOUT_PATH.replace('/api', ''),
    { config: { access: 'public' }, schema: { hide: true } },
    async (request, reply) => {
      const attempt = await openAttempt((request.query as { clientSecret?: unknown }).clientSecret);
      reply.type('text/html; charset=utf-8').header('cache-control', 'no-store');
      if (attempt?.status !== 'pending') return reply.status(404).send(gone);
      return checkoutForm({ ...attempt, clientSecret: attempt.clientSecret! });
    },
  );

  app.post(
    SANDBOX_PAY_PATH.replace('/api', ''),
    { config: { access: 'public', csrf: false }, schema: { hide: true } },
    async (request, reply) => {
      const form = (request.body ?? {}) as Record<string, unknown>;
      const attempt = await openAttempt(form.clientSecret);
      reply.type('text/html; charset=utf-8').header('cache-control', 'no-store');
      if (attempt?.status !== 'pending' || !attempt.providerOrderId) {
        return reply.status(404).send(gone);
      }
      const card = String(form.cardNumber ?? '').replace(/[\s-]/g, '');
      const brand = SUCCESS_CARDS[card] ?? DECLINE_CARDS[card];
      const expiry = String(form.expiry ?? '').trim();
      const cvv = String(form.cvv ?? '').trim();
      const name = String(form.name ?? '').trim();
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
        return reply.status(400).send(
          checkoutForm({ ...attempt, clientSecret: attempt.clientSecret! }, problem, {
            name,
            expiry,
          }),
        );
      }

      const success = card in SUCCESS_CARDS;
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
        is_3d_secure: true,
        integration_id: SANDBOX_INTEGRATION_ID,
        has_parent_transaction: false,
        order: { id: Number(attempt.providerOrderId), merchant_order_id: attempt.reference },
        created_at: new Date().toISOString().replace('Z', ''),
        currency: 'EGP',
        source_data: { pan: card.slice(-4), type: 'card', sub_type: brand },
        error_occured: false,
        owner: SANDBOX_OWNER,
        data: { message: success ? 'Approved' : 'Do not honour' },
        is_live: false,
      };
      // What Paymob does server to server, through the same handler as the webhook route.
      const outcome = await payments.handleProcessedCallback(
        { type: 'TRANSACTION', obj },
        signProcessedCallback(obj, secret),
      );
      request.log.info({ outcome, reference: attempt.reference }, 'sandbox card payment');

      // …and what it does in the browser: back to the shop with a signed flat query.
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
        is_3d_secure: 'true',
        integration_id: String(SANDBOX_INTEGRATION_ID),
        has_parent_transaction: 'false',
        order: String(obj.order.id),
        created_at: obj.created_at,
        currency: 'EGP',
        merchant_order_id: attempt.reference,
        error_occured: 'false',
        owner: String(SANDBOX_OWNER),
        'source_data.type': 'card',
        'source_data.pan': obj.source_data.pan,
        'source_data.sub_type': brand,
        'data.message': obj.data.message,
      };
      query.hmac = signResponseCallback(query, secret);
      return reply.redirect(`${RETURN_PATH}?${new URLSearchParams(query)}`, 303);
    },
  );
}
