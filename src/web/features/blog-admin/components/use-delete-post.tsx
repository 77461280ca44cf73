import { useState } from 'react';
import type { AdminBlogSummary } from '../../../../shared/schemas/blog';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { toastFailure } from '../../../lib/failure-toast';
import toast from '../../../lib/toast';
import { useTranslation } from '../../../lib/translation';
import { useDeletePost } from '../api';

/** Delete after a confirmation naming the post (DESIGN §8), shared by the list and the editor. */
export function useDeletePostAction({ onDeleted }: { onDeleted?: () => void } = {}) {
  const { t } = useTranslation();
  const deleter = useDeletePost();
  const [target, setTarget] = useState<Pick<AdminBlogSummary, 'id' | 'title'> | null>(null);

  const confirm = async () => {
    if (!target) return;
    try {
      await deleter.mutateAsync(target.id);
      toast.success(t('admin.blogs.deleted'));
      setTarget(null);
      onDeleted?.();
    } catch (error) {
      toastFailure(t('admin.blogs.errors.delete'), error);
      setTarget(null);
    }
  };

  const dialog = (
    <ConfirmDialog
      open={target !== null}
      destructive
      title={t('admin.blogs.confirmDeleteTitle')}
      message={t('admin.blogs.confirmDelete', { title: target?.title ?? '' })}
      confirmLabel={t('admin.actions.delete')}
      loading={deleter.isPending}
      onConfirm={confirm}
      onCancel={() => setTarget(null)}
    />
  );
  return { requestDelete: setTarget, dialog };
}
