import { Alert } from '../../../components/ui/alert';
import { Button, ButtonLink } from '../../../components/ui/button';
import { PriceTag } from '../../../components/ui/price-tag';
import { cn } from '../../../lib/cn';
import { formatEgp } from '../../../lib/format';
import { useTranslation } from '../../../lib/translation';
import { useLang } from '../../../lib/use-lang';
import { loginPathFor } from '../../auth';
import { useSession } from '../../auth/api/session';
import { type CartView, shownDiscounts } from '../api/cart-math';
import { CouponField } from './coupon-field';

/** Guests log in first and come back to checkout (the /checkout guard would do it too). */
function useCheckoutTarget(): string {
  const { isAuthenticated } = useSession();
  return isAuthenticated ? '/checkout' : loginPathFor('/checkout');
}

export function CheckoutButton({ cart, className }: { cart: CartView; className?: string }) {
  const { t } = useTranslation();
  const target = useCheckoutTarget();
  const blocked = cart.items.some((line) => !line.inStock);
  if (blocked)
    return (
      <Button size="lg" disabled className={className}>
        {t('cart.checkout')}
      </Button>
    );
  return (
    <ButtonLink to={target} size="lg" variant="accent" className={className}>
      {t('cart.checkout')}
    </ButtonLink>
  );
}

function FreeShippingHint({ cart }: { cart: CartView }) {
  const { t } = useTranslation();
  const lang = useLang();
  if (cart.shipping <= 0 || cart.freeShippingThreshold === null) return null;
  if (shownDiscounts(cart.discounts, cart.shipping).waiver) return null; // free with the code
  // The server says what is missing (after any discount on the items): the web adds up nothing.
  const gap = cart.freeShippingRemaining;
  const threshold = cart.freeShippingThreshold;
  if (gap === null || typeof threshold !== 'number') {
    return <p className="text-sm text-brand-900">{t('cart.freeShippingGeneric')}</p>;
  }
  const progress = Math.min(100, Math.round((cart.subtotal / threshold) * 100));
  return (
    <div className="flex flex-col gap-2 rounded-xl bg-brand-50 p-3 text-sm text-brand-900">
      <p>{t('cart.freeShippingHint', { amount: formatEgp(gap, lang) })}</p>
      <div aria-hidden="true" className="h-1.5 overflow-hidden rounded-full bg-brand-100">
        <div className="h-full rounded-full bg-brand-700" style={{ width: `${progress}%` }} />
      </div>
    </div>
  );
}

/** The amounts of the cart as the server sent them: subtotal, discounts, shipping, total. */
function CartAmounts({ cart }: { cart: CartView }) {
  const { t } = useTranslation();
  const lang = useLang();
  const { waiver, lines } = shownDiscounts(cart.discounts, cart.shipping);
  const pending = Boolean(cart.pending?.length);
  return (
    // While a changed quantity awaits the server's price, the amounts are the previous ones.
    <dl
      aria-busy={pending || undefined}
      className={cn(
        'flex flex-col gap-2.5 text-slate-700 transition-opacity',
        pending && 'opacity-60',
      )}
    >
      <div className="flex items-center justify-between gap-3">
        <dt>{t('cart.subtotal')}</dt>
        <dd>
          <PriceTag amount={cart.subtotal} className="font-semibold" />
        </dd>
      </div>
      {lines.map((discount) => (
        <div
          key={`${discount.kind}:${discount.appliesTo}:${discount.code ?? ''}`}
          className="flex items-center justify-between gap-3 text-brand-800"
        >
          <dt className="min-w-0 break-words">
            {discount.code
              ? t('coupon.discount', { code: discount.code })
              : t('coupon.discountNoCode')}
          </dt>
          <dd className="shrink-0 font-semibold tabular-nums">
            {t('coupon.minus', { amount: formatEgp(discount.amount, lang) })}
          </dd>
        </div>
      ))}
      <div className="flex items-start justify-between gap-3">
        <dt className="flex min-w-0 flex-col">
          {t('cart.shipping')}
          {waiver?.code ? (
            <span className="break-words text-xs text-brand-800">
              {t('coupon.shippingWaived', { code: waiver.code })}
            </span>
          ) : null}
        </dt>
        <dd className="flex shrink-0 flex-wrap items-center justify-end gap-x-2">
          {cart.shipping > 0 && !waiver ? (
            <PriceTag amount={cart.shipping} className="font-semibold" />
          ) : (
            <>
              {cart.shipping > 0 ? <WasAmount amount={cart.shipping} /> : null}
              <span className="font-semibold text-brand-800">{t('cart.freeShipping')}</span>
            </>
          )}
        </dd>
      </div>
      <div className="flex items-center justify-between gap-3 border-t border-slate-200 pt-3">
        <dt className="font-bold text-ink">{t('cart.total')}</dt>
        <dd>
          <PriceTag amount={cart.total} className="text-xl" />
        </dd>
      </div>
    </dl>
  );
}

/** An amount no longer charged, struck through ("was EGP 75" for screen readers). */
function WasAmount({ amount }: { amount: number }) {
  const { t } = useTranslation();
  const lang = useLang();
  const was = formatEgp(amount, lang);
  return (
    <s className="whitespace-nowrap text-sm tabular-nums text-slate-600 decoration-slate-500">
      <span className="sr-only">{t('product.wasPrice', { price: was })}</span>
      <span aria-hidden="true">{was}</span>
    </s>
  );
}

/** The discount code, the amounts (or the free-shipping hint) and the way to checkout. */
export function CartSummary({ cart, className }: { cart: CartView; className?: string }) {
  const { t } = useTranslation();
  const { isAuthenticated } = useSession();
  const blocked = cart.items.some((line) => !line.inStock);
  return (
    <section
      aria-labelledby="cart-summary-title"
      className={cn(
        'flex flex-col gap-4 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5',
        className,
      )}
    >
      <h2 id="cart-summary-title" className="text-lg font-bold text-ink">
        {t('cart.summaryTitle')}
      </h2>
      <CouponField coupon={cart.coupon} />
      <CartAmounts cart={cart} />
      <FreeShippingHint cart={cart} />
      {blocked ? <Alert tone="error">{t('cart.outOfStockNote')}</Alert> : null}
      {/* On phones the sticky bar carries the checkout button. */}
      <div className="flex flex-col gap-2 max-lg:hidden">
        <CheckoutButton cart={cart} className="w-full" />
        {isAuthenticated ? null : (
          <p className="text-balance text-center text-sm text-slate-600">{t('cart.guestNote')}</p>
        )}
      </div>
    </section>
  );
}

/** Phones: the total and checkout stay in reach at the bottom of the screen while scrolling. */
export function CheckoutBar({ cart }: { cart: CartView }) {
  const { t } = useTranslation();
  return (
    <div className="sticky bottom-0 z-30 -mx-4 border-t border-slate-200 bg-white/95 px-4 pt-3 pb-[max(0.75rem,env(safe-area-inset-bottom))] shadow-[0_-4px_12px_rgb(15_23_42/0.06)] backdrop-blur sm:-mx-6 sm:px-6 lg:hidden">
      <div className="flex items-center justify-between gap-3">
        <div className="flex flex-col">
          <span className="text-xs text-slate-600">{t('cart.total')}</span>
          <PriceTag
            amount={cart.total}
            className={cn(
              'text-lg transition-opacity',
              Boolean(cart.pending?.length) && 'opacity-60',
            )}
          />
        </div>
        <CheckoutButton cart={cart} className="flex-1 sm:flex-none" />
      </div>
    </div>
  );
}
