import { useState } from 'react';
import type { AdminCoupon } from '../../../../shared/schemas/discounts-admin';
import { PlusIcon } from '../../../components/admin/action-icons';
import { AdminListBody } from '../../../components/admin/admin-list-body';
import { PageHeader } from '../../../components/page-header';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { TagIcon } from '../../../components/ui/more-icons';
import { toastFailure } from '../../../lib/failure-toast';
import toast from '../../../lib/toast';
import { useTranslation } from '../../../lib/translation';
import { useCoupons, useDeleteCoupon, useSetCouponActive } from '../api';
import { CouponEditor, type Editing } from './coupon-editor';
import { CouponFilters } from './coupon-filters';
import { CouponCards, CouponsTable } from './coupons-table';
import { useCouponParams } from './use-coupon-params';

/** /admin/discounts: the coupons, with their value, uses, status and dates, and their editor. */
export function CouponManager() {
  const { t } = useTranslation();
  const { filters, update, clear, filtered } = useCouponParams();
  const query = useCoupons(filters);
  const toggler = useSetCouponActive();
  const deleter = useDeleteCoupon();
  const [editing, setEditing] = useState<Editing>(null);
  const [toDelete, setToDelete] = useState<AdminCoupon | null>(null);

  const toggle = async (coupon: AdminCoupon) => {
    const isActive = !coupon.isActive;
    try {
      await toggler.mutateAsync({ id: coupon.id, isActive });
      toast.success(
        t(isActive ? 'admin.discounts.activated' : 'admin.discounts.deactivated', {
          code: coupon.code,
        }),
      );
    } catch (error) {
      toastFailure(t('admin.discounts.errors.save'), error);
    }
  };

  const confirmDelete = async () => {
    if (!toDelete) return;
    try {
      await deleter.mutateAsync(toDelete.id);
      toast.success(t('admin.discounts.deleted'));
    } catch (error) {
      // A use made meanwhile: the server's message says to deactivate it instead.
      toastFailure(t('admin.discounts.errors.delete'), error);
    }
    setToDelete(null);
  };

  const add = (
    <Button size="sm" icon={<PlusIcon className="size-4" />} onClick={() => setEditing({})}>
      {t('admin.discounts.add')}
    </Button>
  );
  const actions = {
    onEdit: (coupon: AdminCoupon) => setEditing({ id: coupon.id }),
    onToggle: (coupon: AdminCoupon) => void toggle(coupon),
    onDelete: setToDelete,
    togglingId: toggler.isPending ? toggler.variables?.id : undefined,
  };

  return (
    <div className="flex flex-col gap-4">
      <PageHeader
        title={t('admin.pages.discounts.title')}
        description={t('admin.discounts.intro')}
        actions={add}
      />
      <CouponFilters filters={filters} onChange={update} />
      <AdminListBody
        query={query}
        page={filters.page}
        onPageChange={(page) => update({ page })}
        filtered={filtered}
        onClear={clear}
        icon={<TagIcon className="size-7" />}
        texts={{
          loadFailed: t('admin.discounts.errors.load'),
          total: (formatted, count) => t('admin.discounts.total', { count, formatted }),
          empty: t('admin.discounts.empty'),
          emptyHint: t('admin.discounts.emptyHint'),
          emptyFiltered: t('admin.discounts.emptyFiltered'),
          clear: t('admin.discounts.filters.clear'),
        }}
        emptyAction={add}
      >
        {(coupons) => (
          <>
            <CouponsTable coupons={coupons} {...actions} />
            <CouponCards coupons={coupons} {...actions} />
          </>
        )}
      </AdminListBody>
      <CouponEditor editing={editing} onClose={() => setEditing(null)} />
      <ConfirmDialog
        open={toDelete !== null}
        destructive
        title={t('admin.discounts.confirmDeleteTitle')}
        message={t('admin.discounts.confirmDelete', { code: toDelete?.code ?? '' })}
        confirmLabel={t('admin.actions.delete')}
        loading={deleter.isPending}
        onConfirm={confirmDelete}
        onCancel={() => setToDelete(null)}
      />
    </div>
  );
}
