import { type ReactNode, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, ButtonLink } from '../../../../components/ui/button';
import { EmptyState } from '../../../../components/ui/empty-state';
import { BoxIcon } from '../../../../components/ui/icons';
import { Pagination } from '../../../../components/ui/pagination';
import { formatNumber } from '../../../../lib/format';
import { useLang } from '../../../../lib/use-lang';
import { useAdminProducts } from '../../api/products';
import { useFailureToast } from '../../lib/use-failure-toast';
import { ListSkeleton } from '../shared/list-skeleton';
import { ProductListToolbar } from './product-list-toolbar';
import { ProductCards, ProductsTable } from './products-table';
import { useAdminProductParams } from './use-admin-product-params';
import { useProductActions } from './use-product-actions';

/** The admin products list: filters, table (cards on phones), pagination, empty/error states. */
export function ProductList() {
  const { t } = useTranslation();
  const lang = useLang();
  const { filters, update, clear, filtered } = useAdminProductParams();
  const query = useAdminProducts(filters);
  const actions = useProductActions();
  const loadFailed = t('admin.products.errors.load');
  useFailureToast(query.error, query.errorUpdatedAt, loadFailed);
  const data = query.data;

  // Deleting the last product of the last page: step back to the page that still exists.
  useEffect(() => {
    if (data && data.totalPages > 0 && filters.page > data.totalPages) {
      update({ page: data.totalPages });
    }
  }, [data, filters.page, update]);

  let content: ReactNode;
  if (query.isPending) content = <ListSkeleton />;
  else if (query.isError && !data) {
    content = (
      <EmptyState
        role="alert"
        title={loadFailed}
        description={query.error.message}
        action={<Button onClick={() => query.refetch()}>{t('common.retry')}</Button>}
      />
    );
  } else if (!data?.items.length) {
    content = filtered ? (
      <EmptyState
        icon={<BoxIcon className="size-7" />}
        title={t('admin.products.emptyFiltered')}
        action={
          <Button variant="secondary" onClick={clear}>
            {t('admin.products.filters.clear')}
          </Button>
        }
      />
    ) : (
      <EmptyState
        icon={<BoxIcon className="size-7" />}
        title={t('admin.products.empty')}
        description={t('admin.products.emptyHint')}
        action={<ButtonLink to="/admin/products/new">{t('admin.products.add')}</ButtonLink>}
      />
    );
  } else {
    const views = {
      products: data.items,
      onClone: actions.clone,
      onDelete: actions.requestDelete,
      cloningId: actions.cloningId,
    };
    content = (
      <div className="flex flex-col gap-3" aria-busy={query.isFetching}>
        <p className="text-sm text-slate-600" aria-live="polite">
          {t('admin.products.total', { total: formatNumber(data.total, lang) })}
        </p>
        <ProductsTable {...views} />
        <ProductCards {...views} />
        <Pagination
          page={data.page}
          totalPages={data.totalPages}
          onPageChange={(page) => update({ page })}
        />
      </div>
    );
  }

  return (
    <div className="flex flex-col gap-4">
      <ProductListToolbar filters={filters} onChange={update} />
      {content}
      {actions.dialog}
    </div>
  );
}
