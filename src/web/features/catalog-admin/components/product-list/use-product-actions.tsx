import { useState } from 'react';
import { useNavigate } from 'react-router';
import type { AdminProduct } from '../../../../../shared/schemas/catalog-admin';
import { ConfirmDialog } from '../../../../components/ui/confirm-dialog';
import { toastFailure } from '../../../../lib/failure-toast';
import { formatNumber } from '../../../../lib/format';
import toast from '../../../../lib/toast';
import { useTranslation } from '../../../../lib/translation';
import { useLang } from '../../../../lib/use-lang';
import { useCloneProduct, useDeleteProduct } from '../../api/products';
import { editPath, useProductName } from './product-cells';

/**
 * Clone (then open the copy) and delete-after-confirmation, shared by the list and the editor.
 * A product that is in orders is deactivated by the server instead of deleted; the admin is told.
 */
export function useProductActions({ onDeleted }: { onDeleted?: () => void } = {}) {
  const { t } = useTranslation();
  const lang = useLang();
  const navigate = useNavigate();
  const nameOf = useProductName();
  const cloner = useCloneProduct();
  const deleter = useDeleteProduct();
  const [toDelete, setToDelete] = useState<AdminProduct | null>(null);

  const clone = async (product: AdminProduct) => {
    try {
      const copy = await cloner.mutateAsync(product.id);
      toast.success(t('admin.products.cloned'));
      navigate(editPath(copy.id));
    } catch (error) {
      toastFailure(t('admin.products.errors.clone'), error);
    }
  };

  const confirmDelete = async () => {
    if (!toDelete) return;
    try {
      const answer = await deleter.mutateAsync(toDelete.id);
      if (answer.deactivated) toast(t('admin.products.deactivated'), { icon: 'ℹ️', duration: 6000 });
      else toast.success(t('admin.products.deleted'));
      setToDelete(null);
      onDeleted?.();
    } catch (error) {
      toastFailure(t('admin.products.errors.delete'), error);
      setToDelete(null);
    }
  };

  const inOrders = (toDelete?.orderCount ?? 0) > 0;
  const dialog = (
    <ConfirmDialog
      open={toDelete !== null}
      destructive
      title={t(
        inOrders ? 'admin.products.confirmDeactivateTitle' : 'admin.products.confirmDeleteTitle',
      )}
      message={t(inOrders ? 'admin.products.confirmDeactivate' : 'admin.products.confirmDelete', {
        name: toDelete ? nameOf(toDelete) : '',
        orders: formatNumber(toDelete?.orderCount ?? 0, lang),
      })}
      confirmLabel={t(inOrders ? 'admin.actions.deactivate' : 'admin.actions.delete')}
      loading={deleter.isPending}
      onConfirm={confirmDelete}
      onCancel={() => setToDelete(null)}
    />
  );

  return {
    clone,
    cloningId: cloner.isPending ? cloner.variables : undefined,
    requestDelete: setToDelete,
    dialog,
  };
}
