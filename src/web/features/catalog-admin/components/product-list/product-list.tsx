import { useId } from 'react';
import { AdminListBody } from '../../../../components/admin/admin-list-body';
import { ButtonLink } from '../../../../components/ui/button';
import { BoxIcon } from '../../../../components/ui/icons';
import { useTranslation } from '../../../../lib/translation';
import { useAdminProducts } from '../../api/products';
import { ProductBulkBar } from './product-bulk-bar';
import { ProductListToolbar } from './product-list-toolbar';
import { ProductCards, ProductsTable } from './products-table';
import { SelectPageBox } from './select-boxes';
import { useAdminProductParams } from './use-admin-product-params';
import { useProductActions } from './use-product-actions';
import { useProductSelection } from './use-product-selection';

/**
 * The admin products list: filters, table (cards on phones), pagination, empty/error states, and
 * ticking products for a bulk edit (issue 22).
 */
export function ProductList() {
  const { t } = useTranslation();
  const { filters, update, clear, filtered } = useAdminProductParams();
  const query = useAdminProducts(filters);
  const actions = useProductActions();
  const selection = useProductSelection();
  const pageBoxId = useId();
  return (
    <div className="flex flex-col gap-4">
      <ProductListToolbar filters={filters} onChange={update} />
      <AdminListBody
        query={query}
        page={filters.page}
        onPageChange={(page) => update({ page })}
        filtered={filtered}
        onClear={clear}
        icon={<BoxIcon className="size-7" />}
        texts={{
          loadFailed: t('admin.products.errors.load'),
          total: (total) => t('admin.products.total', { total }),
          empty: t('admin.products.empty'),
          emptyHint: t('admin.products.emptyHint'),
          emptyFiltered: t('admin.products.emptyFiltered'),
          clear: t('admin.products.filters.clear'),
        }}
        emptyAction={<ButtonLink to="/admin/products/new">{t('admin.products.add')}</ButtonLink>}
      >
        {(products) => {
          const views = {
            products,
            onClone: actions.clone,
            onDelete: actions.requestDelete,
            cloningId: actions.cloningId,
            selection,
          };
          return (
            <>
              <ProductsTable {...views} />
              <div className="flex items-center gap-2 md:hidden">
                <SelectPageBox products={products} selection={selection} id={pageBoxId} />
                <label htmlFor={pageBoxId} className="text-sm font-semibold text-slate-800">
                  {t('admin.products.bulk.selectPage')}
                </label>
              </div>
              <ProductCards {...views} />
            </>
          );
        }}
      </AdminListBody>
      {selection.count > 0 ? <ProductBulkBar selection={selection} /> : null}
      {actions.dialog}
    </div>
  );
}
