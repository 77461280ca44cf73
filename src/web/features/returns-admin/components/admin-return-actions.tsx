import { useState } from 'react';
import type { ReturnRequest } from '../../../../shared/schemas/returns';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { TextAreaField } from '../../../components/ui/text-area-field';
import { isApiError } from '../../../lib/errors';
import { toastFailure } from '../../../lib/failure-toast';
import { formatEgp } from '../../../lib/format';
import toast from '../../../lib/toast';
import { useTranslation } from '../../../lib/translation';
import { useLang } from '../../../lib/use-lang';
import { type ReturnStep, useReturnStep } from '../../returns';

type Pending = 'approve' | 'refuse' | 'receive' | 'refund' | null;

/** Whether the shop gives the money back by hand (cash on delivery, kiosk) for this order. */
const byHand = (method: ReturnRequest['paymentMethod']) => method === 'cod' || method === 'kiosk';

/** The admin's next step on a return, each behind a question (and a message where it needs one). */
export function AdminReturnActions({ request }: { request: ReturnRequest }) {
  const { t } = useTranslation();
  const lang = useLang();
  const [pending, setPending] = useState<Pending>(null);
  const [text, setText] = useState('');
  const [error, setError] = useState<string>();
  const step = useReturnStep(request.id);
  const amount = formatEgp(request.refundAmount ?? request.estimatedRefund, lang);
  const manual = byHand(request.paymentMethod);

  const open = (next: Pending) => {
    setPending(next);
    setText('');
    setError(undefined);
  };
  const close = () => {
    if (!step.isPending) setPending(null);
  };

  async function confirm() {
    if (!pending) return;
    const trimmed = text.trim();
    if ((pending === 'refuse' || (pending === 'refund' && manual)) && !trimmed) {
      setError(t('returns.admin.textRequired'));
      return;
    }
    const body: ReturnStep =
      pending === 'approve'
        ? { step: 'approve', ...(trimmed ? { message: trimmed } : {}) }
        : pending === 'refuse'
          ? { step: 'refuse', message: trimmed }
          : pending === 'receive'
            ? { step: 'receive' }
            : { step: 'refund', ...(trimmed ? { note: trimmed } : {}) };
    try {
      const answer = await step.mutateAsync(body);
      toast.success(answer.message ?? t(`returns.admin.done.${pending}`));
      setPending(null);
    } catch (failure) {
      toastFailure(
        isApiError(failure) && failure.status < 500 ? failure.message : t('returns.admin.failed'),
        failure,
      );
      if (isApiError(failure) && failure.status === 409) setPending(null);
    }
  }

  const buttons: [Pending, string, 'primary' | 'secondary' | 'danger'][] =
    request.status === 'requested'
      ? [
          ['approve', t('returns.admin.approve'), 'primary'],
          ['refuse', t('returns.admin.refuse'), 'danger'],
        ]
      : request.status === 'approved'
        ? [['receive', t('returns.admin.receive'), 'primary']]
        : request.status === 'received'
          ? [['refund', t('returns.admin.refund', { amount }), 'primary']]
          : [];
  if (buttons.length === 0) return null;

  const textLabel =
    pending === 'approve'
      ? t('returns.admin.approveMessage')
      : pending === 'refuse'
        ? t('returns.admin.refuseMessage')
        : pending === 'refund' && manual
          ? t('returns.admin.refundNote')
          : null;

  return (
    <div className="flex flex-wrap gap-2">
      {buttons.map(([key, label, variant]) => (
        <Button key={key} size="sm" variant={variant} onClick={() => open(key)}>
          {label}
        </Button>
      ))}
      <Dialog
        open={pending !== null}
        onClose={close}
        title={pending ? t(`returns.admin.confirm.${pending}.title`) : ''}
        description={
          pending
            ? t(`returns.admin.confirm.${pending}.text`, {
                amount,
                method: t(`payment.${request.paymentMethod}`),
              }) + (pending === 'refund' && manual ? ` ${t('returns.admin.byHand')}` : '')
            : ''
        }
        footer={
          <>
            <Button variant="secondary" onClick={close} disabled={step.isPending}>
              {t('returns.admin.back')}
            </Button>
            <Button
              variant={pending === 'refuse' ? 'danger' : 'primary'}
              loading={step.isPending}
              onClick={() => void confirm()}
            >
              {pending ? t(`returns.admin.confirm.${pending}.button`) : ''}
            </Button>
          </>
        }
      >
        {textLabel ? (
          <TextAreaField
            label={textLabel}
            rows={3}
            value={text}
            error={error}
            onChange={(event) => setText(event.target.value)}
          />
        ) : null}
      </Dialog>
    </div>
  );
}
