import { useEffect, useId, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import type { AdminOrderDetail } from '../../../../shared/schemas/orders-admin';
import {
  REFUND_NOTE_MAX,
  REFUND_REASON_MAX,
  REFUND_STALE_MINUTES,
  type Refund,
  type RefundKind,
  type RefundMode,
  type RefundSummary,
  refundFailRequestSchema,
  refundRequestSchema,
} from '../../../../shared/schemas/refunds';
import { ShopTime } from '../../../components/shop-time';
import { Alert } from '../../../components/ui/alert';
import { Badge, type BadgeTone } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { Section } from '../../../components/ui/section';
import { Select } from '../../../components/ui/select';
import { TextAreaField } from '../../../components/ui/text-area-field';
import { TextField } from '../../../components/ui/text-field';
import { isApiError, isNotFound } from '../../../lib/errors';
import { applyServerErrors, schemaResolver, useFieldErrorText } from '../../../lib/form-errors';
import { formatEgp, formatNumber } from '../../../lib/format';
import { parseNumberInput } from '../../../lib/numbers';
import toast from '../../../lib/toast';
import { useTranslation } from '../../../lib/translation';
import { useLang } from '../../../lib/use-lang';
import { settledFailure, useCreateRefund, useMarkRefundFailed, useRefunds } from '../refunds-api';

type Order = Pick<AdminOrderDetail, 'id' | 'orderNumber' | 'paymentStatus'>;

/** Orders that may hold money to give back (a cancelled one may have been paid first). */
export const mayHaveRefunds = (order: Pick<AdminOrderDetail, 'paymentStatus'>) =>
  order.paymentStatus !== 'pending' && order.paymentStatus !== 'failed';

const STATUS_TONES: Record<Refund['status'], BadgeTone> = {
  pending: 'warning',
  succeeded: 'success',
  failed: 'danger',
};

function Fact({ label, value, strong }: { label: string; value: string; strong?: boolean }) {
  return (
    <div className="flex justify-between gap-4">
      <dt className="text-slate-700">{label}</dt>
      <dd className={strong ? 'font-bold text-ink' : 'font-semibold text-ink'}>{value}</dd>
    </div>
  );
}

/** A Paymob refund with no word for REFUND_STALE_MINUTES: the admin may give it up (042). */
const isStale = (refund: Refund) =>
  refund.status === 'pending' &&
  refund.mode === 'provider' &&
  Date.now() - Date.parse(refund.createdAt) >= REFUND_STALE_MINUTES * 60_000;

function RefundItem({
  refund,
  onMarkFailed,
}: {
  refund: Refund;
  onMarkFailed: (refund: Refund) => void;
}) {
  const { t } = useTranslation();
  const lang = useLang();
  const by = refund.createdBy
    ? t('admin.orders.refunds.by', { name: refund.createdBy.name || refund.createdBy.email })
    : t('admin.orders.refunds.byRemoved');
  return (
    <li className="flex flex-col gap-1 border-t border-slate-200 pt-3 text-sm">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <span className="font-semibold text-ink">
          {t(`admin.orders.refunds.kinds.${refund.kind}`)} · {formatEgp(refund.amount, lang)}
        </span>
        <Badge tone={STATUS_TONES[refund.status]}>
          {t(`admin.orders.refunds.statuses.${refund.status}`)}
        </Badge>
      </div>
      <p className="text-slate-600">
        {t(`admin.orders.refunds.modes.${refund.mode}`)} · {by} ·{' '}
        <ShopTime value={refund.createdAt} />
      </p>
      <p className="text-slate-800">{refund.reason}</p>
      {refund.note ? (
        <p className="text-slate-700">
          {t('admin.orders.refunds.noteShown', { note: refund.note })}
        </p>
      ) : null}
      {refund.status === 'pending' ? (
        <p className="text-amber-900">{t('admin.orders.refunds.pendingHint')}</p>
      ) : null}
      {isStale(refund) ? (
        <div className="flex flex-wrap items-center justify-between gap-2">
          <p className="text-amber-900">{t('admin.orders.refunds.staleHint')}</p>
          <Button size="sm" variant="secondary" onClick={() => onMarkFailed(refund)}>
            {t('admin.orders.refunds.markFailed')}
          </Button>
        </div>
      ) : null}
      {refund.status === 'failed' && refund.error ? (
        <p className="break-words text-red-700">
          <bdi dir="ltr">{refund.error}</bdi>
        </p>
      ) : null}
    </li>
  );
}

interface Values {
  kind: RefundKind;
  mode: RefundMode;
  amount: number | undefined;
  reason: string;
  note: string;
}
const FIELDS = ['kind', 'mode', 'amount', 'reason', 'note'] as const;

/**
 * The refund or void dialog: amount (what is left, unless changed), reason, and for a manual
 * refund how the money went back. One Idempotency-Key per opening, kept while the outcome is
 * unknown (a retry refunds once), renewed after a settled answer.
 */
function RefundDialog({
  order,
  summary,
  kind,
  onClose,
}: {
  order: Order;
  summary: RefundSummary;
  kind: RefundKind | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const lang = useLang();
  const errorText = useFieldErrorText();
  const create = useCreateRefund(order.id);
  const formId = useId();
  const key = useRef<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const provider = summary.provider.available;
  const defaults: Values = {
    kind: kind ?? 'refund',
    mode: provider ? 'provider' : 'manual',
    amount: summary.left,
    reason: '',
    note: '',
  };
  const form = useForm<Values, unknown, z.output<typeof refundRequestSchema>>({
    resolver: schemaResolver(refundRequestSchema as never),
    defaultValues: defaults,
  });
  const { errors } = form.formState;
  const mode = form.watch('mode');
  const number = formatNumber(order.orderNumber, lang, { useGrouping: false });
  const left = formatEgp(summary.left, lang);

  // Each opening starts afresh: what is left, a new key.
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset only when opened
  useEffect(() => {
    if (!kind) return;
    form.reset(defaults);
    key.current = null;
    setFailure(null);
  }, [kind]);

  const close = () => {
    if (!create.isPending) onClose();
  };
  const submit = form.handleSubmit(async (input) => {
    key.current ??= crypto.randomUUID();
    setFailure(null);
    const body = {
      kind: input.kind,
      mode: input.mode,
      reason: input.reason,
      ...(input.kind === 'refund' ? { amount: input.amount } : {}),
      ...(input.mode === 'manual' ? { note: input.note } : {}),
    };
    try {
      const answer = await create.mutateAsync({ body, key: key.current });
      key.current = null;
      toast.success(answer.message);
      onClose();
    } catch (error) {
      if (settledFailure(error)) key.current = null;
      if (isApiError(error) && error.status === 400 && error.errors.length > 0) {
        const unmatched = applyServerErrors(
          error.errors,
          FIELDS,
          form.setError,
          t('errors.invalid'),
        );
        if (unmatched.length === 0) return;
      }
      setFailure(isApiError(error) ? error.message : t('admin.orders.refunds.errors.create'));
    }
  });

  const isVoid = kind === 'void';
  return (
    <Dialog
      open={kind !== null}
      onClose={close}
      title={
        isVoid
          ? t('admin.orders.refunds.voidTitle', { number })
          : t('admin.orders.refunds.refundTitle', { number })
      }
      description={
        isVoid
          ? t('admin.orders.refunds.voidMessage', { amount: left })
          : t('admin.orders.refunds.refundMessage', { amount: left })
      }
      footer={
        <>
          <Button variant="secondary" onClick={close} disabled={create.isPending}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" form={formId} variant="danger" loading={create.isPending}>
            {isVoid ? t('admin.orders.refunds.confirmVoid') : t('admin.orders.refunds.confirm')}
          </Button>
        </>
      }
    >
      <form id={formId} noValidate onSubmit={submit} className="flex flex-col gap-4">
        {failure ? <Alert tone="error">{failure}</Alert> : null}
        {isVoid ? null : (
          <>
            <Select
              label={t('admin.orders.refunds.mode')}
              options={(provider ? (['provider', 'manual'] as const) : (['manual'] as const)).map(
                (value) => ({ value, label: t(`admin.orders.refunds.modes.${value}`) }),
              )}
              error={errorText(errors.mode)}
              {...form.register('mode')}
            />
            <TextField
              label={t('admin.orders.refunds.amount')}
              required
              inputMode="decimal"
              helperText={t('admin.orders.refunds.amountHelp', { amount: left })}
              error={errorText(errors.amount)}
              {...form.register('amount', { setValueAs: parseNumberInput(undefined) })}
            />
          </>
        )}
        <TextAreaField
          label={t('admin.orders.refunds.reason')}
          required
          rows={2}
          maxLength={REFUND_REASON_MAX}
          helperText={t('admin.orders.refunds.reasonHelp')}
          error={errorText(errors.reason)}
          {...form.register('reason')}
        />
        {!isVoid && mode === 'manual' ? (
          <TextAreaField
            label={t('admin.orders.refunds.note')}
            required
            rows={2}
            maxLength={REFUND_NOTE_MAX}
            helperText={t('admin.orders.refunds.noteHelp')}
            error={errorText(errors.note)}
            {...form.register('note')}
          />
        ) : null}
      </form>
    </Dialog>
  );
}

/**
 * Gives up a refund Paymob never answered (decision 042): what the admin found in Paymob's
 * dashboard is required and kept as the refund's error.
 */
function MarkFailedDialog({
  orderId,
  refund,
  onClose,
}: {
  orderId: string;
  refund: Refund | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const lang = useLang();
  const errorText = useFieldErrorText();
  const markFailed = useMarkRefundFailed(orderId);
  const formId = useId();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<{ reason: string }, unknown, z.output<typeof refundFailRequestSchema>>({
    resolver: schemaResolver(refundFailRequestSchema as never),
    defaultValues: { reason: '' },
  });
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset only when opened
  useEffect(() => {
    if (!refund) return;
    form.reset({ reason: '' });
    setFailure(null);
  }, [refund]);

  const close = () => {
    if (!markFailed.isPending) onClose();
  };
  const submit = form.handleSubmit(async (body) => {
    if (!refund) return;
    setFailure(null);
    try {
      const answer = await markFailed.mutateAsync({ refundId: refund.id, body });
      toast.success(answer.message);
      onClose();
    } catch (error) {
      setFailure(isApiError(error) ? error.message : t('admin.orders.refunds.errors.markFailed'));
    }
  });
  return (
    <Dialog
      open={refund !== null}
      onClose={close}
      title={t('admin.orders.refunds.markFailedTitle', {
        amount: formatEgp(refund?.amount ?? 0, lang),
      })}
      description={t('admin.orders.refunds.markFailedMessage')}
      footer={
        <>
          <Button variant="secondary" onClick={close} disabled={markFailed.isPending}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" form={formId} variant="danger" loading={markFailed.isPending}>
            {t('admin.orders.refunds.markFailed')}
          </Button>
        </>
      }
    >
      <form id={formId} noValidate onSubmit={submit} className="flex flex-col gap-4">
        {failure ? <Alert tone="error">{failure}</Alert> : null}
        <TextAreaField
          label={t('admin.orders.refunds.markFailedReason')}
          required
          rows={2}
          maxLength={REFUND_REASON_MAX}
          error={errorText(form.formState.errors.reason)}
          {...form.register('reason')}
        />
      </form>
    </Dialog>
  );
}

/**
 * The admin order page's Refund / Void panel (decision 042): what was paid, refunded, waiting for
 * Paymob and left; the Refund and (a card payment, on its day) Void buttons; every refund with
 * its status, amount, who and when, and "Mark failed" on one Paymob never answered. Shown once
 * the order may hold money.
 */
export function RefundPanel({ order }: { order: AdminOrderDetail }) {
  const { t } = useTranslation();
  const lang = useLang();
  const enabled = mayHaveRefunds(order);
  const query = useRefunds(order.id, enabled);
  const [dialog, setDialog] = useState<RefundKind | null>(null);
  const [failing, setFailing] = useState<Refund | null>(null);
  if (!enabled || query.isPending || isNotFound(query.error)) return null;
  if (query.isError) {
    return (
      <Section title={t('admin.orders.refunds.title')}>
        <Alert tone="error">{t('admin.orders.refunds.errors.load')}</Alert>
      </Section>
    );
  }
  const { summary, refunds } = query.data;
  if (summary.paid === 0 && refunds.length === 0) return null;
  const egp = (amount: number) => formatEgp(amount, lang);
  const blocked = summary.provider.reason;
  return (
    <Section title={t('admin.orders.refunds.title')}>
      <dl className="flex flex-col gap-2 text-sm">
        <Fact label={t('admin.orders.refunds.paid')} value={egp(summary.paid)} />
        <Fact label={t('admin.orders.refunds.refunded')} value={egp(summary.refunded)} />
        {summary.pending > 0 ? (
          <Fact label={t('admin.orders.refunds.pending')} value={egp(summary.pending)} />
        ) : null}
        <Fact label={t('admin.orders.refunds.left')} value={egp(summary.left)} strong />
      </dl>
      {summary.left > 0 && blocked && blocked !== 'not_paid' ? (
        <Alert tone="info">{t(`admin.orders.refunds.blocked.${blocked}`)}</Alert>
      ) : null}
      {summary.left > 0 ? (
        <div className="flex flex-wrap gap-2">
          <Button size="sm" variant="danger" onClick={() => setDialog('refund')}>
            {t('admin.orders.refunds.refund')}
          </Button>
          {summary.void.available ? (
            <Button size="sm" variant="secondary" onClick={() => setDialog('void')}>
              {t('admin.orders.refunds.void')}
            </Button>
          ) : null}
        </div>
      ) : null}
      {refunds.length > 0 ? (
        <ul className="flex flex-col gap-3" aria-label={t('admin.orders.refunds.list')}>
          {refunds.map((refund) => (
            <RefundItem key={refund.id} refund={refund} onMarkFailed={setFailing} />
          ))}
        </ul>
      ) : (
        <p className="text-sm text-slate-600">{t('admin.orders.refunds.none')}</p>
      )}
      <RefundDialog order={order} summary={summary} kind={dialog} onClose={() => setDialog(null)} />
      <MarkFailedDialog orderId={order.id} refund={failing} onClose={() => setFailing(null)} />
    </Section>
  );
}
