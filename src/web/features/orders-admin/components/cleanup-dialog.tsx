import { useState } from 'react';
import { cleanupFailedSchema } from '../../../../shared/schemas/orders-admin';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { TextField } from '../../../components/ui/text-field';
import { toastFailure } from '../../../lib/failure-toast';
import { translateFieldMessage } from '../../../lib/form-errors';
import { parseNumberInput } from '../../../lib/numbers';
import toast from '../../../lib/toast';
import { useTranslation } from '../../../lib/translation';
import { useLang } from '../../../lib/use-lang';
import { useCleanupFailedOrders } from '../api';

export const DEFAULT_CLEANUP_DAYS = 30;

/** 'Clean up failed orders': asks the age in days, deletes after this confirmation, reports. */
export function CleanupFailedButton() {
  const { t } = useTranslation();
  const lang = useLang();
  const cleanup = useCleanupFailedOrders();
  const [open, setOpen] = useState(false);
  const [days, setDays] = useState(String(DEFAULT_CLEANUP_DAYS));
  const [error, setError] = useState<string>();

  const close = () => {
    if (cleanup.isPending) return;
    setOpen(false);
    setError(undefined);
  };

  const confirm = async () => {
    const parsed = cleanupFailedSchema.safeParse({ olderThanDays: parseNumberInput(null)(days) });
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      const params =
        issue?.code === 'too_small'
          ? `?min=${issue.minimum}`
          : issue?.code === 'too_big'
            ? `?max=${issue.maximum}`
            : '';
      const key = issue?.message.startsWith('validation.')
        ? issue.message
        : 'validation.invalidType';
      setError(translateFieldMessage(t, lang, `${key}${params}`));
      return;
    }
    try {
      const answer = await cleanup.mutateAsync(parsed.data.olderThanDays);
      toast.success(answer.message);
      setOpen(false);
      setError(undefined);
    } catch (failure) {
      toastFailure(t('admin.orders.errors.cleanup'), failure);
    }
  };

  return (
    <>
      <Button variant="secondary" size="sm" onClick={() => setOpen(true)}>
        {t('admin.orders.cleanup.button')}
      </Button>
      <Dialog
        open={open}
        onClose={close}
        title={t('admin.orders.cleanup.title')}
        description={t('admin.orders.cleanup.message')}
        footer={
          <>
            <Button variant="secondary" onClick={close} disabled={cleanup.isPending}>
              {t('common.cancel')}
            </Button>
            <Button variant="danger" onClick={confirm} loading={cleanup.isPending}>
              {t('admin.orders.cleanup.confirm')}
            </Button>
          </>
        }
      >
        <TextField
          label={t('admin.orders.cleanup.days')}
          inputMode="numeric"
          dir="ltr"
          autoComplete="off"
          value={days}
          error={error}
          helperText={t('admin.orders.cleanup.daysHelp')}
          onChange={(event) => {
            setDays(event.target.value);
            setError(undefined);
          }}
        />
      </Dialog>
    </>
  );
}
