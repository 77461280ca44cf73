import { LoadError } from '../../components/load-error';
import { PageContainer, PageHeader } from '../../components/page-header';
import { ButtonLink } from '../../components/ui/button';
import { EmptyState } from '../../components/ui/empty-state';
import { CartIcon } from '../../components/ui/icons';
import { Skeleton } from '../../components/ui/skeleton';
import { useSession } from '../../features/auth/api/session';
import { useCart } from '../../features/cart/api/cart';
import { useLastShipping } from '../../features/checkout/api/prefill';
import { CheckoutForm } from '../../features/checkout/components/checkout-form';
import { checkoutDefaults } from '../../features/checkout/defaults';
import { UnpaidOrderNotice } from '../../features/orders/components/unpaid-order-notice';
import { useTranslation } from '../../lib/translation';

function CheckoutSkeleton() {
  const { t } = useTranslation();
  return (
    <div
      role="status"
      aria-label={t('common.loading')}
      className="grid gap-4 lg:grid-cols-[minmax(0,1fr)_24rem]"
    >
      <Skeleton className="h-96 w-full rounded-2xl" />
      <Skeleton className="h-72 w-full rounded-2xl" />
    </div>
  );
}

export default function CheckoutPage() {
  const { t } = useTranslation();
  const { user } = useSession();
  const cart = useCart();
  const last = useLastShipping();

  let body: React.ReactNode;
  if (cart.isPending || last.isPending) body = <CheckoutSkeleton />;
  else if (cart.isError)
    body = (
      <LoadError
        title={t('pages.checkout.title')}
        message={t('checkout.loadFailed')}
        onRetry={() => void cart.refetch()}
        retrying={cart.isFetching}
      />
    );
  else if (cart.data.items.length === 0)
    body = (
      <>
        {/* Back from the card page without paying: the order the cart became (issue 24). */}
        <UnpaidOrderNotice />
        <EmptyState
          icon={<CartIcon className="size-7" />}
          title={t('checkout.emptyTitle')}
          description={t('checkout.emptyText')}
          action={<ButtonLink to="/products">{t('checkout.browse')}</ButtonLink>}
        />
      </>
    );
  else
    body = <CheckoutForm cart={cart.data} defaults={checkoutDefaults(user, last.data ?? null)} />;

  return (
    <PageContainer className="max-w-6xl">
      <PageHeader title={t('pages.checkout.title')} />
      {body}
    </PageContainer>
  );
}
