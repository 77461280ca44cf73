import { formatNumber } from '../../../../lib/format';
import { useTranslation } from '../../../../lib/translation';
import { useLang } from '../../../../lib/use-lang';
import type { UploadItem } from './use-image-upload';

/** One progress bar per file being uploaded; failed files say why. */
export function ImageUploadList({ items }: { items: UploadItem[] }) {
  const { t } = useTranslation();
  const lang = useLang();
  if (!items.length) return null;
  return (
    <ul className="flex flex-col gap-2" aria-label={t('admin.images.uploads')}>
      {items.map((item) => {
        const percent = Math.round(item.progress * 100);
        const failed = item.status === 'failed';
        return (
          <li key={item.id} className="flex flex-col gap-1 text-sm">
            <div className="flex items-center justify-between gap-3">
              <span className="min-w-0 truncate font-medium text-slate-800" dir="auto">
                {item.name}
              </span>
              <span className={failed ? 'shrink-0 text-red-700' : 'shrink-0 text-slate-600'}>
                {failed
                  ? t('admin.images.failed')
                  : item.status === 'queued'
                    ? t('admin.images.queued')
                    : formatNumber(item.progress, lang, { style: 'percent' })}
              </span>
            </div>
            <div
              role="progressbar"
              aria-label={item.name}
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={percent}
              className="h-2 overflow-hidden rounded-full bg-slate-200"
            >
              <div
                className={failed ? 'h-full bg-red-600' : 'h-full bg-brand-700 transition-all'}
                style={{ width: `${failed ? 100 : percent}%` }}
              />
            </div>
            {failed && item.error ? <p className="text-red-700">{item.error}</p> : null}
          </li>
        );
      })}
    </ul>
  );
}
