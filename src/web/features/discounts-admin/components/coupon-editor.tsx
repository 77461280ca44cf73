import type { CouponPayload } from '../../../../shared/schemas/discounts-admin';
import { LoadFailed } from '../../../components/admin/load-failed';
import { Dialog } from '../../../components/ui/dialog';
import { Spinner } from '../../../components/ui/spinner';
import { saveWithToasts } from '../../../lib/failure-toast';
import { useTranslation } from '../../../lib/translation';
import { useCoupon, useSaveCoupon } from '../api';
import { CouponForm } from './coupon-form';

/** What the dialog edits: a new coupon ({}), or the one with this id. */
export type Editing = { id?: string } | null;

/** The create/edit dialog; an existing coupon is read in full (names of its products) first. */
export function CouponEditor({ editing, onClose }: { editing: Editing; onClose: () => void }) {
  const { t } = useTranslation();
  const id = editing?.id;
  const detail = useCoupon(id);
  const saver = useSaveCoupon();

  const save = async (input: CouponPayload) => {
    await saveWithToasts(() => saver.mutateAsync({ id, input }), {
      saved: t(id ? 'admin.discounts.saved' : 'admin.discounts.created'),
      failed: t('admin.discounts.errors.save'),
    });
    onClose();
  };

  let body = null;
  if (editing && !id) body = <CouponForm onSubmit={save} onCancel={onClose} />;
  else if (id && detail.data) {
    body = <CouponForm key={id} coupon={detail.data} onSubmit={save} onCancel={onClose} />;
  } else if (id && detail.isError) {
    body = (
      <LoadFailed
        title={t('admin.discounts.errors.loadOne')}
        error={detail.error}
        onRetry={() => void detail.refetch()}
      />
    );
  } else if (id) body = <Spinner />;

  return (
    <Dialog
      open={editing !== null}
      onClose={onClose}
      title={t(id ? 'admin.discounts.editTitle' : 'admin.discounts.addTitle')}
      className="sm:w-[min(44rem,calc(100%-2rem))]"
    >
      {body}
    </Dialog>
  );
}
