import { useSearchParams } from 'react-router';
import { LoadError } from '../../components/load-error';
import { PageContainer, PageHeader } from '../../components/page-header';
import { ButtonLink } from '../../components/ui/button';
import { EmptyState } from '../../components/ui/empty-state';
import { ReceiptIcon } from '../../components/ui/more-icons';
import { Pagination } from '../../components/ui/pagination';
import { useOrders } from '../../features/orders/api/orders';
import { OrderList } from '../../features/orders/components/order-list';
import { OrderListSkeleton } from '../../features/orders/components/order-list-skeleton';
import { useTranslation } from '../../lib/translation';

export default function OrdersPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const orders = useOrders(page);
  const data = orders.data;

  const goTo = (next: number) => {
    setParams(next > 1 ? { page: String(next) } : {});
    window.scrollTo({ top: 0 });
  };

  let body: React.ReactNode;
  if (orders.isPending) body = <OrderListSkeleton />;
  else if (orders.isError)
    body = (
      <LoadError
        title={t('pages.orders.title')}
        message={t('orders.loadFailed')}
        onRetry={() => void orders.refetch()}
        retrying={orders.isFetching}
      />
    );
  else if (!data || data.items.length === 0)
    body = (
      <EmptyState
        icon={<ReceiptIcon className="size-7" />}
        title={t('orders.emptyTitle')}
        description={t('orders.emptyText')}
        action={<ButtonLink to="/products">{t('orders.browse')}</ButtonLink>}
      />
    );
  else
    body = (
      <>
        <OrderList orders={data.items} />
        <Pagination page={data.page} totalPages={data.totalPages} onPageChange={goTo} />
      </>
    );

  return (
    <PageContainer className="max-w-4xl">
      <PageHeader title={t('pages.orders.title')} />
      {body}
    </PageContainer>
  );
}
