import type { OrderDetail } from '../../../../shared/schemas/orders';
import { AlertCircleIcon, CheckCircleIcon, ClockIcon } from '../../../components/ui/more-icons';
import { cn } from '../../../lib/cn';
import { formatDateTime } from '../../../lib/format';
import { useTranslation } from '../../../lib/translation';
import { useLang } from '../../../lib/use-lang';
import { buildTimeline } from '../timeline';

/**
 * Tracking timeline from the order's events (SPEC §4), dates and times in the page's language.
 * Not relative: formatRelativeTime shifts by +3 h (SPEC §1), which turns a fresh UTC timestamp
 * into "in 3 hours".
 */
export function OrderTimeline({
  order,
  showNotes = false,
}: {
  order: OrderDetail;
  /** Staff see the note given with each change (issue 25 item 2, decision 046). */
  showNotes?: boolean;
}) {
  const { t } = useTranslation();
  const lang = useLang();
  const steps = buildTimeline(order);
  return (
    <ol className="flex flex-col" aria-label={t('orders.details.tracking')}>
      {steps.map((step, index) => {
        const Icon =
          step.state === 'problem'
            ? AlertCircleIcon
            : step.state === 'done'
              ? CheckCircleIcon
              : ClockIcon;
        const last = index === steps.length - 1;
        return (
          <li key={`${step.key}-${step.at ?? index}`} className="flex gap-3">
            <div className="flex flex-col items-center">
              <span
                className={cn(
                  'flex size-8 shrink-0 items-center justify-center rounded-full',
                  step.state === 'done' && 'bg-brand-800 text-white',
                  step.state === 'problem' && 'bg-red-700 text-white',
                  step.state === 'upcoming' && 'bg-slate-100 text-slate-500 ring-1 ring-slate-300',
                )}
              >
                <Icon className="size-4" />
              </span>
              {last ? null : (
                <span
                  aria-hidden="true"
                  className={cn(
                    'my-1 w-0.5 flex-1',
                    steps[index + 1]?.state === 'upcoming' ? 'bg-slate-200' : 'bg-brand-700',
                  )}
                />
              )}
            </div>
            <div className={cn('min-w-0', last ? 'pb-0' : 'pb-5')}>
              <p
                className={cn(
                  'font-semibold',
                  step.state === 'upcoming' ? 'text-slate-600' : 'text-ink',
                  step.state === 'problem' && 'text-red-800',
                )}
              >
                {t(`orders.timeline.${step.key}`)}
              </p>
              {step.at ? (
                <p className="text-sm text-slate-600">
                  <time dateTime={step.at}>{formatDateTime(step.at, lang)}</time>
                </p>
              ) : (
                <p className="text-sm text-slate-500">{t('orders.timeline.upcoming')}</p>
              )}
              {showNotes && step.note ? (
                <p className="mt-1 whitespace-pre-line rounded-md bg-slate-50 px-2 py-1 text-sm text-slate-800">
                  {t('orders.timeline.note', { note: step.note })}
                </p>
              ) : null}
            </div>
          </li>
        );
      })}
    </ol>
  );
}
