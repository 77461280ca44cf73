import type { ReactNode } from 'react';
import { useLocation, useParams } from 'react-router';
import { postRefOf } from '../../../shared/post-ref';
import { LoadError } from '../../components/load-error';
import { PageContainer } from '../../components/page-header';
import { ButtonLink } from '../../components/ui/button';
import { type PostRef, usePost } from '../../features/blog/api/posts';
import { PostArticle } from '../../features/blog/components/post-article';
import { PostSkeleton } from '../../features/blog/components/post-skeleton';
import { CatalogNotFound } from '../../features/catalog/components/catalog-not-found';
import { isApiError } from '../../lib/errors';
import { useTranslation } from '../../lib/translation';
import { usePageTitle } from '../../lib/use-page-title';

/** /news/:id and /news/slug/:slug (SPEC §2), read as the server reads them (postRefOf). */
function usePostRef(): PostRef {
  const { id = '' } = useParams();
  return postRefOf(useLocation().pathname, id);
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
