import { cn } from '../../lib/cn';
import { useTranslation } from '../../lib/translation';

interface SpinnerProps {
  className?: string;
  /** Announced to screen readers; pass null when a surrounding element already says "loading". */
  label?: string | null;
}

export function Spinner({ className, label }: SpinnerProps) {
  const { t } = useTranslation();
  const text = label === undefined ? t('common.loading') : label;
  return (
    <span role={text ? 'status' : undefined} className="inline-flex items-center">
      <svg
        viewBox="0 0 24 24"
        aria-hidden="true"
        className={cn('size-5 animate-spin text-current', className)}
      >
        <circle
          cx="12"
          cy="12"
          r="9"
          fill="none"
          stroke="currentColor"
          strokeOpacity="0.25"
          strokeWidth="3"
        />
        <path
          d="M21 12a9 9 0 0 0-9-9"
          fill="none"
          stroke="currentColor"
          strokeWidth="3"
          strokeLinecap="round"
        />
      </svg>
      {text ? <span className="sr-only">{text}</span> : null}
    </span>
  );
}

/** Centered spinner shown while a lazy page chunk or the session loads. */
export function PageSpinner() {
  return (
    <div className="flex min-h-[50vh] items-center justify-center text-brand-800">
      <Spinner className="size-10" />
    </div>
  );
}
