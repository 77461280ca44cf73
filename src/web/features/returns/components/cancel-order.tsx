import { useState } from 'react';
import { isOnlinePaymentMethod, type PaymentMethod } from '../../../../shared/constants';
import type { OrderDetail } from '../../../../shared/schemas/orders';
import {
  CANCEL_DETAILS_MAX,
  CANCEL_REASONS,
  type CancelReason,
} from '../../../../shared/schemas/returns';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { Select } from '../../../components/ui/select';
import { TextAreaField } from '../../../components/ui/text-area-field';
import { isApiError } from '../../../lib/errors';
import { toastFailure } from '../../../lib/failure-toast';
import { formatEgp } from '../../../lib/format';
import toast from '../../../lib/toast';
import { useTranslation } from '../../../lib/translation';
import { useLang } from '../../../lib/use-lang';
import { useCancelOrder } from '../api';

/** The customer may still cancel: not out of the shop's hands (the server's rule, decision 046). */
export const canCancel = (order: Pick<OrderDetail, 'paymentStatus' | 'deliveryStatus'>) =>
  ['pending', 'failed', 'paid'].includes(order.paymentStatus) &&
  ['awaiting_confirmation', 'in_progress'].includes(order.deliveryStatus);

/** What happens to the money, said before the customer confirms. */
export function moneyKey(order: Pick<OrderDetail, 'paymentStatus' | 'paymentMethod'>) {
  if (order.paymentStatus !== 'paid') return 'returns.cancel.money.none';
  const method = order.paymentMethod as PaymentMethod;
  if (method === 'kiosk' || !isOnlinePaymentMethod(method)) return 'returns.cancel.money.manual';
  return 'returns.cancel.money.refund';
}

/** "Cancel order" with its question: a reason, the money, "Keep my order" / "Cancel order". */
export function CancelOrder({ order }: { order: OrderDetail }) {
  const { t } = useTranslation();
  const lang = useLang();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState<CancelReason | ''>('');
  const [details, setDetails] = useState('');
  const [errors, setErrors] = useState<{ reason?: string; details?: string }>({});
  const cancel = useCancelOrder(order.id);
  if (!canCancel(order)) return null;

  const close = () => {
    if (cancel.isPending) return;
    setOpen(false);
    setErrors({});
  };
  async function confirm() {
    const trimmed = details.trim();
    const found: typeof errors = {};
    if (!reason) found.reason = t('returns.cancel.reasonRequired');
    if (reason === 'other' && !trimmed) found.details = t('returns.cancel.detailsRequired');
    setErrors(found);
    if (found.reason || found.details || !reason) return;
    try {
      const answer = await cancel.mutateAsync({ reason, ...(trimmed ? { details: trimmed } : {}) });
      toast.success(answer.message);
      setOpen(false);
    } catch (error) {
      toastFailure(
        isApiError(error) && error.status === 409 ? error.message : t('returns.cancel.failed'),
        error,
      );
      if (isApiError(error) && error.status === 409) setOpen(false);
    }
  }

  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)} className="self-start">
        {t('returns.cancel.button')}
      </Button>
      <Dialog
        open={open}
        onClose={close}
        title={t('returns.cancel.title')}
        description={t(moneyKey(order), { amount: formatEgp(order.total, lang) })}
        footer={
          <>
            <Button variant="secondary" onClick={close} disabled={cancel.isPending}>
              {t('returns.cancel.keep')}
            </Button>
            <Button variant="danger" onClick={() => void confirm()} loading={cancel.isPending}>
              {t('returns.cancel.confirm')}
            </Button>
          </>
        }
      >
        <div className="flex flex-col gap-4">
          <Select
            label={t('returns.cancel.reason')}
            value={reason}
            error={errors.reason}
            onChange={(event) => setReason(event.target.value as CancelReason)}
            options={[
              { value: '', label: t('returns.cancel.choose') },
              ...CANCEL_REASONS.map((key) => ({
                value: key,
                label: t(`returns.cancel.reasons.${key}`),
              })),
            ]}
          />
          <TextAreaField
            label={
              reason === 'other' ? t('returns.cancel.detailsOther') : t('returns.cancel.details')
            }
            rows={3}
            maxLength={CANCEL_DETAILS_MAX}
            value={details}
            error={errors.details}
            onChange={(event) => setDetails(event.target.value)}
          />
        </div>
      </Dialog>
    </>
  );
}
