import { type ReactNode, useEffect } from 'react';
import { Link } from 'react-router';
import { LoadError } from '../../../components/load-error';
import { PageContainer, PageHeader } from '../../../components/page-header';
import { Button, buttonClasses } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { Skeleton } from '../../../components/ui/skeleton';
import { formatNumber } from '../../../lib/format';
import { useTranslation } from '../../../lib/translation';
import { useLang } from '../../../lib/use-lang';
import { useCompareProducts } from '../api/compare';
import { setCompareIds, useCompareIds } from '../compare-store';
import { CompareTable } from './compare-table';
import { CompareIcon } from './compare-toggle';

/** /compare: the chosen products side by side, or how to choose some. */
export function ComparePage() {
  const { t } = useTranslation();
  const lang = useLang();
  const ids = useCompareIds();
  const query = useCompareProducts(ids);
  const products = query.data;

  // A product the shop no longer shows is left out of the answer: drop it from the list too.
  useEffect(() => {
    if (!products || query.isPlaceholderData) return;
    const found = new Set(products.map((product) => product.id));
    if (ids.some((id) => !found.has(id))) setCompareIds(ids.filter((id) => found.has(id)));
  }, [products, ids, query.isPlaceholderData]);

  const remove = (id: string) => setCompareIds(ids.filter((other) => other !== id));
  let body: ReactNode;
  if (ids.length === 0) {
    body = (
      <EmptyState
        icon={<CompareIcon className="size-7" />}
        title={t('compare.emptyTitle')}
        description={t('compare.emptyText')}
        action={
          <Link to="/products" className={buttonClasses('primary')}>
            {t('compare.browse')}
          </Link>
        }
      />
    );
  } else if (query.isError) {
    body = (
      <LoadError
        title={t('compare.errorTitle')}
        message={query.error.message}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  } else if (!products) {
    body = <Skeleton className="h-96 w-full rounded-2xl" />;
  } else {
    const shown = products.filter((product) => ids.includes(product.id));
    body = (
      <>
        <CompareTable products={shown} onRemove={remove} />
        {shown.length < 2 ? <p className="text-slate-600">{t('compare.addMore')}</p> : null}
      </>
    );
  }

  return (
    <PageContainer>
      <PageHeader
        title={t('compare.title')}
        description={
          ids.length
            ? t('compare.intro', { count: ids.length, formatted: formatNumber(ids.length, lang) })
            : undefined
        }
        actions={
          ids.length ? (
            <>
              <Link to="/products" className={buttonClasses('secondary', 'sm')}>
                {t('compare.addProducts')}
              </Link>
              <Button variant="ghost" size="sm" onClick={() => setCompareIds([])}>
                {t('compare.clear')}
              </Button>
            </>
          ) : undefined
        }
      />
      {body}
    </PageContainer>
  );
}
