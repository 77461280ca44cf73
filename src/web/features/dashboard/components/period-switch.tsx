import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { DASHBOARD_PERIODS, type DashboardPeriod } from '../../../../shared/constants';
import { cn } from '../../../lib/cn';
import { formatNumber } from '../../../lib/format';
import { useTranslation } from '../../../lib/translation';
import { useLang } from '../../../lib/use-lang';

/** The period of the URL (?period=30), the last 7 days when missing or unknown. */
export function usePeriod(): [DashboardPeriod, (period: DashboardPeriod) => void] {
  const [params, setParams] = useSearchParams();
  const value = Number(params.get('period'));
  const period = DASHBOARD_PERIODS.find((p) => p === value) ?? 7;
  const change = useCallback(
    (next: DashboardPeriod) =>
      setParams((current) => {
        const updated = new URLSearchParams(current);
        if (next === 7) updated.delete('period');
        else updated.set('period', String(next));
        return updated;
      }),
    [setParams],
  );
  return [period, change];
}

/** 7 / 30 / 90 days as one group of toggle buttons. */
export function PeriodSwitch({
  period,
  onChange,
}: {
  period: DashboardPeriod;
  onChange: (period: DashboardPeriod) => void;
}) {
  const { t } = useTranslation();
  const lang = useLang();
  return (
    <fieldset className="flex items-center gap-2">
      <legend className="sr-only">{t('admin.dashboard.period')}</legend>
      <div className="inline-flex rounded-lg border border-slate-300 bg-white p-0.5">
        {DASHBOARD_PERIODS.map((days) => (
          <button
            key={days}
            type="button"
            aria-pressed={days === period}
            onClick={() => onChange(days)}
            className={cn(
              'h-9 rounded-md px-3 text-sm font-semibold transition-colors',
              days === period ? 'bg-brand-800 text-white' : 'text-slate-700 hover:bg-slate-100',
            )}
          >
            {t('admin.dashboard.lastDays', { count: days, formatted: formatNumber(days, lang) })}
          </button>
        ))}
      </div>
    </fieldset>
  );
}
