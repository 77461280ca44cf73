import { LoadFailed } from '../../../components/admin/load-failed';
import { PageHeader } from '../../../components/page-header';
import { Skeleton, SkeletonGroup } from '../../../components/ui/skeleton';
import { useTranslation } from '../../../lib/translation';
import { useFailureToast } from '../../../lib/use-failure-toast';
import { useLang } from '../../../lib/use-lang';
import { useDashboard } from '../api';
import { formatDay } from '../format';
import { CodFigures } from './cod-figures';
import { DashboardCharts } from './dashboard-charts';
import { AttentionLists, LatestOrders } from './dashboard-lists';
import { Highlights } from './highlights';
import { KpiCards } from './kpi-cards';
import { PeriodSwitch, usePeriod } from './period-switch';

function DashboardSkeleton() {
  return (
    <SkeletonGroup className="flex flex-col gap-4">
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-2 xl:grid-cols-4">
        {[0, 1, 2, 3].map((n) => (
          <Skeleton key={n} className="h-32" />
        ))}
      </div>
      <Skeleton className="h-28" />
      <div className="grid grid-cols-1 gap-4 xl:grid-cols-2">
        <Skeleton className="h-72" />
        <Skeleton className="h-72" />
      </div>
    </SkeletonGroup>
  );
}

/** The admin home: the period's figures and charts, then what needs attention now. */
export function DashboardView() {
  const { t } = useTranslation();
  const lang = useLang();
  const [period, setPeriod] = usePeriod();
  const query = useDashboard(period);
  const loadFailed = t('admin.dashboard.loadFailed');
  useFailureToast(query.error, query.errorUpdatedAt, loadFailed);
  const data = query.data;
  const range = (options: Intl.DateTimeFormatOptions) =>
    data
      ? t('admin.dashboard.range', {
          from: formatDay(data.from, lang, options),
          to: formatDay(data.to, lang, options),
        })
      : undefined;

  return (
    <div className="flex flex-col gap-4">
      <PageHeader
        title={t('admin.pages.dashboard.title')}
        description={range({ day: 'numeric', month: 'long', year: 'numeric' })}
        actions={<PeriodSwitch period={period} onChange={setPeriod} />}
      />
      {data ? (
        <div
          className="flex flex-col gap-4 transition-opacity"
          aria-busy={query.isFetching}
          style={{ opacity: query.isPlaceholderData ? 0.6 : 1 }}
        >
          <KpiCards data={data} />
          <Highlights data={data} />
          <DashboardCharts data={data} />
          <CodFigures data={data} />
          <div className="grid grid-cols-1 gap-4 xl:grid-cols-2">
            <LatestOrders data={data} />
            <AttentionLists data={data} />
          </div>
        </div>
      ) : query.isError ? (
        <LoadFailed title={loadFailed} error={query.error} onRetry={() => void query.refetch()} />
      ) : (
        <DashboardSkeleton />
      )}
    </div>
  );
}
