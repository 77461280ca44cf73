import type { ReactNode } from 'react';
import type { ComparedFigure, Dashboard } from '../../../../shared/schemas/dashboard';
import { TrendIcon, UsersIcon, WalletIcon } from '../../../components/admin/admin-icons';
import { ReceiptIcon } from '../../../components/ui/more-icons';
import { cn } from '../../../lib/cn';
import { formatEgp, formatNumber } from '../../../lib/format';
import { useTranslation } from '../../../lib/translation';
import { useLang } from '../../../lib/use-lang';
import { formatChange } from '../format';

/** ▲ 12.5% in green, ▼ 3% in red, "new" when the previous period had nothing. */
export function ChangeBadge({ change }: { change: number | null }) {
  const { t } = useTranslation();
  const lang = useLang();
  if (change === null) {
    return (
      <span className="rounded-full bg-sky-50 px-2 py-0.5 text-xs font-semibold text-sky-900">
        {t('admin.dashboard.new')}
      </span>
    );
  }
  const tone =
    change > 0
      ? 'bg-brand-50 text-brand-900'
      : change < 0
        ? 'bg-red-50 text-red-800'
        : 'bg-slate-100 text-slate-700';
  return (
    <span className={cn('rounded-full px-2 py-0.5 text-xs font-semibold tabular-nums', tone)}>
      <span aria-hidden="true">{change > 0 ? '▲ ' : change < 0 ? '▼ ' : ''}</span>
      <bdi>{formatChange(change, lang)}</bdi>
    </span>
  );
}

function KpiCard({
  label,
  counts,
  icon,
  figure,
  format,
  period,
}: {
  label: string;
  /** What the figure counts, in a few words (issue 25: every figure says what it counts). */
  counts: string;
  icon: ReactNode;
  figure: ComparedFigure;
  format: (value: number) => string;
  period: number;
}) {
  const { t } = useTranslation();
  const lang = useLang();
  return (
    <div className="flex flex-col gap-2 rounded-xl border border-slate-200 bg-white p-4">
      <div className="flex items-center justify-between gap-2">
        <h2 className="text-sm font-semibold text-slate-600">{label}</h2>
        <span className="flex size-9 items-center justify-center rounded-lg bg-brand-50 text-brand-800">
          {icon}
        </span>
      </div>
      <p className="text-2xl font-extrabold tabular-nums text-ink">{format(figure.current)}</p>
      <p className="text-xs text-slate-600">{counts}</p>
      <div className="flex flex-wrap items-center gap-2 text-xs text-slate-600">
        <ChangeBadge change={figure.change} />
        <span>
          {t('admin.dashboard.previous', {
            count: period,
            formatted: formatNumber(period, lang),
            value: format(figure.previous),
          })}
        </span>
      </div>
    </div>
  );
}

/** Revenue, orders, average order value and new customers against the previous period. */
export function KpiCards({ data }: { data: Dashboard }) {
  const { t } = useTranslation();
  const lang = useLang();
  const money = (value: number) => formatEgp(value, lang);
  const count = (value: number) => formatNumber(value, lang);
  const cards = [
    { key: 'revenue', icon: <WalletIcon />, format: money },
    { key: 'orders', icon: <ReceiptIcon />, format: count },
    { key: 'averageOrderValue', icon: <TrendIcon />, format: money },
    { key: 'newCustomers', icon: <UsersIcon />, format: count },
  ] as const;
  return (
    <div className="grid grid-cols-1 gap-3 sm:grid-cols-2 xl:grid-cols-4">
      {cards.map(({ key, icon, format }) => (
        <KpiCard
          key={key}
          label={t(`admin.dashboard.cards.${key}`)}
          counts={t(`admin.dashboard.counts.${key}`)}
          icon={icon}
          figure={data.cards[key]}
          format={format}
          period={data.period}
        />
      ))}
    </div>
  );
}
