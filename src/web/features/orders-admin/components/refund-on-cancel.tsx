import { useEffect, useRef, useState } from 'react';
import { isOnlinePaymentMethod } from '../../../../shared/constants';
import type { AdminOrderDetail } from '../../../../shared/schemas/orders-admin';
import { Checkbox } from '../../../components/ui/checkbox';
import { toastFailure } from '../../../lib/failure-toast';
import { formatEgp } from '../../../lib/format';
import toast from '../../../lib/toast';
import { useTranslation } from '../../../lib/translation';
import { useLang } from '../../../lib/use-lang';
import { settledFailure, useCreateRefund, useRefunds } from '../refunds-api';

/**
 * Cancelling a paid online order asks whether to give the money back now (decision 042): a
 * checkbox in the cancel dialog, ticked by default, for what is left to refund through Paymob.
 * `beforeCancel` refunds first; when Paymob refuses, the order is not cancelled (the admin may
 * untick and cancel, then refund later from the Refunds panel).
 */
export function useRefundOnCancel(order: AdminOrderDetail, cancelling: boolean) {
  const { t } = useTranslation();
  const lang = useLang();
  const paidOnline =
    isOnlinePaymentMethod(order.paymentMethod) &&
    (order.paymentStatus === 'paid' || order.paymentStatus === 'partially_refunded');
  const refunds = useRefunds(order.id, paidOnline);
  const create = useCreateRefund(order.id);
  const [checked, setChecked] = useState(true);
  const key = useRef<string | null>(null);
  const summary = refunds.data?.summary;
  const offered = paidOnline && !!summary && summary.left > 0 && summary.provider.available;

  // Each cancel dialog starts ticked, with a new key.
  useEffect(() => {
    if (!cancelling) return;
    setChecked(true);
    key.current = null;
  }, [cancelling]);

  const field = offered ? (
    <Checkbox
      label={t('admin.orders.refunds.onCancel', { amount: formatEgp(summary.left, lang) })}
      checked={checked}
      onChange={(event) => setChecked(event.target.checked)}
      disabled={create.isPending}
    />
  ) : null;

  /** Refunds what is left when ticked; false: it failed and the order must stay as it is. */
  async function beforeCancel(note: string): Promise<boolean> {
    if (!offered || !checked) return true;
    key.current ??= crypto.randomUUID();
    try {
      const answer = await create.mutateAsync({
        key: key.current,
        body: {
          kind: 'refund',
          mode: 'provider',
          amount: summary.left,
          reason: note || t('admin.orders.refunds.cancelReason'),
        },
      });
      key.current = null;
      toast.success(answer.message);
      return true;
    } catch (error) {
      if (settledFailure(error)) key.current = null;
      toastFailure(t('admin.orders.refunds.errors.onCancel'), error);
      return false;
    }
  }

  return { field, beforeCancel, refunding: create.isPending };
}
