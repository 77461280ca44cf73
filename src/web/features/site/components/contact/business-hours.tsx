import { localDigits } from '../../../../../shared/digits';
import type { StoreProfile } from '../../../../../shared/schemas/site';
import { Badge } from '../../../../components/ui/badge';
import { ClockIcon } from '../../../../components/ui/more-icons';
import { useNow } from '../../../../lib/page-time';
import { useTranslation } from '../../../../lib/translation';
import { useBilingual, useLang } from '../../../../lib/use-lang';
import { formatClock, type OpenState, openState, weekdayName } from '../../opening-hours';

const MINUTE = 60_000;

function useStateText() {
  const { t } = useTranslation();
  const lang = useLang();
  return (state: OpenState): string => {
    if (state.open) return t('contact.until', { time: formatClock(state.closesAt, lang) });
    if (!state.next) return '';
    const time = formatClock(state.next.time, lang);
    if (state.next.inDays === 0) return t('contact.opensToday', { time });
    if (state.next.inDays === 1) return t('contact.opensTomorrow', { time });
    return t('contact.opensOn', { day: weekdayName(state.next.day, lang), time });
  };
}

/** Business hours as the shop words them, with "open now" computed on Cairo's clock. */
export function BusinessHours({ store }: { store: StoreProfile }) {
  const { t } = useTranslation();
  const bilingual = useBilingual();
  const lang = useLang();
  // Refreshed every minute, so the badge flips at opening and closing time.
  const now = new Date(useNow(MINUTE));
  const stateText = useStateText();
  const state = store.openingHours ? openState(store.openingHours, now) : null;
  return (
    <section
      aria-labelledby="contact-hours"
      className="flex flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="contact-hours" className="flex items-center gap-2 text-lg font-bold text-ink">
          <ClockIcon className="size-5 text-brand-700" />
          {t('contact.hours')}
        </h2>
        {state ? (
          <p
            className="flex flex-wrap items-center gap-2 text-sm text-slate-700"
            aria-live="polite"
          >
            <Badge tone={state.open ? 'success' : 'neutral'}>
              <span
                aria-hidden="true"
                className={`me-1.5 size-2 rounded-full ${state.open ? 'bg-brand-600' : 'bg-slate-400'}`}
              />
              {state.open ? t('contact.openNow') : t('contact.closedNow')}
            </Badge>
            <span>{stateText(state)}</span>
          </p>
        ) : null}
      </div>
      <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-2 text-sm">
        {store.businessHours.map((entry) => (
          <div key={entry.days.en} className="contents">
            <dt className="text-slate-700">{bilingual(entry.days)}</dt>
            <dd className="font-semibold text-ink">{localDigits(bilingual(entry.hours), lang)}</dd>
          </div>
        ))}
      </dl>
      <p className="text-xs text-slate-600">{t('contact.cairoTime')}</p>
    </section>
  );
}
