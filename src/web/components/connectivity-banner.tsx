import { useConnectivity } from '../lib/connectivity';
import { useTranslation } from '../lib/translation';
import { WifiOffIcon } from './ui/icons';
import { Spinner } from './ui/spinner';

/** 'No internet connection' with Retry (SPEC §2); silent while everything is reachable. */
export function ConnectivityBanner() {
  const { t } = useTranslation();
  const { status, retry } = useConnectivity();
  if (status === 'online') return null;
  const checking = status === 'checking';
  return (
    <div role="alert" className="sticky top-0 z-50 bg-amber-100 text-amber-950 shadow">
      <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-center gap-x-4 gap-y-2 px-4 py-2 text-sm font-semibold">
        <span className="flex items-center gap-2">
          <WifiOffIcon className="size-5 shrink-0" />
          {t('connectivity.offline')}
        </span>
        <button
          type="button"
          onClick={() => void retry()}
          disabled={checking}
          className="inline-flex items-center gap-2 rounded-md bg-amber-950 px-3 py-1 text-white hover:bg-black disabled:opacity-80"
        >
          {checking ? <Spinner label={null} className="size-4" /> : null}
          {checking ? t('connectivity.checking') : t('common.retry')}
        </button>
      </div>
    </div>
  );
}
