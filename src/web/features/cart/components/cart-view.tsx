import { Link } from 'react-router';
import { LoadError } from '../../../components/load-error';
import { PageHeader } from '../../../components/page-header';
import { ButtonLink } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { ArrowIcon, CartIcon } from '../../../components/ui/icons';
import { useTranslation } from '../../../lib/translation';
import { useCart } from '../api/cart';
import { CartLine } from './cart-line';
import { CartSkeleton } from './cart-skeleton';
import { CartSummary, CheckoutBar } from './cart-summary';
import { ClearCartButton } from './clear-cart-button';

/** The /cart page body: loading, error, empty, or the lines with the summary. */
export function CartView() {
  const { t } = useTranslation();
  const query = useCart();
  const cart = query.data;
  const title = t('pages.cart.title');

  if (query.isPending) {
    return (
      <>
        <PageHeader title={title} />
        <CartSkeleton />
      </>
    );
  }
  if (!cart) {
    return (
      <LoadError
        title={t('cart.errorTitle')}
        message={query.error?.message ?? ''}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  }
  if (cart.items.length === 0) {
    return (
      <>
        <PageHeader title={title} />
        <EmptyState
          icon={<CartIcon className="size-7" />}
          title={t('cart.emptyTitle')}
          description={t('cart.emptyText')}
          action={<ButtonLink to="/products">{t('cart.browse')}</ButtonLink>}
        />
      </>
    );
  }

  return (
    <>
      <PageHeader title={title} actions={<ClearCartButton />} />
      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <div className="flex flex-col gap-3">
          <section aria-label={t('cart.itemsLabel')}>
            <ul className="divide-y divide-slate-100 rounded-2xl border border-slate-200 bg-white shadow-sm">
              {cart.items.map((item) => (
                <CartLine key={item.id} item={item} pending={cart.pending?.includes(item.id)} />
              ))}
            </ul>
          </section>
          <Link
            to="/products"
            className="inline-flex items-center gap-1.5 self-start rounded font-semibold text-brand-800 hover:underline"
          >
            <ArrowIcon className="size-4 rotate-180 rtl:rotate-0" />
            {t('cart.continueShopping')}
          </Link>
        </div>
        <CartSummary cart={cart} className="lg:sticky lg:top-24" />
      </div>
      <CheckoutBar cart={cart} />
    </>
  );
}
