import { useTranslation } from '../lib/translation';
import { usePageTitle } from '../lib/use-page-title';
import { Button } from './ui/button';
import { EmptyState } from './ui/empty-state';
import { WifiOffIcon } from './ui/icons';

/** A call for the page failed (network, server): say so, name it in the title, offer a retry. */
export function LoadError({
  title,
  message,
  onRetry,
  retrying,
}: {
  title: string;
  message: string;
  onRetry: () => void;
  retrying?: boolean;
}) {
  const { t } = useTranslation();
  usePageTitle(title);
  return (
    <EmptyState
      role="alert"
      icon={<WifiOffIcon className="size-7" />}
      title={title}
      description={message}
      action={
        <Button onClick={onRetry} loading={retrying}>
          {t('common.retry')}
        </Button>
      }
    />
  );
}
