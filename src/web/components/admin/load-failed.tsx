import { useTranslation } from '../../lib/translation';
import { Button } from '../ui/button';
import { EmptyState } from '../ui/empty-state';

/** An admin page whose data did not load and has nothing older to show: why, and Retry. */
export function LoadFailed({
  title,
  error,
  onRetry,
}: {
  title: string;
  error: Error;
  onRetry: () => void;
}) {
  const { t } = useTranslation();
  return (
    <EmptyState
      role="alert"
      title={title}
      description={error.message}
      action={<Button onClick={onRetry}>{t('common.retry')}</Button>}
    />
  );
}
