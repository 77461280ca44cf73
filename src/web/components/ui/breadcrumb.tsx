import { Link } from 'react-router';
import { useTranslation } from '../../lib/translation';
import { ChevronIcon } from './more-icons';

export interface Crumb {
  label: string;
  /** Omitted for the current page (the last crumb). */
  to?: string;
}

/** Home › Category › Product; the separators follow the reading direction. */
export function Breadcrumb({ items }: { items: Crumb[] }) {
  const { t } = useTranslation();
  return (
    <nav aria-label={t('product.breadcrumb')}>
      <ol className="flex flex-wrap items-center gap-x-1.5 gap-y-1 text-sm text-slate-600">
        {items.map((item, index) => (
          <li
            key={`${item.to ?? 'current'}-${item.label}`}
            className="flex min-w-0 items-center gap-1.5"
          >
            {index > 0 ? (
              <ChevronIcon className="size-3.5 shrink-0 text-slate-400 rtl:rotate-180" />
            ) : null}
            {item.to ? (
              <Link to={item.to} className="rounded font-medium text-brand-800 hover:underline">
                {item.label}
              </Link>
            ) : (
              <span aria-current="page" className="line-clamp-1 font-semibold text-ink">
                {item.label}
              </span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
