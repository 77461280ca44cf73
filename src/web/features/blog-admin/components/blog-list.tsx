import { type ReactNode, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, ButtonLink } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { NewsIcon } from '../../../components/ui/icons';
import { Pagination } from '../../../components/ui/pagination';
import { formatNumber } from '../../../lib/format';
import { useLang } from '../../../lib/use-lang';
import { ListSkeleton } from '../../catalog-admin/components/shared/list-skeleton';
import { useFailureToast } from '../../catalog-admin/lib/use-failure-toast';
import { useAdminBlogs } from '../api';
import { BlogToolbar } from './blog-toolbar';
import { PostCards, PostsTable } from './posts-table';
import { useBlogParams } from './use-blog-params';
import { useDeletePostAction } from './use-delete-post';

/** /admin/blogs: filters, table (cards on phones), pagination, empty and error states. */
export function BlogList() {
  const { t } = useTranslation();
  const lang = useLang();
  const { filters, update, clear, filtered } = useBlogParams();
  const query = useAdminBlogs(filters);
  const deletion = useDeletePostAction();
  const loadFailed = t('admin.blogs.errors.load');
  useFailureToast(query.error, query.errorUpdatedAt, loadFailed);
  const data = query.data;

  // Deleting the last post of the last page: step back to the page that still exists.
  useEffect(() => {
    if (data && data.totalPages > 0 && filters.page > data.totalPages) {
      update({ page: data.totalPages });
    }
  }, [data, filters.page, update]);

  let content: ReactNode;
  if (query.isPending) content = <ListSkeleton />;
  else if (query.isError && !data) {
    content = (
      <EmptyState
        role="alert"
        title={loadFailed}
        description={query.error.message}
        action={<Button onClick={() => query.refetch()}>{t('common.retry')}</Button>}
      />
    );
  } else if (!data?.items.length) {
    content = filtered ? (
      <EmptyState
        icon={<NewsIcon className="size-7" />}
        title={t('admin.blogs.emptyFiltered')}
        action={
          <Button variant="secondary" onClick={clear}>
            {t('admin.blogs.filters.clear')}
          </Button>
        }
      />
    ) : (
      <EmptyState
        icon={<NewsIcon className="size-7" />}
        title={t('admin.blogs.empty')}
        description={t('admin.blogs.emptyHint')}
        action={<ButtonLink to="/admin/blogs/new">{t('admin.blogs.add')}</ButtonLink>}
      />
    );
  } else {
    content = (
      <div className="flex flex-col gap-3" aria-busy={query.isFetching}>
        <p className="text-sm text-slate-600" aria-live="polite">
          {t('admin.blogs.total', { total: formatNumber(data.total, lang) })}
        </p>
        <PostsTable posts={data.items} onDelete={deletion.requestDelete} />
        <PostCards posts={data.items} onDelete={deletion.requestDelete} />
        <Pagination
          page={data.page}
          totalPages={data.totalPages}
          onPageChange={(page) => update({ page })}
        />
      </div>
    );
  }

  return (
    <div className="flex flex-col gap-4">
      <BlogToolbar filters={filters} onChange={update} />
      {content}
      {deletion.dialog}
    </div>
  );
}
