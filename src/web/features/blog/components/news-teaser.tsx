import { ButtonLink } from '../../../components/ui/button';
import { ArrowIcon, NewsIcon } from '../../../components/ui/icons';
import { useTranslation } from '../../../lib/translation';
import { useLang } from '../../../lib/use-lang';
import { useLatestNews } from '../api/posts';
import { POST_GRID, PostCard, PostGridSkeleton } from './post-card';

/**
 * The latest three posts on the home page (the reader's language first), with the way to /news.
 * Without posts (or when they fail to load) it keeps the one-line invitation.
 */
export function NewsTeaser() {
  const { t } = useTranslation();
  const lang = useLang();
  const query = useLatestNews(lang);
  const posts = query.data ?? [];
  return (
    <section aria-labelledby="news-teaser-title" className="flex flex-col gap-4">
      <div className="flex items-end justify-between gap-4">
        <h2 id="news-teaser-title" className="text-2xl font-extrabold text-ink">
          {t('home.newsTitle')}
        </h2>
        {posts.length > 0 ? (
          <ButtonLink to="/news" variant="ghost" size="sm" className="text-brand-800">
            {t('home.newsCta')}
            <ArrowIcon className="size-4 rtl:rotate-180" />
          </ButtonLink>
        ) : null}
      </div>
      {query.isPending ? (
        <PostGridSkeleton count={3} />
      ) : posts.length > 0 ? (
        <ul className={POST_GRID}>
          {posts.map((post) => (
            <li key={post.id} className="flex">
              <PostCard post={post} />
            </li>
          ))}
        </ul>
      ) : (
        <div className="flex flex-col items-start gap-4 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:flex-row sm:items-center">
          <span className="flex size-12 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-800">
            <NewsIcon className="size-6" />
          </span>
          <p className="flex-1 text-slate-700">{t('home.newsText')}</p>
          <ButtonLink to="/news" variant="secondary">
            {t('home.newsCta')}
          </ButtonLink>
        </div>
      )}
    </section>
  );
}
