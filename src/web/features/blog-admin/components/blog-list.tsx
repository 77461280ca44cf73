import { AdminListBody } from '../../../components/admin/admin-list-body';
import { ButtonLink } from '../../../components/ui/button';
import { NewsIcon } from '../../../components/ui/icons';
import { useTranslation } from '../../../lib/translation';
import { useAdminBlogs } from '../api';
import { BlogToolbar } from './blog-toolbar';
import { PostCards, PostsTable } from './posts-table';
import { useBlogParams } from './use-blog-params';
import { useDeletePostAction } from './use-delete-post';

/** /admin/blogs: filters, table (cards on phones), pagination, empty and error states. */
export function BlogList() {
  const { t } = useTranslation();
  const { filters, update, clear, filtered } = useBlogParams();
  const query = useAdminBlogs(filters);
  const deletion = useDeletePostAction();
  return (
    <div className="flex flex-col gap-4">
      <BlogToolbar filters={filters} onChange={update} />
      <AdminListBody
        query={query}
        page={filters.page}
        onPageChange={(page) => update({ page })}
        filtered={filtered}
        onClear={clear}
        icon={<NewsIcon className="size-7" />}
        texts={{
          loadFailed: t('admin.blogs.errors.load'),
          total: (formatted, count) => t('admin.blogs.total', { count, formatted }),
          empty: t('admin.blogs.empty'),
          emptyHint: t('admin.blogs.emptyHint'),
          emptyFiltered: t('admin.blogs.emptyFiltered'),
          clear: t('admin.blogs.filters.clear'),
        }}
        emptyAction={<ButtonLink to="/admin/blogs/new">{t('admin.blogs.add')}</ButtonLink>}
      >
        {(posts) => (
          <>
            <PostsTable posts={posts} onDelete={deletion.requestDelete} />
            <PostCards posts={posts} onDelete={deletion.requestDelete} />
          </>
        )}
      </AdminListBody>
      {deletion.dialog}
    </div>
  );
}
