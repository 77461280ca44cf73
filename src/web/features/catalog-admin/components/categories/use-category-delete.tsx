import { useState } from 'react';
import type { AdminCategory } from '../../../../../shared/schemas/catalog-admin';
import { Alert } from '../../../../components/ui/alert';
import { Button } from '../../../../components/ui/button';
import { ConfirmDialog } from '../../../../components/ui/confirm-dialog';
import { Dialog } from '../../../../components/ui/dialog';
import { isApiError } from '../../../../lib/errors';
import { toastFailure } from '../../../../lib/failure-toast';
import toast from '../../../../lib/toast';
import { useTranslation } from '../../../../lib/translation';
import { pickLocalized, useLang } from '../../../../lib/use-lang';
import { categoryPayload, useDeleteCategory, useSaveCategory } from '../../api/categories';

/**
 * Delete after confirmation. A category that still has products is refused by the server (409):
 * its message is shown and the admin may deactivate the category instead.
 */
export function useCategoryDelete() {
  const { t } = useTranslation();
  const lang = useLang();
  const deleter = useDeleteCategory();
  const saver = useSaveCategory();
  const [confirming, setConfirming] = useState<AdminCategory | null>(null);
  const [blocked, setBlocked] = useState<{ category: AdminCategory; message: string } | null>(null);
  const nameOf = (c: AdminCategory | null) => (c ? pickLocalized(lang, c.nameEn, c.nameAr) : '');

  const confirm = async () => {
    const category = confirming;
    if (!category) return;
    try {
      await deleter.mutateAsync(category.id);
      toast.success(t('admin.categories.deleted'));
    } catch (error) {
      if (isApiError(error) && error.status === 409) {
        toastFailure(t('admin.categories.errors.delete'));
        setBlocked({ category, message: error.message });
      } else toastFailure(t('admin.categories.errors.delete'), error);
    } finally {
      setConfirming(null);
    }
  };

  const deactivate = async () => {
    if (!blocked) return;
    const { category } = blocked;
    try {
      await saver.mutateAsync({
        id: category.id,
        input: categoryPayload(category, { isActive: false }),
      });
      toast.success(t('admin.categories.deactivated'));
      setBlocked(null);
    } catch (error) {
      toastFailure(t('admin.categories.errors.save'), error);
    }
  };

  const dialogs = (
    <>
      <ConfirmDialog
        open={confirming !== null}
        destructive
        title={t('admin.categories.confirmDeleteTitle')}
        message={t('admin.categories.confirmDelete', { name: nameOf(confirming) })}
        confirmLabel={t('admin.actions.delete')}
        loading={deleter.isPending}
        onConfirm={confirm}
        onCancel={() => setConfirming(null)}
      />
      <Dialog
        open={blocked !== null}
        onClose={() => setBlocked(null)}
        title={t('admin.categories.blockedTitle', { name: nameOf(blocked?.category ?? null) })}
        footer={
          <>
            <Button variant="secondary" onClick={() => setBlocked(null)}>
              {t('common.close')}
            </Button>
            {blocked?.category.isActive ? (
              <Button onClick={deactivate} loading={saver.isPending}>
                {t('admin.categories.deactivateInstead')}
              </Button>
            ) : null}
          </>
        }
      >
        <Alert tone="error">{blocked?.message}</Alert>
        <p className="text-sm text-slate-700">
          {t(
            blocked?.category.isActive
              ? 'admin.categories.blockedHint'
              : 'admin.categories.blockedInactive',
          )}
        </p>
      </Dialog>
    </>
  );

  return { requestDelete: setConfirming, dialogs };
}
