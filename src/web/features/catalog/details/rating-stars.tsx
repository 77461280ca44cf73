import { formatNumber } from '../../../lib/format';
import { useTranslation } from '../../../lib/translation';
import { useLang } from '../../../lib/use-lang';

const STAR = 'M12 2.8l2.8 5.9 6.4.8-4.7 4.4 1.2 6.4L12 17.2l-5.7 3.1 1.2-6.4-4.7-4.4 6.4-.8z';

function Star({ fill }: { fill: number }) {
  return (
    <span className="relative inline-block size-5">
      <svg
        viewBox="0 0 24 24"
        aria-hidden="true"
        className="absolute inset-0 size-5 text-slate-300"
      >
        <path d={STAR} fill="currentColor" />
      </svg>
      {/* Partial fill from the reading direction's start (from the right in Arabic). */}
      <span className="absolute inset-y-0 start-0 overflow-hidden" style={{ width: `${fill}%` }}>
        <svg viewBox="0 0 24 24" aria-hidden="true" className="size-5 max-w-none text-amber-500">
          <path d={STAR} fill="currentColor" />
        </svg>
      </span>
    </span>
  );
}

/** Stars plus '4.5 out of 5 (12 reviews)' as real text, so screen readers read the same. */
export function RatingStars({ average, count }: { average: number; count: number }) {
  const { t } = useTranslation();
  const lang = useLang();
  const value = count > 0 ? Math.min(5, Math.max(0, average)) : 0;
  const text = t('product.ratingSummary', {
    count,
    formatted: formatNumber(count, lang),
    average: formatNumber(value, lang, { maximumFractionDigits: 1 }),
  });
  return (
    <div className="flex flex-wrap items-center gap-2">
      <span className="flex" aria-hidden="true">
        {[0, 1, 2, 3, 4].map((star) => (
          <Star key={star} fill={Math.round(Math.min(1, Math.max(0, value - star)) * 100)} />
        ))}
      </span>
      <span className="text-sm text-slate-600">{text}</span>
    </div>
  );
}
