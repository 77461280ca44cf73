import { useState } from 'react';
import { Link } from 'react-router';
import type { StockMovement } from '../../../../shared/schemas/stock-alerts';
import { LoadFailed } from '../../../components/admin/load-failed';
import { SectionCard } from '../../../components/admin/section-card';
import { Badge, type BadgeTone } from '../../../components/ui/badge';
import { Pagination } from '../../../components/ui/pagination';
import { Select } from '../../../components/ui/select';
import { Skeleton, SkeletonGroup } from '../../../components/ui/skeleton';
import { cn } from '../../../lib/cn';
import { formatNumber, formatShopDateTime } from '../../../lib/format';
import { useTranslation } from '../../../lib/translation';
import { pickLocalized, useLang } from '../../../lib/use-lang';
import { useStockHistory } from '../api';

const TONES: Record<StockMovement['reason'], BadgeTone> = {
  order: 'info',
  cancellation: 'warning',
  return: 'warning',
  import: 'neutral',
  manual: 'neutral',
  bulk: 'neutral',
};

export interface StockHistoryPanelProps {
  productId: string;
  /**
   * The product's variants, to filter by one (their names in the admin's language); absent or
   * empty: no filter. `variantId` starts the panel on one variant.
   */
  variants?: { id: string; name: string }[];
  variantId?: string | null;
  className?: string;
}

function MovementRow({ movement }: { movement: StockMovement }) {
  const { t } = useTranslation();
  const lang = useLang();
  const up = movement.delta > 0;
  const signed = `${up ? '+' : '−'}${formatNumber(Math.abs(movement.delta), lang)}`;
  return (
    <li className="flex flex-wrap items-start justify-between gap-x-4 gap-y-1 py-2.5 text-sm">
      <div className="flex min-w-0 flex-col gap-1">
        <div className="flex flex-wrap items-center gap-2">
          <Badge tone={TONES[movement.reason]}>
            {pickLocalized(lang, movement.reasonLabel.en, movement.reasonLabel.ar)}
          </Badge>
          {movement.order ? (
            <Link
              to={`/admin/orders/${movement.order.id}`}
              className="font-semibold text-brand-800 hover:underline"
            >
              {t('stockHistory.order', { number: movement.order.number })}
            </Link>
          ) : null}
        </div>
        {movement.variantName ? (
          <span className="text-slate-700">
            {pickLocalized(lang, movement.variantName.en, movement.variantName.ar)}
            {movement.sku ? (
              <>
                <span aria-hidden="true"> · </span>
                <bdi dir="ltr">{movement.sku}</bdi>
              </>
            ) : null}
          </span>
        ) : null}
        <span className="text-xs text-slate-600">
          <time dateTime={movement.createdAt}>{formatShopDateTime(movement.createdAt, lang)}</time>
          <span aria-hidden="true"> · </span>
          {movement.actor ? movement.actor.name : t('stockHistory.system')}
        </span>
      </div>
      <div className="flex flex-col items-end gap-0.5">
        <span
          className={cn('font-bold tabular-nums', up ? 'text-brand-800' : 'text-red-700')}
          dir="ltr"
        >
          {signed}
        </span>
        <span className="text-xs text-slate-600">
          {t('stockHistory.after', { n: formatNumber(movement.stockAfter ?? 0, lang) })}
        </span>
      </div>
    </li>
  );
}

/**
 * The stock history of a product and its variants (decision 058): every change of a tracked
 * stock figure, newest first — why (order, cancellation, return, import, manual or bulk edit),
 * by how much, what was left, who, and the order behind it.
 */
export function StockHistoryPanel({
  productId,
  variants = [],
  variantId = null,
  className,
}: StockHistoryPanelProps) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const [variant, setVariant] = useState<string | null>(variantId);
  const query = useStockHistory(productId, variant, page);

  let body: React.ReactNode;
  if (query.data) {
    body = query.data.items.length ? (
      <>
        <ul className="divide-y divide-slate-100" aria-busy={query.isFetching || undefined}>
          {query.data.items.map((movement) => (
            <MovementRow key={movement.id} movement={movement} />
          ))}
        </ul>
        {query.data.totalPages > 1 ? (
          <Pagination page={page} totalPages={query.data.totalPages} onPageChange={setPage} />
        ) : null}
      </>
    ) : (
      <p className="text-sm text-slate-600">{t('stockHistory.empty')}</p>
    );
  } else if (query.isError) {
    body = (
      <LoadFailed
        title={t('stockHistory.loadFailed')}
        error={query.error}
        onRetry={() => void query.refetch()}
      />
    );
  } else {
    body = (
      <SkeletonGroup className="flex flex-col gap-2">
        <Skeleton className="h-12" />
        <Skeleton className="h-12" />
        <Skeleton className="h-12" />
      </SkeletonGroup>
    );
  }

  return (
    <SectionCard
      id="stock-history"
      title={t('stockHistory.title')}
      description={t('stockHistory.intro')}
      className={className}
    >
      <div className="flex flex-col gap-3">
        {variants.length ? (
          <Select
            label={t('stockHistory.variant')}
            className="sm:max-w-72"
            value={variant ?? ''}
            options={[
              { value: '', label: t('stockHistory.allVariants') },
              ...variants.map((v) => ({ value: v.id, label: v.name })),
            ]}
            onChange={(event) => {
              setVariant(event.target.value || null);
              setPage(1);
            }}
          />
        ) : null}
        {body}
      </div>
    </SectionCard>
  );
}
