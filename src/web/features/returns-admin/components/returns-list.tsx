import { useState } from 'react';
import { Link } from 'react-router';
import { RETURN_STATUSES, type ReturnStatus } from '../../../../shared/constants';
import { LoadFailed } from '../../../components/admin/load-failed';
import { PageHeader } from '../../../components/page-header';
import { Badge } from '../../../components/ui/badge';
import { EmptyState } from '../../../components/ui/empty-state';
import { Pagination } from '../../../components/ui/pagination';
import { Select } from '../../../components/ui/select';
import { Skeleton } from '../../../components/ui/skeleton';
import { formatEgp, formatNumber } from '../../../lib/format';
import { useTranslation } from '../../../lib/translation';
import { useLang } from '../../../lib/use-lang';
import { cairoTime, STATUS_TONE, useAdminReturns } from '../../returns';
import { AdminReturnActions } from './admin-return-actions';

/** /admin/returns: every return request, newest first, filtered by status (decision 046). */
export function ReturnsList() {
  const { t } = useTranslation();
  const lang = useLang();
  const [status, setStatus] = useState<ReturnStatus | undefined>('requested');
  const [page, setPage] = useState(1);
  const query = useAdminReturns(status, page);
  return (
    <div className="flex flex-col gap-4">
      <PageHeader title={t('returns.admin.title')} description={t('returns.admin.intro')} />
      <Select
        label={t('returns.admin.filter')}
        className="sm:max-w-64"
        value={status ?? ''}
        onChange={(event) => {
          setStatus((event.target.value || undefined) as ReturnStatus | undefined);
          setPage(1);
        }}
        options={[
          { value: '', label: t('returns.admin.all') },
          ...RETURN_STATUSES.map((key) => ({ value: key, label: t(`returns.status.${key}`) })),
        ]}
      />
      {query.isPending ? (
        <Skeleton className="h-40" />
      ) : query.isError && !query.data ? (
        <LoadFailed
          title={t('returns.admin.loadFailed')}
          error={query.error}
          onRetry={() => void query.refetch()}
        />
      ) : query.data.items.length === 0 ? (
        <EmptyState title={t('returns.admin.empty')} />
      ) : (
        <ul className="flex flex-col gap-3">
          {query.data.items.map((request) => (
            <li
              key={request.id}
              className="flex flex-col gap-2 rounded-xl border border-slate-200 bg-white p-4"
            >
              <div className="flex flex-wrap items-center justify-between gap-2">
                <Link
                  to={`/admin/orders/${request.orderId}`}
                  className="font-semibold text-brand-800 underline"
                >
                  {t('orders.number', {
                    number: formatNumber(request.orderNumber, lang, { useGrouping: false }),
                  })}{' '}
                  · {t('returns.requestLabel', { reference: request.reference })}
                </Link>
                <Badge tone={STATUS_TONE[request.status]}>
                  {t(`returns.status.${request.status}`)}
                </Badge>
              </div>
              <p className="text-sm text-slate-700">
                {request.customer?.name ?? ''} ·{' '}
                {t('returns.askedOn', { date: cairoTime(request.createdAt, lang) })} ·{' '}
                {t('returns.itemCount', {
                  count: request.items.reduce((n, item) => n + item.quantity, 0),
                })}{' '}
                · {formatEgp(request.refundAmount ?? request.estimatedRefund, lang)}
              </p>
              <p className="text-sm">
                {t(`returns.reasons.${request.reason}`)}
                {request.details ? ` — ${request.details}` : ''}
              </p>
              <AdminReturnActions request={request} />
            </li>
          ))}
        </ul>
      )}
      {query.data ? (
        <Pagination page={page} totalPages={query.data.totalPages} onPageChange={setPage} />
      ) : null}
    </div>
  );
}
