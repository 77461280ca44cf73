import { useNavigate } from 'react-router';
import { TrashIcon } from '../../../../components/admin/action-icons';
import { RecordLoadError } from '../../../../components/admin/admin-record';
import { PageHeader } from '../../../../components/page-header';
import { Button, ButtonLink } from '../../../../components/ui/button';
import { EyeIcon } from '../../../../components/ui/more-icons';
import { PageSpinner } from '../../../../components/ui/spinner';
import { isNotFound } from '../../../../lib/errors';
import { useTranslation } from '../../../../lib/translation';
import { useFailureToast } from '../../../../lib/use-failure-toast';
import { postPath } from '../../../blog/api/posts';
import { useAdminBlog } from '../../api';
import { editPostPath, LanguageTag, PostStatusBadge } from '../post-cells';
import { useDeletePostAction } from '../use-delete-post';
import { PostForm } from './post-form';

/** /admin/blogs/new: the editor; the first save opens the post's own page. */
export function NewPostEditor() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <div className="flex flex-col gap-4">
      <PageHeader title={t('admin.blogEditor.newTitle')} />
      <PostForm onCreated={(post) => navigate(editPostPath(post.id), { replace: true })} />
    </div>
  );
}

/** /admin/blogs/:id: the same editor for a saved post, with view-on-site and delete. */
export function PostEditor({ id }: { id: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const query = useAdminBlog(id);
  const deletion = useDeletePostAction({ onDeleted: () => navigate('/admin/blogs') });
  const failed = t('admin.blogs.errors.loadOne');
  useFailureToast(isNotFound(query.error) ? null : query.error, query.errorUpdatedAt, failed);
  const post = query.data;

  if (query.isPending) return <PageSpinner />;
  if (!post) {
    return (
      <RecordLoadError
        header={<PageHeader title={t('admin.blogEditor.editTitle')} />}
        error={query.error}
        notFoundTitle={t('admin.blogs.notFound')}
        failedTitle={failed}
        onRetry={() => void query.refetch()}
        extraAction={
          <ButtonLink to="/admin/blogs" variant="secondary">
            {t('admin.blogEditor.backToList')}
          </ButtonLink>
        }
      />
    );
  }

  return (
    <div className="flex flex-col gap-4">
      <PageHeader
        title={post.title || t('admin.blogEditor.editTitle')}
        description={
          <span className="flex flex-wrap gap-1">
            <PostStatusBadge status={post.status} />
            <LanguageTag language={post.language} />
          </span>
        }
        actions={
          <>
            {/* Admins may open a draft on the site too: the page shows it with a draft badge. */}
            <ButtonLink
              to={postPath(post)}
              target="_blank"
              variant="secondary"
              size="sm"
              className="gap-1.5"
            >
              <EyeIcon className="size-4" />
              {t('admin.blogEditor.viewOnSite')}
            </ButtonLink>
            <Button
              variant="secondary"
              size="sm"
              className="text-red-700"
              icon={<TrashIcon className="size-4" />}
              onClick={() => deletion.requestDelete(post)}
            >
              {t('admin.actions.delete')}
            </Button>
          </>
        }
      />
      <PostForm key={post.id} post={post} />
      {deletion.dialog}
    </div>
  );
}
