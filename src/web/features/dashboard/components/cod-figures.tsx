import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { Dashboard } from '../../../../shared/schemas/dashboard';
import { formatEgp, formatNumber } from '../../../lib/format';
import { useTranslation } from '../../../lib/translation';
import { useLang } from '../../../lib/use-lang';
import { formatCompact } from '../format';
import { Panel } from './panel';
import { TimeSeriesChart } from './time-series-chart';

function Figure({
  label,
  value,
  hint,
  action,
}: {
  label: string;
  value: string;
  /** What the figure counts, in words. */
  hint: string;
  action?: ReactNode;
}) {
  return (
    <div className="flex flex-col gap-1 rounded-lg border border-slate-200 p-3">
      <h3 className="text-sm font-semibold text-slate-600">{label}</h3>
      <p className="text-2xl font-extrabold tabular-nums text-ink">{value}</p>
      <p className="text-xs text-slate-600">{hint}</p>
      {action}
    </div>
  );
}

/**
 * Cash on delivery (decision 043): the cash still to collect and the orders awaiting
 * confirmation now, the cash collected in the period and per Cairo day — each saying what it
 * counts.
 */
export function CodFigures({ data }: { data: Dashboard }) {
  const { t } = useTranslation();
  const lang = useLang();
  const cod = data.cashOnDelivery;
  const count = (n: number) => ({ count: n, n: formatNumber(n, lang) });
  return (
    <Panel title={t('admin.dashboard.cod.title')}>
      <div className="grid grid-cols-1 gap-3 md:grid-cols-3">
        <Figure
          label={t('admin.dashboard.cod.toCollect')}
          value={formatEgp(cod.toCollect.amount, lang)}
          hint={t('admin.dashboard.cod.toCollectHint', count(cod.toCollect.orders))}
        />
        <Figure
          label={t('admin.dashboard.cod.collected')}
          value={formatEgp(cod.collected.amount, lang)}
          hint={t('admin.dashboard.cod.collectedHint', count(cod.collected.orders))}
        />
        <Figure
          label={t('admin.dashboard.cod.awaiting')}
          value={formatNumber(cod.awaitingConfirmation, lang)}
          hint={t('admin.dashboard.cod.awaitingHint')}
          action={
            cod.awaitingConfirmation > 0 ? (
              <Link
                to="/admin/orders?deliveryStatus=awaiting_confirmation&paymentStatus=pending"
                className="self-start text-sm font-semibold text-brand-800 hover:underline"
              >
                {t('admin.dashboard.cod.showAwaiting')}
              </Link>
            ) : null
          }
        />
      </div>
      <TimeSeriesChart
        title={t('admin.dashboard.cod.perDay')}
        valueLabel={t('admin.dashboard.cod.collected')}
        kind="bar"
        points={cod.collectedDaily.map((d) => ({ date: d.date, value: d.amount }))}
        formatValue={(value) => formatEgp(value, lang)}
        formatTick={(value) => formatCompact(value, lang)}
      />
    </Panel>
  );
}
