import { type ReactNode, useEffect, useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { SHOP_TIME_ZONE } from '../../../../shared/constants';
import {
  type CashCollectedInput,
  cashCollectedInputSchema,
} from '../../../../shared/schemas/cash-on-delivery';
import type { AdminOrderDetail } from '../../../../shared/schemas/orders-admin';
import { shopDay } from '../../../../shared/shop-day';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { Section } from '../../../components/ui/section';
import { TextAreaField } from '../../../components/ui/text-area-field';
import { TextField } from '../../../components/ui/text-field';
import { isApiError } from '../../../lib/errors';
import { toastFailure } from '../../../lib/failure-toast';
import { applyServerErrors, schemaResolver, useFieldErrorText } from '../../../lib/form-errors';
import { formatDate, formatEgp, formatNumber } from '../../../lib/format';
import { parseNumberInput } from '../../../lib/numbers';
import toast from '../../../lib/toast';
import { useTranslation } from '../../../lib/translation';
import { useLang } from '../../../lib/use-lang';
import { useCollectCash, useConfirmOrder } from '../cod-api';

const NOTE_MAX = 500;
type Props = { order: AdminOrderDetail; onConflict: () => void };
type Cash = NonNullable<NonNullable<AdminOrderDetail['cashOnDelivery']>['cashCollected']>;

/** The shop's calendar day of an instant, as the admin reads it (Cairo time, decision 043). */
const useShopDate = () => {
  const lang = useLang();
  return (value: string) =>
    formatDate(value, lang, { dateStyle: 'medium', timeZone: SHOP_TIME_ZONE });
};

/** A 409 (someone changed the order meanwhile) shows the server's message and reloads it. */
function reportFailure(error: unknown, fallback: string, onConflict: () => void) {
  if (isApiError(error) && error.status === 409) {
    toast.error(error.message, { id: error.message });
    onConflict();
  } else toastFailure(fallback, error);
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex justify-between gap-4">
      <dt className="text-slate-700">{label}</dt>
      <dd className="min-w-0 text-end font-semibold text-ink">{children}</dd>
    </div>
  );
}

/** "Confirm order" for a cash order waiting for its customer, behind a question and a note. */
function ConfirmOrder({ order, onConflict }: Props) {
  const { t } = useTranslation();
  const lang = useLang();
  const confirm = useConfirmOrder(order.id);
  const [open, setOpen] = useState(false);
  const [note, setNote] = useState('');
  const number = formatNumber(order.orderNumber, lang, { useGrouping: false });
  const close = () => {
    if (confirm.isPending) return;
    setOpen(false);
    setNote('');
  };
  const submit = async () => {
    const trimmed = note.trim();
    try {
      await confirm.mutateAsync(trimmed ? { note: trimmed } : {});
      toast.success(t('admin.orders.cod.confirmDone'));
    } catch (error) {
      reportFailure(error, t('admin.orders.cod.errors.confirm'), onConflict);
    }
    setOpen(false);
    setNote('');
  };
  return (
    <>
      <Alert
        tone="info"
        actions={
          <Button size="sm" onClick={() => setOpen(true)}>
            {t('admin.orders.cod.confirm')}
          </Button>
        }
      >
        {t('admin.orders.cod.awaiting')}
      </Alert>
      <Dialog
        open={open}
        onClose={close}
        title={t('admin.orders.cod.confirmTitle', { number })}
        description={t('admin.orders.cod.confirmMessage')}
        footer={
          <>
            <Button variant="secondary" onClick={close} disabled={confirm.isPending}>
              {t('common.cancel')}
            </Button>
            <Button onClick={submit} loading={confirm.isPending}>
              {t('admin.orders.cod.confirm')}
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
      </Dialog>
    </>
  );
}

interface CashValues {
  amount: number | undefined;
  date: string;
  note: string;
}
const FIELDS = ['amount', 'date', 'note'] as const;

/** "Mark cash collected": the amount (the total unless told) and the Cairo day (today). */
function CollectCash({ order, onConflict }: Props) {
  const { t } = useTranslation();
  const lang = useLang();
  const errorText = useFieldErrorText();
  const collect = useCollectCash(order.id);
  const [open, setOpen] = useState(false);
  const formId = useId();
  const today = shopDay();
  const defaults: CashValues = { amount: order.total, date: today, note: '' };
  const form = useForm<CashValues, unknown, CashCollectedInput>({
    resolver: schemaResolver(cashCollectedInputSchema as never),
    defaultValues: defaults,
  });
  const { errors } = form.formState;
  const number = formatNumber(order.orderNumber, lang, { useGrouping: false });

  // Each opening starts from the total and today.
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset only when opened
  useEffect(() => {
    if (open) form.reset(defaults);
  }, [open]);

  const close = () => {
    if (!collect.isPending) setOpen(false);
  };
  const submit = form.handleSubmit(async ({ note, ...input }) => {
    try {
      await collect.mutateAsync({ ...input, ...(note ? { note } : {}) });
      toast.success(t('admin.orders.cod.collectDone'));
      setOpen(false);
    } catch (error) {
      if (isApiError(error) && error.status === 400 && error.errors.length > 0) {
        const unmatched = applyServerErrors(
          error.errors,
          FIELDS,
          form.setError,
          t('errors.invalid'),
        );
        if (unmatched.length) toastFailure(t('admin.orders.cod.errors.collect'), error, unmatched);
        return;
      }
      setOpen(false);
      reportFailure(error, t('admin.orders.cod.errors.collect'), onConflict);
    }
  });

  return (
    <>
      <div>
        <Button size="sm" onClick={() => setOpen(true)}>
          {t('admin.orders.cod.collect')}
        </Button>
      </div>
      <Dialog
        open={open}
        onClose={close}
        title={t('admin.orders.cod.collectTitle', { number })}
        description={t('admin.orders.cod.collectMessage')}
        footer={
          <>
            <Button variant="secondary" onClick={close} disabled={collect.isPending}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" form={formId} loading={collect.isPending}>
              {t('admin.orders.cod.submit')}
            </Button>
          </>
        }
      >
        <form id={formId} noValidate onSubmit={submit} className="flex flex-col gap-4">
          <TextField
            label={t('admin.orders.cod.amount')}
            required
            inputMode="decimal"
            dir="ltr"
            autoComplete="off"
            helperText={t('admin.orders.cod.amountHelp', { total: formatEgp(order.total, lang) })}
            error={errorText(errors.amount)}
            {...form.register('amount', { setValueAs: parseNumberInput(undefined) })}
          />
          <TextField
            label={t('admin.orders.cod.date')}
            type="date"
            required
            dir="ltr"
            max={today}
            helperText={t('admin.orders.cod.dateHelp')}
            error={errorText(errors.date)}
            {...form.register('date', { setValueAs: (value: string) => value || undefined })}
          />
          <TextAreaField
            label={t('admin.orders.actions.note')}
            helperText={t('admin.orders.actions.noteHelp')}
            rows={2}
            maxLength={NOTE_MAX}
            error={errorText(errors.note)}
            {...form.register('note')}
          />
        </form>
      </Dialog>
    </>
  );
}

/** The cash recorded: how much, on which day, by whom. */
function CashCollected({ cash }: { cash: Cash }) {
  const { t } = useTranslation();
  const lang = useLang();
  const shopDate = useShopDate();
  return (
    <dl className="flex flex-col gap-2 text-sm">
      <Fact label={t('admin.orders.cod.collectedAmount')}>{formatEgp(cash.amount, lang)}</Fact>
      <Fact label={t('admin.orders.cod.collectedOn')}>
        <time dateTime={cash.at}>{shopDate(cash.at)}</time>
      </Fact>
      <Fact label={t('admin.orders.cod.collectedBy')}>
        {cash.by ? (
          <span className="flex flex-col items-end">
            <span>{cash.by.name || cash.by.email}</span>
            <bdi dir="ltr" className="text-xs font-normal text-slate-600">
              {cash.by.email}
            </bdi>
          </span>
        ) : (
          t('admin.orders.cod.unknownAdmin')
        )}
      </Fact>
    </dl>
  );
}

/**
 * Cash on delivery on the admin's order page (decision 043): "Confirm order" while the order
 * waits for its customer's confirmation, "Mark cash collected" once it is on its way, and the
 * cash recorded (amount, day, who). Nothing for an order paid otherwise.
 */
export function CodPanel({ order, onConflict }: Props) {
  const { t } = useTranslation();
  const shopDate = useShopDate();
  if (order.paymentMethod !== 'cod') return null;
  const cod = order.cashOnDelivery ?? null;
  const pending = order.paymentStatus === 'pending';
  const awaiting = pending && order.deliveryStatus === 'awaiting_confirmation';
  const collectable =
    pending &&
    (order.deliveryStatus === 'out_for_delivery' || order.deliveryStatus === 'delivered');
  let cash: ReactNode = null;
  if (cod?.cashCollected) cash = <CashCollected cash={cod.cashCollected} />;
  else if (collectable) {
    cash = (
      <>
        {order.deliveryStatus === 'delivered' ? (
          <p className="text-sm font-semibold text-amber-800">{t('admin.orders.cod.toCollect')}</p>
        ) : null}
        <CollectCash order={order} onConflict={onConflict} />
      </>
    );
  } else if (order.paymentStatus === 'paid') {
    cash = <p className="text-sm text-slate-600">{t('admin.orders.cod.paidWithoutRecord')}</p>;
  } else if (pending && !awaiting) {
    cash = <p className="text-sm text-slate-600">{t('admin.orders.cod.notYet')}</p>;
  }
  if (!awaiting && !cod?.confirmedAt && !cash) return null;
  return (
    <Section title={t('admin.orders.cod.title')}>
      {awaiting ? <ConfirmOrder order={order} onConflict={onConflict} /> : null}
      {cod?.confirmedAt ? (
        <p className="text-sm text-slate-700">
          {t('admin.orders.cod.confirmedAt', { date: shopDate(cod.confirmedAt) })}
        </p>
      ) : null}
      {cash}
    </Section>
  );
}
