import { Link } from 'react-router';
import { cn } from '../../../lib/cn';
import { useTranslation } from '../../../lib/translation';
import { useLang } from '../../../lib/use-lang';
import { useNewsTags } from '../api/posts';

const VISIBLE_TAGS = 12;

const chip = (active: boolean) =>
  cn(
    'inline-flex h-9 items-center rounded-full px-3.5 text-sm font-semibold ring-1 ring-inset transition-colors',
    active
      ? 'bg-brand-800 text-white ring-brand-800'
      : 'bg-white text-slate-700 ring-slate-300 hover:text-brand-800 hover:ring-brand-700',
  );

/** "All" plus the most used tags (the reader's language's first); the choice lives in the URL. */
export function TagFilter({ selected }: { selected: string }) {
  const { t } = useTranslation();
  const lang = useLang();
  const { data } = useNewsTags(lang);
  const tags = (data ?? []).slice(0, VISIBLE_TAGS).map((item) => item.tag);
  // A tag opened from a post's link stays visible even if it is not among the most used.
  if (selected && !tags.some((tag) => tag.toLowerCase() === selected.toLowerCase())) {
    tags.unshift(selected);
  }
  if (tags.length === 0) return null;
  const isSelected = (tag: string) => tag.toLowerCase() === selected.toLowerCase();
  return (
    <nav aria-label={t('news.filterByTag')}>
      {/* Phones: one row that scrolls sideways instead of a wall of chips. */}
      <ul className="-mx-4 flex gap-2 overflow-x-auto px-4 pb-1 sm:mx-0 sm:flex-wrap sm:overflow-visible sm:px-0">
        <li className="shrink-0">
          <Link
            to="/news"
            className={chip(!selected)}
            aria-current={!selected ? 'page' : undefined}
          >
            {t('news.allTags')}
          </Link>
        </li>
        {tags.map((tag) => (
          <li key={tag} className="shrink-0">
            <Link
              to={`/news?tag=${encodeURIComponent(tag)}`}
              dir="auto"
              className={chip(isSelected(tag))}
              aria-current={isSelected(tag) ? 'page' : undefined}
            >
              <span aria-hidden="true" className="me-0.5 opacity-60">
                #
              </span>
              {tag}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
