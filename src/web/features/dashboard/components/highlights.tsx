import type { Dashboard } from '../../../../shared/schemas/dashboard';
import { formatEgp, formatNumber } from '../../../lib/format';
import { useTranslation } from '../../../lib/translation';
import { useLang } from '../../../lib/use-lang';
import { formatChange, formatDay } from '../format';
import { Panel } from './panel';

/** SPEC §9's figures for the period: best day, highest revenue, average order, growth. */
export function Highlights({ data }: { data: Dashboard }) {
  const { t } = useTranslation();
  const lang = useLang();
  const {
    bestDay,
    highestRevenue,
    averageOrderValue,
    growthRate,
    firstHalfRevenue,
    secondHalfRevenue,
    firstHalfDays,
    secondHalfDays,
  } = data.highlights;
  // The growth compares revenue per day: the halves of 7 days are 3 and 4 days long (017).
  const perDay = (total: number, n: number) => (n ? Math.round((total / n) * 100) / 100 : 0);
  const days = (n: number) =>
    t('admin.dashboard.highlights.days', { count: n, formatted: formatNumber(n, lang) });
  const day = (date: string) =>
    formatDay(date, lang, { weekday: 'long', day: 'numeric', month: 'short' });
  const none = t('admin.dashboard.highlights.none');
  const items = [
    {
      key: 'bestDay',
      value: bestDay ? day(bestDay.date) : none,
      note: bestDay
        ? t('admin.dashboard.highlights.ordersCount', {
            count: bestDay.orders,
            formatted: formatNumber(bestDay.orders, lang),
          })
        : null,
    },
    {
      key: 'highestRevenue',
      value: highestRevenue ? formatEgp(highestRevenue.revenue, lang) : none,
      note: highestRevenue ? day(highestRevenue.date) : null,
    },
    {
      key: 'averageOrderValue',
      value: formatEgp(averageOrderValue, lang),
      note: t('admin.dashboard.highlights.paidOnly'),
    },
    {
      key: 'growthRate',
      value: growthRate === null ? t('admin.dashboard.new') : formatChange(growthRate, lang),
      note:
        growthRate === null
          ? t('admin.dashboard.highlights.noFirstHalf')
          : t('admin.dashboard.highlights.halves', {
              first: formatEgp(data.highlights.firstHalfRevenue, lang),
              second: formatEgp(data.highlights.secondHalfRevenue, lang),
              firstPerDay: formatEgp(perDay(firstHalfRevenue, firstHalfDays), lang),
              secondPerDay: formatEgp(perDay(secondHalfRevenue, secondHalfDays), lang),
              firstDays: days(firstHalfDays),
              secondDays: days(secondHalfDays),
            }),
    },
  ];
  return (
    <Panel
      title={t('admin.dashboard.highlights.title', {
        count: data.period,
        formatted: formatNumber(data.period, lang),
      })}
    >
      <dl className="grid grid-cols-1 gap-3 sm:grid-cols-2 xl:grid-cols-4">
        {items.map((item) => (
          <div key={item.key} className="flex flex-col gap-1 rounded-lg bg-slate-50 p-3">
            <dt className="text-xs font-semibold text-slate-600">
              {t(`admin.dashboard.highlights.${item.key}`)}
            </dt>
            <dd className="text-lg font-bold tabular-nums text-ink">
              <bdi>{item.value}</bdi>
            </dd>
            {item.note ? <dd className="text-xs text-slate-600">{item.note}</dd> : null}
          </div>
        ))}
      </dl>
    </Panel>
  );
}
