import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useParams } from 'react-router';
import { ButtonLink } from '../../components/ui/button';
import { type PostRef, usePost } from '../../features/blog/api/posts';
import { PostArticle } from '../../features/blog/components/post-article';
import { PostSkeleton } from '../../features/blog/components/post-skeleton';
import { CatalogNotFound } from '../../features/catalog/components/catalog-not-found';
import { LoadError } from '../../features/catalog/components/load-error';
import { usePageTitle } from '../../features/site/use-page-title';
import { isApiError } from '../../lib/errors';
import { PageContainer } from '../components/page-header';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * /news/:id and /news/slug/:slug (SPEC §2). A /news/<something> that is not an id is read as a
 * slug too, so a shortened link still works.
 */
function usePostRef(): PostRef {
  const { id = '' } = useParams();
  const { pathname } = useLocation();
  const bySlug = pathname.startsWith('/news/slug/') || !UUID.test(id);
  return { by: bySlug ? 'slug' : 'id', value: id };
}

export default function NewsDetailsPage() {
  const { t } = useTranslation();
  const query = usePost(usePostRef());
  const post = query.data;
  usePageTitle(post?.title);
  const missing = isApiError(query.error) && [400, 404].includes(query.error.status);

  let body: ReactNode;
  if (post) body = <PostArticle post={post} />;
  else if (query.isPending) body = <PostSkeleton />;
  else if (missing)
    body = (
      <CatalogNotFound
        title={t('news.notFound')}
        text={t('news.notFoundText')}
        extraAction={
          <ButtonLink to="/news" variant="secondary">
            {t('news.backToNews')}
          </ButtonLink>
        }
      />
    );
  else
    body = (
      <LoadError
        title={t('news.loadOneFailed')}
        message={query.error?.message ?? ''}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  return <PageContainer>{body}</PageContainer>;
}
