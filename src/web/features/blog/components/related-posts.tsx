import type { Language } from '../../../../shared/constants';
import { useTranslation } from '../../../lib/translation';
import { useRelatedPosts } from '../api/posts';
import { POST_GRID, PostCard, PostGridSkeleton } from './post-card';

/** In the post's language (decision 052): shared tags first. Failing or empty: nothing shown. */
export function RelatedPosts({ postId, language }: { postId: string; language: Language }) {
  const { t } = useTranslation();
  const query = useRelatedPosts(postId, language);
  if (query.isError || (query.data && query.data.length === 0)) return null;
  return (
    <section aria-labelledby="related-posts" className="flex flex-col gap-4">
      <h2 id="related-posts" className="text-2xl font-extrabold text-ink">
        {t('news.related')}
      </h2>
      {query.data ? (
        <ul className={POST_GRID}>
          {query.data.map((post) => (
            <li key={post.id} className="flex">
              <PostCard post={post} />
            </li>
          ))}
        </ul>
      ) : (
        <PostGridSkeleton count={3} />
      )}
    </section>
  );
}
