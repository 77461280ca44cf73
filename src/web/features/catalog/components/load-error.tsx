import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { WifiOffIcon } from '../../../components/ui/icons';
import { usePageTitle } from '../../site/use-page-title';

/** A catalog call failed (network, server): say so and offer a retry. */
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
