import { useId } from 'react';
import { cn } from '../../lib/cn';
import { formatNumber } from '../../lib/format';
import { useTranslation } from '../../lib/translation';
import { useLang } from '../../lib/use-lang';

const STAR = 'M12 2.8l2.8 5.9 6.4.8-4.7 4.4 1.2 6.4L12 17.2l-5.7 3.1 1.2-6.4-4.7-4.4 6.4-.8z';
const VALUES = [1, 2, 3, 4, 5] as const;

/** '4 stars' / '٤ نجوم', digits in the page's language. */
function useStarsLabel() {
  const { t } = useTranslation();
  const lang = useLang();
  return (count: number) => t('reviews.stars', { count, formatted: formatNumber(count, lang) });
}

/** A review's stars as text for screen readers ('4 stars') and five icons for the eye. */
export function StarsReadOnly({ value }: { value: number }) {
  const starsLabel = useStarsLabel();
  return (
    <span className="flex">
      <span className="sr-only">{starsLabel(value)}</span>
      {VALUES.map((star) => (
        <svg
          key={star}
          viewBox="0 0 24 24"
          aria-hidden="true"
          className={cn('size-4', star <= value ? 'text-amber-500' : 'text-slate-300')}
        >
          <path d={STAR} fill="currentColor" />
        </svg>
      ))}
    </span>
  );
}

interface StarRatingInputProps {
  value: number | undefined;
  onChange: (value: number) => void;
  onBlur?: () => void;
  name?: string;
  error?: string;
  disabled?: boolean;
}

/**
 * 1–5 stars as a native radio group: arrow keys move between stars, and each radio is named
 * '4 stars' so screen readers announce the choice, not a picture.
 */
export function StarRatingInput({
  value,
  onChange,
  onBlur,
  name,
  error,
  disabled,
}: StarRatingInputProps) {
  const { t } = useTranslation();
  const starsLabel = useStarsLabel();
  const generatedName = useId();
  const errorId = useId();
  return (
    <fieldset
      className="flex flex-col gap-1.5"
      aria-describedby={error ? errorId : undefined}
      disabled={disabled}
    >
      <legend className="mb-1.5 text-sm font-semibold text-slate-800">
        {t('reviews.ratingLabel')}
        <span aria-hidden="true" className="ms-0.5 text-red-700">
          *
        </span>
      </legend>
      <div className="flex gap-1">
        {VALUES.map((star) => (
          <label
            key={star}
            className="cursor-pointer rounded-md has-focus-visible:outline-2 has-focus-visible:outline-brand-700"
          >
            <input
              type="radio"
              className="sr-only"
              name={name ?? generatedName}
              value={star}
              checked={value === star}
              aria-invalid={error ? true : undefined}
              onChange={() => onChange(star)}
              onBlur={onBlur}
            />
            <span className="sr-only">{starsLabel(star)}</span>
            <svg
              viewBox="0 0 24 24"
              aria-hidden="true"
              className={cn(
                'size-8 transition-colors',
                value !== undefined && star <= value ? 'text-amber-500' : 'text-slate-300',
              )}
            >
              <path d={STAR} fill="currentColor" />
            </svg>
          </label>
        ))}
      </div>
      {error ? (
        <p id={errorId} className="text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
