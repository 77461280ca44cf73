import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { LoadError } from '../../../components/load-error';
import { Button, ButtonLink } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { NewsIcon } from '../../../components/ui/icons';
import { SkeletonGroup } from '../../../components/ui/skeleton';
import { formatNumber } from '../../../lib/format';
import { useTranslation } from '../../../lib/translation';
import { useLang } from '../../../lib/use-lang';
import { useNewsList } from '../api/posts';
import { POST_GRID, PostCard, PostGridSkeleton } from './post-card';
import { TagFilter } from './tag-filter';

/** /news: tag filter, the posts (reader's language first), and "Load more" (SPEC §2). */
export function NewsList() {
  const { t } = useTranslation();
  const lang = useLang();
  const [params] = useSearchParams();
  const tag = params.get('tag')?.trim() ?? '';
  const query = useNewsList(lang, tag);
  const posts = query.data?.pages.flatMap((page) => page.items) ?? [];
  const total = query.data?.pages[0]?.total ?? 0;

  let body: ReactNode;
  if (query.isPending) {
    body = (
      <SkeletonGroup>
        <PostGridSkeleton />
      </SkeletonGroup>
    );
  } else if (query.isError && posts.length === 0) {
    body = (
      <LoadError
        title={t('news.loadFailed')}
        message={query.error.message}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  } else if (posts.length === 0) {
    body = tag ? (
      <EmptyState
        icon={<NewsIcon className="size-7" />}
        title={t('news.emptyTag', { tag })}
        action={
          <ButtonLink to="/news" variant="secondary">
            {t('news.allPosts')}
          </ButtonLink>
        }
      />
    ) : (
      <EmptyState
        icon={<NewsIcon className="size-7" />}
        title={t('news.empty')}
        description={t('news.emptyText')}
      />
    );
  } else {
    body = (
      <div className="flex flex-col gap-6">
        <ul className={POST_GRID}>
          {posts.map((post, index) => (
            <li key={post.id} className="flex">
              <PostCard post={post} eager={index < 3} heading="h2" />
            </li>
          ))}
        </ul>
        <div className="flex flex-col items-center gap-3">
          <p className="text-sm text-slate-600" aria-live="polite">
            {t('news.shown', {
              count: total,
              shown: formatNumber(posts.length, lang),
              total: formatNumber(total, lang),
            })}
          </p>
          {query.hasNextPage ? (
            <Button
              variant="secondary"
              onClick={() => void query.fetchNextPage()}
              loading={query.isFetchingNextPage}
            >
              {t('news.loadMore')}
            </Button>
          ) : null}
          {query.isFetchNextPageError ? (
            <p role="alert" className="text-sm font-medium text-red-700">
              {t('news.loadMoreFailed')}
            </p>
          ) : null}
        </div>
      </div>
    );
  }

  return (
    <div className="flex flex-col gap-6">
      <TagFilter selected={tag} />
      {body}
    </div>
  );
}
