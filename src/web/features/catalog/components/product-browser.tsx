import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useEffect } from 'react';
import { useNavigate } from 'react-router';
import { DEFAULT_PAGE_SIZE } from '../../../../shared/constants';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { BoxIcon, WifiOffIcon } from '../../../components/ui/icons';
import { Pagination } from '../../../components/ui/pagination';
import { cn } from '../../../lib/cn';
import { formatNumber } from '../../../lib/format';
import { useTranslation } from '../../../lib/translation';
import { useLang } from '../../../lib/use-lang';
import { type ProductListParams, productsQuery, useProducts } from '../api/catalog';
import {
  apiSort,
  type ProductFilters as Filters,
  useProductSearchParams,
} from '../use-product-search-params';
import { ProductFilters } from './product-filters';
import { ProductGrid, ProductGridSkeleton } from './product-grid';

interface ProductBrowserProps {
  /** Category slug fixed by the page (category/:slug); otherwise the filter comes from the URL. */
  fixedCategory?: string;
}

/** Search, filter, sort and paginate products; all state lives in the URL. */
export function ProductBrowser({ fixedCategory }: ProductBrowserProps) {
  const { t } = useTranslation();
  const lang = useLang();
  const queryClient = useQueryClient();
  const listed = (shown: Filters): ProductListParams => ({
    search: shown.search || undefined,
    category: fixedCategory ?? (shown.category || undefined),
    sort: apiSort(shown.sort),
    page: shown.page,
    pageSize: DEFAULT_PAGE_SIZE,
  });
  // The next list is asked for as it is picked, not once the page has rendered the new address
  // (a transition: a few hundred ms on a phone, bench:list-pick).
  const { filters, update, clear } = useProductSearchParams(
    (next) => void queryClient.prefetchQuery(productsQuery(listed(next))),
  );
  const query = useProducts(listed(filters));
  const hasFilters = Boolean(filters.search || (!fixedCategory && filters.category));
  const navigate = useNavigate();
  // The owner sends this term to a category (Admin → Search terms): go there. The answer
  // already lists that category's products, so the page the server rendered is not empty
  // while the browser moves on.
  const redirect = fixedCategory ? null : (query.data?.redirect ?? null);
  useEffect(() => {
    if (redirect) void navigate(`/category/${redirect.slug}`, { replace: true });
  }, [redirect, navigate]);
  const didYouMean = query.data?.items.length === 0 ? query.data.didYouMean : null;

  const goToPage = (page: number) => {
    update({ page });
    window.scrollTo({ top: 0, behavior: 'smooth' });
  };

  let body: ReactNode;
  if (query.isPending) {
    body = <ProductGridSkeleton count={8} />;
  } else if (query.isError && !query.data) {
    body = (
      <EmptyState
        role="alert"
        icon={<WifiOffIcon className="size-7" />}
        title={t('products.errorTitle')}
        description={query.error.message}
        action={
          <Button onClick={() => void query.refetch()} loading={query.isFetching}>
            {t('common.retry')}
          </Button>
        }
      />
    );
  } else if (!query.data || query.data.items.length === 0) {
    body = (
      <EmptyState
        role="status"
        icon={<BoxIcon className="size-7" />}
        title={t('products.emptyTitle')}
        description={hasFilters ? t('products.emptyFiltered') : t('products.emptyAll')}
        action={
          didYouMean ? (
            <Button variant="secondary" onClick={() => update({ search: didYouMean })}>
              {t('search.didYouMean', { query: didYouMean })}
            </Button>
          ) : hasFilters ? (
            <Button variant="secondary" onClick={clear}>
              {t('products.clearFilters')}
            </Button>
          ) : null
        }
      />
    );
  } else {
    const { items, total, totalPages, page } = query.data;
    body = (
      <>
        <p className="text-sm text-slate-600" aria-live="polite">
          {t('products.resultCount', { count: total, formatted: formatNumber(total, lang) })}
        </p>
        <ProductGrid
          products={items}
          eagerCount={4}
          heading="h2"
          className={cn('transition-opacity', query.isPlaceholderData && 'opacity-60')}
        />
        <Pagination page={page} totalPages={totalPages} onPageChange={goToPage} className="pt-2" />
      </>
    );
  }

  return (
    <div className="flex flex-col gap-4 sm:gap-6">
      <ProductFilters filters={filters} onChange={update} showCategory={!fixedCategory} />
      {/* Pulses while a sort or category picked before the app ran waits for it (main.tsx). */}
      <div
        className="flex flex-col gap-4"
        aria-busy={query.isFetching || undefined}
        data-follows-choice
      >
        {body}
      </div>
    </div>
  );
}
