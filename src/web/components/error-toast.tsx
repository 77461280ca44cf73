import { useTranslation } from '../lib/translation';

interface ErrorToastProps {
  message: string;
  details?: string;
  onRetry?: () => void;
  onDismiss: () => void;
}

/** Body of an error-notification toast: message, details, a Retry button when retryable. */
export function ErrorToast({ message, details, onRetry, onDismiss }: ErrorToastProps) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col gap-2 text-start">
      <p className="font-semibold">{message}</p>
      {details ? <p className="text-sm text-slate-600">{details}</p> : null}
      <div className="flex gap-2">
        {onRetry ? (
          <button
            type="button"
            className="rounded-md bg-brand-800 px-3 py-1 text-sm font-semibold text-white hover:bg-brand-900"
            onClick={() => {
              onDismiss();
              onRetry();
            }}
          >
            {t('common.retry')}
          </button>
        ) : null}
        <button
          type="button"
          className="rounded-md px-3 py-1 text-sm font-semibold text-slate-700 hover:bg-slate-100"
          onClick={onDismiss}
        >
          {t('common.dismiss')}
        </button>
      </div>
    </div>
  );
}
