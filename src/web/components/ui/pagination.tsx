import { formatNumber } from '../../lib/format';
import { useTranslation } from '../../lib/translation';
import { useLang } from '../../lib/use-lang';
import { Button } from './button';
import { ChevronIcon } from './more-icons';

interface PaginationProps {
  page: number;
  totalPages: number;
  onPageChange: (page: number) => void;
  className?: string;
}

/**
 * Previous / "Page X of Y" / Next (SPEC §2). Hidden when everything fits on one page. On a
 * server-rendered page the buttons wait for the app (a tap before it starts would do nothing).
 */
export function Pagination({ page, totalPages, onPageChange, className }: PaginationProps) {
  const { t } = useTranslation();
  const lang = useLang();
  if (totalPages <= 1) return null;
  return (
    <nav aria-label={t('pagination.label')} className={className}>
      <div className="flex items-center justify-center gap-3">
        <Button
          variant="secondary"
          size="sm"
          disabled={page <= 1}
          onClick={() => onPageChange(page - 1)}
          icon={<ChevronIcon className="size-4 rotate-180 rtl:rotate-0" />}
        >
          {t('pagination.previous')}
        </Button>
        <p className="min-w-24 text-center text-sm font-semibold text-slate-700" aria-live="polite">
          {t('pagination.pageOf', {
            page: formatNumber(page, lang),
            total: formatNumber(totalPages, lang),
          })}
        </p>
        <Button
          variant="secondary"
          size="sm"
          disabled={page >= totalPages}
          onClick={() => onPageChange(page + 1)}
          className="flex-row-reverse"
          icon={<ChevronIcon className="size-4 rtl:rotate-180" />}
        >
          {t('pagination.next')}
        </Button>
      </div>
    </nav>
  );
}
