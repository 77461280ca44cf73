import { type ReactNode, useState } from 'react';
import type { AdminCategory } from '../../../../../shared/schemas/catalog-admin';
import { PlusIcon } from '../../../../components/admin/action-icons';
import { ListSkeleton } from '../../../../components/admin/list-skeleton';
import { LoadFailed } from '../../../../components/admin/load-failed';
import { PageHeader } from '../../../../components/page-header';
import { Button } from '../../../../components/ui/button';
import { Dialog } from '../../../../components/ui/dialog';
import { EmptyState } from '../../../../components/ui/empty-state';
import { TagIcon } from '../../../../components/ui/more-icons';
import { saveWithToasts } from '../../../../lib/failure-toast';
import { useTranslation } from '../../../../lib/translation';
import { useFailureToast } from '../../../../lib/use-failure-toast';
import { type CategoryPayload, useAdminCategories, useSaveCategory } from '../../api/categories';
import { CategoryForm } from './category-form';
import { CategoryList } from './category-list';
import { useCategoryDelete } from './use-category-delete';

/** /admin/categories: list, create/edit dialog, delete (or deactivate) with confirmation. */
export function CategoryManager() {
  const { t } = useTranslation();
  const query = useAdminCategories();
  const saver = useSaveCategory();
  const deletion = useCategoryDelete();
  const [editing, setEditing] = useState<{ category?: AdminCategory } | null>(null);
  const loadFailed = t('admin.categories.errors.load');
  useFailureToast(query.error, query.errorUpdatedAt, loadFailed);

  const save = async (input: CategoryPayload) => {
    const id = editing?.category?.id;
    await saveWithToasts(() => saver.mutateAsync({ id, input }), {
      saved: t(id ? 'admin.categories.saved' : 'admin.categories.created'),
      failed: t('admin.categories.errors.save'),
    });
    setEditing(null);
  };

  let content: ReactNode;
  if (query.isPending) content = <ListSkeleton rows={5} />;
  else if (query.isError) {
    content = (
      <LoadFailed title={loadFailed} error={query.error} onRetry={() => void query.refetch()} />
    );
  } else if (!query.data.length) {
    content = (
      <EmptyState
        icon={<TagIcon className="size-7" />}
        title={t('admin.categories.empty')}
        action={<Button onClick={() => setEditing({})}>{t('admin.categories.add')}</Button>}
      />
    );
  } else {
    content = (
      <CategoryList
        categories={query.data}
        onEdit={(category) => setEditing({ category })}
        onDelete={deletion.requestDelete}
      />
    );
  }

  return (
    <div className="flex flex-col gap-4">
      <PageHeader
        title={t('admin.pages.categories.title')}
        actions={
          <Button size="sm" icon={<PlusIcon className="size-4" />} onClick={() => setEditing({})}>
            {t('admin.categories.add')}
          </Button>
        }
      />
      {content}
      <Dialog
        open={editing !== null}
        onClose={() => setEditing(null)}
        title={t(editing?.category ? 'admin.categories.editTitle' : 'admin.categories.addTitle')}
      >
        <CategoryForm
          category={editing?.category}
          onSubmit={save}
          onCancel={() => setEditing(null)}
        />
      </Dialog>
      {deletion.dialogs}
    </div>
  );
}
