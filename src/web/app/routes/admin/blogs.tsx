import { PlusIcon } from '../../../components/admin/action-icons';
import { PageHeader } from '../../../components/page-header';
import { ButtonLink } from '../../../components/ui/button';
import { BlogList } from '../../../features/blog-admin/components/blog-list';
import { useTranslation } from '../../../lib/translation';

export default function AdminBlogsPage() {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col gap-4">
      <PageHeader
        title={t('admin.pages.blogs.title')}
        actions={
          <ButtonLink to="/admin/blogs/new" size="sm">
            <PlusIcon className="size-4" />
            {t('admin.blogs.add')}
          </ButtonLink>
        }
      />
      <BlogList />
    </div>
  );
}
