import { API_BASE } from '../../lib/api-client';
import { useTranslation } from '../../lib/translation';
import { useLang } from '../../lib/use-lang';
import { buttonClasses } from '../ui/button';
import { DownloadIcon } from './admin-icons';

/**
 * The CSV address of an admin list: the list's filters without the page, and the page language
 * (a download link cannot send Accept-Language).
 */
export function csvHref(path: string, filters: object, lang: string) {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filters) as [string, unknown][]) {
    if (key !== 'page' && value !== '') params.set(key, String(value));
  }
  params.set('lang', lang);
  return `${API_BASE}${path}?${params}`;
}

/** "Export CSV": a plain link, so the browser streams the file to disk however big it is. */
export function CsvExportLink({ path, filters }: { path: string; filters: object }) {
  const { t } = useTranslation();
  const lang = useLang();
  return (
    <a href={csvHref(path, filters, lang)} download className={buttonClasses('secondary', 'md')}>
      <DownloadIcon className="size-5" />
      {t('admin.exportCsv')}
    </a>
  );
}
