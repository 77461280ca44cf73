import { useState } from 'react';
import { isOnlinePaymentMethod } from '../../../../shared/constants';
import type { AdminOrderDetail, OrderAction } from '../../../../shared/schemas/orders-admin';
import { Button, type ButtonVariant } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { TextAreaField } from '../../../components/ui/text-area-field';
import { isApiError } from '../../../lib/errors';
import { toastFailure } from '../../../lib/failure-toast';
import { formatNumber } from '../../../lib/format';
import toast from '../../../lib/toast';
import { useTranslation } from '../../../lib/translation';
import { useLang } from '../../../lib/use-lang';
import { useOrderAction } from '../api';
import { allowedActions } from '../transitions';
import { useRefundOnCancel } from './refund-on-cancel';

const VARIANT: Record<OrderAction, ButtonVariant> = {
  mark_paid: 'primary',
  mark_out_for_delivery: 'secondary',
  mark_delivered: 'primary',
  undo_delivery: 'secondary',
  cancel: 'danger',
};
const NOTE_MAX = 500;

/**
 * The admin's buttons for the actions the order's state allows (SPEC §4), each behind a
 * confirmation question with an optional note. A 409 (someone changed the order meanwhile) shows
 * the server's message and reloads the order.
 */
export function OrderActions({
  order,
  onConflict,
}: {
  order: AdminOrderDetail;
  onConflict: () => void;
}) {
  const { t } = useTranslation();
  const lang = useLang();
  const mutation = useOrderAction(order.id);
  const [pending, setPending] = useState<OrderAction | null>(null);
  const [note, setNote] = useState('');
  const actions = allowedActions(order);
  // A paid online order: "refund now?" in the cancel dialog (decision 042).
  const refundOnCancel = useRefundOnCancel(order, pending === 'cancel');
  const number = formatNumber(order.orderNumber, lang, { useGrouping: false });

  const close = () => {
    if (mutation.isPending) return;
    setPending(null);
    setNote('');
  };

  const confirm = async () => {
    if (!pending) return;
    const trimmed = note.trim();
    if (pending === 'cancel' && !(await refundOnCancel.beforeCancel(trimmed))) return;
    try {
      await mutation.mutateAsync({ action: pending, ...(trimmed ? { note: trimmed } : {}) });
      toast.success(t(`admin.orders.actions.${pending}.done`));
    } catch (error) {
      if (isApiError(error) && error.status === 409) {
        toast.error(error.message, { id: error.message });
        onConflict();
      } else toastFailure(t('admin.orders.errors.action'), error);
    }
    setPending(null);
    setNote('');
  };

  if (!actions.length) {
    return <p className="text-sm text-slate-600">{t('admin.orders.actions.none')}</p>;
  }
  return (
    <>
      <div className="flex flex-wrap gap-2">
        {actions.map((action) => (
          <Button
            key={action}
            size="sm"
            variant={VARIANT[action]}
            onClick={() => setPending(action)}
          >
            {t(`admin.orders.actions.${action}.label`)}
          </Button>
        ))}
      </div>
      <Dialog
        open={pending !== null}
        onClose={close}
        title={pending ? t(`admin.orders.actions.${pending}.title`, { number }) : ''}
        description={pending ? t(`admin.orders.actions.${pending}.message`) : undefined}
        footer={
          <>
            {/* Never "Cancel" beside "Cancel order" (issue 25 item 5): "Keep order" / "Back". */}
            <Button variant="secondary" onClick={close} disabled={mutation.isPending}>
              {t(pending === 'cancel' ? 'admin.orders.actions.keepOrder' : 'common.back')}
            </Button>
            <Button
              variant={pending === 'cancel' ? 'danger' : 'primary'}
              onClick={confirm}
              loading={mutation.isPending || refundOnCancel.refunding}
            >
              {pending ? t(`admin.orders.actions.${pending}.confirm`) : ''}
            </Button>
          </>
        }
      >
        <TextAreaField
          label={t('admin.orders.actions.note')}
          helperText={t('admin.orders.actions.noteHelp')}
          rows={3}
          maxLength={NOTE_MAX}
          value={note}
          onChange={(event) => setNote(event.target.value)}
        />
        {pending === 'cancel' ? (
          <p className="text-sm text-slate-700">
            {t(`admin.orders.actions.cancelMoney.${moneyOnCancel(order)}`)}
          </p>
        ) : null}
        {pending === 'cancel' ? refundOnCancel.field : null}
      </Dialog>
    </>
  );
}

/** What cancelling does to the customer's money, said in the cancel dialog (issue 25 item 5). */
function moneyOnCancel(order: AdminOrderDetail): 'unpaid' | 'paidOnline' | 'paidCash' {
  const paid = order.paymentStatus === 'paid' || order.paymentStatus === 'partially_refunded';
  if (!paid) return 'unpaid';
  return isOnlinePaymentMethod(order.paymentMethod) ? 'paidOnline' : 'paidCash';
}
