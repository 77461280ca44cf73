import { useParams } from 'react-router';
import { LoadError } from '../../components/load-error';
import { PageContainer, PageHeader } from '../../components/page-header';
import { ButtonLink } from '../../components/ui/button';
import { EmptyState } from '../../components/ui/empty-state';
import { SearchIcon } from '../../components/ui/icons';
import { ChevronIcon } from '../../components/ui/more-icons';
import { Skeleton } from '../../components/ui/skeleton';
import { useOrder } from '../../features/orders/api/orders';
import { OrderView } from '../../features/orders/components/order-view';
import { isNotFound } from '../../lib/errors';
import { formatNumber } from '../../lib/format';
import { useTranslation } from '../../lib/translation';
import { useLang } from '../../lib/use-lang';
import { usePageTitle } from '../../lib/use-page-title';

function BackLink() {
  const { t } = useTranslation();
  return (
    <ButtonLink to="/orders" variant="ghost" size="sm" className="self-start">
      <ChevronIcon className="size-4 rotate-180 rtl:rotate-0" />
      {t('orders.details.back')}
    </ButtonLink>
  );
}

function NotFound() {
  const { t } = useTranslation();
  usePageTitle(t('orders.details.notFoundTitle'));
  return (
    <EmptyState
      icon={<SearchIcon className="size-7" />}
      title={t('orders.details.notFoundTitle')}
      description={t('orders.details.notFoundText')}
      action={<ButtonLink to="/orders">{t('orders.details.back')}</ButtonLink>}
    />
  );
}

export default function OrderDetailsPage() {
  const { t } = useTranslation();
  const lang = useLang();
  const { id } = useParams();
  const order = useOrder(id);

  let body: React.ReactNode;
  if (order.isPending)
    body = (
      <div role="status" aria-label={t('common.loading')} className="flex flex-col gap-4">
        <Skeleton className="h-10 w-48" />
        <Skeleton className="h-64 w-full" />
      </div>
    );
  else if (isNotFound(order.error)) body = <NotFound />;
  else if (order.isError)
    body = (
      <LoadError
        title={t('pages.orderDetails.title')}
        message={t('orders.details.loadFailed')}
        onRetry={() => void order.refetch()}
        retrying={order.isFetching}
      />
    );
  else
    body = (
      <>
        <PageHeader
          title={t('orders.number', {
            number: formatNumber(order.data.orderNumber, lang, { useGrouping: false }),
          })}
        />
        <OrderView order={order.data} />
      </>
    );

  return (
    <PageContainer className="max-w-6xl gap-4">
      <BackLink />
      {body}
    </PageContainer>
  );
}
