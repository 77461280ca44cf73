import { Link } from 'react-router';
import { type Language, SHOP_TIME_ZONE } from '../../../../shared/constants';
import { Badge } from '../../../components/ui/badge';
import { cn } from '../../../lib/cn';
import { formatDate, formatRelativeInstant } from '../../../lib/format';
import { useNow } from '../../../lib/page-time';
import { useTranslation } from '../../../lib/translation';
import { useLang } from '../../../lib/use-lang';

/** 'Arabic' on an Arabic post read in the English shop (and the reverse); nothing otherwise. */
export function LanguageBadge({ language }: { language: Language }) {
  const { t } = useTranslation();
  const lang = useLang();
  if (language === lang) return null;
  return <Badge tone="info">{t(`news.languages.${language}`)}</Badge>;
}

/** The post's date, absolute ("12 May 2025"), with the relative one as its tooltip or beside it. */
export function PostDate({
  value,
  withRelative = false,
}: {
  value: string;
  withRelative?: boolean;
}) {
  const lang = useLang();
  const now = useNow();
  const absolute = formatDate(value, lang, { dateStyle: 'long', timeZone: SHOP_TIME_ZONE });
  const relative = formatRelativeInstant(value, lang, now);
  return (
    <time dateTime={value} title={withRelative ? absolute : relative}>
      {withRelative ? (
        <>
          {relative}
          <span aria-hidden="true"> · </span>
          <span className="text-slate-500">{absolute}</span>
        </>
      ) : (
        absolute
      )}
    </time>
  );
}

/** Tags as links to the news list filtered by each one. */
export function TagLinks({ tags, className }: { tags: string[]; className?: string }) {
  const { t } = useTranslation();
  if (tags.length === 0) return null;
  return (
    <ul aria-label={t('news.tags')} className={cn('flex flex-wrap gap-1.5', className)}>
      {tags.map((tag) => (
        <li key={tag}>
          <Link
            to={`/news?tag=${encodeURIComponent(tag)}`}
            // The '#' goes before the tag in the tag's own direction (#solar, #طاقة).
            dir="auto"
            className="inline-flex rounded-full bg-slate-100 px-2.5 py-1 text-xs font-semibold text-slate-700 hover:bg-brand-50 hover:text-brand-900"
          >
            <span aria-hidden="true">#</span>
            {tag}
          </Link>
        </li>
      ))}
    </ul>
  );
}

export const dirOf = (language: Language) => (language === 'ar' ? 'rtl' : 'ltr');
