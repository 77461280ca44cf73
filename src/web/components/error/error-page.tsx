import { useEffect } from 'react';
import { classifyError } from '../../lib/errors';
import { useTranslation } from '../../lib/translation';
import { Button, buttonClasses } from '../ui/button';
import { BoltIcon } from '../ui/icons';

interface ErrorPageProps {
  error: unknown;
  /** Re-render the failed part; a chunk that failed to load can only come back with a reload. */
  onRetry?: () => void;
  fullScreen?: boolean;
}

/** Fallback page with the SPEC §2 titles and messages for chunk-load, network, timeout, unknown. */
export function ErrorPage({ error, onRetry, fullScreen = false }: ErrorPageProps) {
  const { t } = useTranslation();
  const kind = classifyError(error);
  const reload = () => window.location.reload();

  const title = t(`errorPage.${kind}.title`);
  useEffect(() => {
    console.error(error); // keep the real cause for whoever opens the console
  }, [error]);
  useEffect(() => {
    document.title = title;
  }, [title]);

  return (
    <div
      className={
        fullScreen
          ? 'flex min-h-screen items-center justify-center bg-slate-50 p-4'
          : 'flex min-h-[60vh] items-center justify-center p-4'
      }
    >
      <div role="alert" className="flex max-w-lg flex-col items-center gap-4 text-center">
        <div className="flex size-16 items-center justify-center rounded-full bg-amber-100 text-amber-800">
          <BoltIcon className="size-8" />
        </div>
        <h1 className="text-2xl font-extrabold text-ink">{title}</h1>
        <p className="text-slate-700">{t(`errorPage.${kind}.message`)}</p>
        <div className="mt-2 flex flex-wrap justify-center gap-2">
          <Button onClick={kind === 'chunk' || !onRetry ? reload : onRetry}>
            {t('errorPage.tryAgain')}
          </Button>
          {/* A plain link: this page may render outside the router, and a fresh load is safest. */}
          <a href="/" className={buttonClasses('secondary')}>
            {t('errorPage.goHome')}
          </a>
          <Button variant="ghost" onClick={reload}>
            {t('errorPage.reload')}
          </Button>
        </div>
      </div>
    </div>
  );
}
