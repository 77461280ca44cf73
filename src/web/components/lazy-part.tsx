import {
  Component,
  type ComponentType,
  type ErrorInfo,
  type LazyExoticComponent,
  lazy,
  type ReactNode,
  Suspense,
  useState,
} from 'react';
import { withChunkTimeout } from '../lib/chunk-timeout';
import { cn } from '../lib/cn';
import { useTranslation } from '../lib/translation';

type Loader<P> = () => Promise<ComponentType<P>>;

interface PartOptions {
  /** Shown while the part's code loads (and by the server renderer's Suspense). */
  fallback?: ReactNode;
  /**
   * What a failed part leaves: `inline` a one-line "could not be shown — Retry" (the default),
   * `icon` a 40 px retry button for the header's row, `none` nothing (a popup that only opens on
   * demand loads again the next time it is asked for).
   */
  failed?: 'inline' | 'icon' | 'none';
  /** false: the caller wraps the part in its own Suspense (and its placeholder). */
  suspense?: boolean;
  className?: string;
}

/**
 * A part of a page loaded after the first render (footer, notification bell, news teaser…) that
 * fails alone (issue 24 item 1): if its file does not arrive (blocked, the phone dropped off mobile
 * data), the page already on screen stays and the part is replaced by its own small retry; only
 * the page's own chunk failing shows the chunk-load error page (router, route-error.tsx).
 * Retry asks for the file again (React.lazy remembers a failure, so each try is a new lazy).
 */
export function lazyPart<P extends object>(
  load: Loader<P>,
  { fallback = null, failed = 'inline', suspense = true, className }: PartOptions = {},
): ComponentType<P> {
  const make = (): LazyExoticComponent<ComponentType<P>> =>
    lazy(async () => ({ default: await withChunkTimeout(load()) }));
  let Lazy = make();
  let failedOnce = false;

  function LazyPart(props: P) {
    const [attempt, setAttempt] = useState(0);
    const retry = () => {
      if (failedOnce) Lazy = make();
      failedOnce = false;
      setAttempt((n) => n + 1);
    };
    return (
      <PartBoundary
        key={attempt}
        onError={() => {
          failedOnce = true;
        }}
        failed={(reload) =>
          failed === 'none' ? null : (
            <PartFailed compact={failed === 'icon'} onRetry={reload} className={className} />
          )
        }
        onRetry={retry}
      >
        {suspense ? (
          <Suspense fallback={fallback}>
            <Lazy {...props} />
          </Suspense>
        ) : (
          <Lazy {...props} />
        )}
      </PartBoundary>
    );
  }
  return LazyPart;
}

interface BoundaryProps {
  children: ReactNode;
  failed: (retry: () => void) => ReactNode;
  onRetry: () => void;
  onError: () => void;
}

class PartBoundary extends Component<BoundaryProps, { error: unknown }> {
  state = { error: null as unknown };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  componentDidCatch(error: unknown, info: ErrorInfo) {
    this.props.onError();
    console.error('A part of the page failed to load', error, info.componentStack);
  }

  render() {
    return this.state.error ? this.props.failed(this.props.onRetry) : this.props.children;
  }
}

function PartFailed({
  compact,
  onRetry,
  className,
}: {
  compact: boolean;
  onRetry: () => void;
  className?: string;
}) {
  const { t } = useTranslation();
  if (compact)
    return (
      <button
        type="button"
        data-part-failed=""
        onClick={onRetry}
        title={t('lazyPart.failed')}
        aria-label={`${t('lazyPart.failed')} ${t('common.retry')}`}
        className={cn(
          'inline-flex size-10 shrink-0 items-center justify-center rounded-lg text-amber-800 hover:bg-slate-100',
          className,
        )}
      >
        <RetryGlyph />
      </button>
    );
  return (
    <div
      data-part-failed=""
      className={cn(
        'mx-auto flex w-full max-w-7xl flex-wrap items-center justify-center gap-3 px-4 py-4 text-sm text-slate-700',
        className,
      )}
    >
      <span>{t('lazyPart.failed')}</span>
      <button
        type="button"
        onClick={onRetry}
        className="inline-flex h-9 items-center gap-1.5 rounded-lg border border-slate-300 bg-white px-3 font-semibold text-ink hover:border-brand-700 hover:text-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
      >
        <RetryGlyph />
        {t('common.retry')}
      </button>
    </div>
  );
}

function RetryGlyph() {
  return (
    <svg
      viewBox="0 0 24 24"
      aria-hidden="true"
      className="size-4"
      fill="none"
      stroke="currentColor"
    >
      <path strokeWidth="2" strokeLinecap="round" d="M20 11a8 8 0 1 0-2.3 5.7M20 4v7h-7" />
    </svg>
  );
}
