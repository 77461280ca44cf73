import { useEffect, useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { Courier } from '../../../../shared/constants';
import {
  type AdminShipment,
  COURIER_NAME_MAX,
  type CreateShipmentInput,
  createShipmentInputSchema,
  SHIPMENT_NOTE_MAX,
  TRACKING_NUMBER_MAX,
} from '../../../../shared/schemas/shipments';
import { Button, buttonClasses } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { Dialog } from '../../../components/ui/dialog';
import { Section } from '../../../components/ui/section';
import { Select } from '../../../components/ui/select';
import { TextAreaField } from '../../../components/ui/text-area-field';
import { TextField } from '../../../components/ui/text-field';
import { isApiError } from '../../../lib/errors';
import { toastFailure } from '../../../lib/failure-toast';
import { applyServerErrors, schemaResolver, useFieldErrorText } from '../../../lib/form-errors';
import { formatEgp, formatNumber } from '../../../lib/format';
import { parseNumberInput } from '../../../lib/numbers';
import toast from '../../../lib/toast';
import { useTranslation } from '../../../lib/translation';
import { useLang } from '../../../lib/use-lang';
import {
  airwayBillUrl,
  type ShipmentAction,
  useAdminShipments,
  useCreateShipment,
  useShipmentAction,
} from '../api';
import {
  CourierName,
  ShipmentStatusBadge,
  ShipmentTimeline,
  TrackingNumber,
} from './shipment-parts';

interface FormValues {
  courier: Courier;
  courierName: string;
  trackingNumber: string;
  parcels: number | undefined;
  weightKg: number | undefined;
  cod: number | undefined;
  note: string;
}
const FIELDS = [
  'courier',
  'courierName',
  'trackingNumber',
  'parcels',
  'weightKg',
  'cod',
  'note',
] as const;

/** "Create shipment": the courier, parcels, weight, cash to collect and a note for the courier. */
function CreateShipment({
  orderId,
  couriers,
  codDefault,
  codMax,
}: {
  orderId: string;
  couriers: Courier[];
  codDefault: number;
  codMax: number;
}) {
  const { t } = useTranslation();
  const lang = useLang();
  const errorText = useFieldErrorText();
  const create = useCreateShipment(orderId);
  const [open, setOpen] = useState(false);
  const formId = useId();
  const defaults: FormValues = {
    courier: 'manual',
    courierName: '',
    trackingNumber: '',
    parcels: 1,
    weightKg: undefined,
    cod: codDefault,
    note: '',
  };
  const form = useForm<FormValues, unknown, CreateShipmentInput>({
    resolver: schemaResolver(createShipmentInputSchema as never),
    defaultValues: defaults,
  });
  const { errors } = form.formState;
  const courier = form.watch('courier');

  // biome-ignore lint/correctness/useExhaustiveDependencies: reset only when opened
  useEffect(() => {
    if (open) form.reset(defaults);
  }, [open]);

  const close = () => {
    if (!create.isPending) setOpen(false);
  };
  const submit = form.handleSubmit(async (input) => {
    const body =
      input.courier === 'manual'
        ? input
        : { ...input, courierName: undefined, trackingNumber: undefined };
    try {
      await create.mutateAsync(body);
      toast.success(t('shipments.admin.created'));
      setOpen(false);
    } catch (error) {
      if (isApiError(error) && error.status === 400 && error.errors.length > 0) {
        const unmatched = applyServerErrors(
          error.errors,
          FIELDS,
          form.setError,
          t('errors.invalid'),
        );
        if (unmatched.length) toastFailure(t('shipments.admin.errors.create'), error, unmatched);
        return;
      }
      // A courier that did not answer: nothing was saved, the dialog stays to try again.
      if (isApiError(error)) toast.error(error.message, { id: error.message });
      else toastFailure(t('shipments.admin.errors.create'), error);
    }
  });

  return (
    <>
      <div>
        <Button size="sm" onClick={() => setOpen(true)}>
          {t('shipments.admin.create')}
        </Button>
      </div>
      <Dialog
        open={open}
        onClose={close}
        title={t('shipments.admin.createTitle')}
        description={t('shipments.admin.createMessage')}
        footer={
          <>
            <Button variant="secondary" onClick={close} disabled={create.isPending}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" form={formId} loading={create.isPending}>
              {t('shipments.admin.submit')}
            </Button>
          </>
        }
      >
        <form id={formId} noValidate onSubmit={submit} className="flex flex-col gap-4">
          <Select
            label={t('shipments.courier')}
            options={couriers.map((value) => ({ value, label: t(`shipments.couriers.${value}`) }))}
            error={errorText(errors.courier)}
            {...form.register('courier')}
          />
          {courier === 'manual' ? (
            <>
              <TextField
                label={t('shipments.admin.courierName')}
                required
                maxLength={COURIER_NAME_MAX}
                helperText={t('shipments.admin.courierNameHelp')}
                error={errorText(errors.courierName)}
                {...form.register('courierName')}
              />
              <TextField
                label={t('shipments.trackingNumber')}
                required
                dir="ltr"
                autoComplete="off"
                maxLength={TRACKING_NUMBER_MAX + 10}
                error={errorText(errors.trackingNumber)}
                {...form.register('trackingNumber')}
              />
            </>
          ) : (
            <p className="text-sm text-slate-700">{t('shipments.admin.bostaHelp')}</p>
          )}
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField
              label={t('shipments.admin.parcels')}
              required
              inputMode="numeric"
              dir="ltr"
              error={errorText(errors.parcels)}
              {...form.register('parcels', { setValueAs: parseNumberInput(undefined) })}
            />
            <TextField
              label={t('shipments.admin.weight')}
              inputMode="decimal"
              dir="ltr"
              error={errorText(errors.weightKg)}
              {...form.register('weightKg', { setValueAs: parseNumberInput(undefined) })}
            />
          </div>
          <TextField
            label={t('shipments.admin.cod')}
            inputMode="decimal"
            dir="ltr"
            helperText={t('shipments.admin.codHelp', { max: formatEgp(codMax, lang) })}
            error={errorText(errors.cod)}
            {...form.register('cod', { setValueAs: parseNumberInput(undefined) })}
          />
          <TextAreaField
            label={t('shipments.admin.note')}
            rows={2}
            maxLength={SHIPMENT_NOTE_MAX}
            error={errorText(errors.note)}
            {...form.register('note')}
          />
        </form>
      </Dialog>
    </>
  );
}

const ACTION_TEXTS: Record<
  ShipmentAction,
  { button: string; title: string; message: string; done: string }
> = {
  cancel: {
    button: 'shipments.admin.cancel',
    title: 'shipments.admin.cancelTitle',
    message: 'shipments.admin.cancelMessage',
    done: 'shipments.admin.cancelled',
  },
  delivered: {
    button: 'shipments.admin.markDelivered',
    title: 'shipments.admin.markDeliveredTitle',
    message: 'shipments.admin.markDeliveredMessage',
    done: 'shipments.admin.delivered',
  },
  returned: {
    button: 'shipments.admin.markReturned',
    title: 'shipments.admin.markReturnedTitle',
    message: 'shipments.admin.markReturnedMessage',
    done: 'shipments.admin.returned',
  },
};

/** One shipment: its facts, timeline and the actions its courier and state allow. */
function ShipmentCard({ shipment, orderId }: { shipment: AdminShipment; orderId: string }) {
  const { t } = useTranslation();
  const lang = useLang();
  const act = useShipmentAction(orderId);
  const [asking, setAsking] = useState<ShipmentAction | null>(null);
  const live = !['delivered', 'returned', 'cancelled'].includes(shipment.status);
  const actions: ShipmentAction[] = live
    ? shipment.courier === 'manual'
      ? ['delivered', 'returned', 'cancel']
      : ['cancel']
    : [];
  const confirm = async () => {
    if (!asking) return;
    try {
      await act.mutateAsync({ shipmentId: shipment.id, action: asking });
      toast.success(t(ACTION_TEXTS[asking].done));
    } catch (error) {
      if (isApiError(error)) toast.error(error.message, { id: error.message });
      else toastFailure(t('shipments.admin.errors.action'), error);
    }
    setAsking(null);
  };
  const facts: [string, React.ReactNode][] = [
    [t('shipments.courier'), <CourierName key="c" shipment={shipment} />],
    [t('shipments.trackingNumber'), <TrackingNumber key="t" shipment={shipment} />],
    [t('shipments.admin.parcels'), formatNumber(shipment.parcels, lang)],
    [
      t('shipments.admin.weight'),
      shipment.weightKg === null ? null : formatNumber(shipment.weightKg, lang),
    ],
    [t('shipments.admin.cod'), formatEgp(shipment.cod, lang)],
    [t('shipments.admin.note'), shipment.note],
  ];
  return (
    <article
      className={`flex flex-col gap-3 rounded-xl border p-3 ${live ? 'border-brand-200' : 'border-slate-200 opacity-80'}`}
      aria-label={t('shipments.title')}
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <ShipmentStatusBadge status={shipment.status} />
        {shipment.courierState && shipment.courier !== 'manual' ? (
          <span className="text-xs text-slate-600">
            {t('shipments.admin.courierState', { code: shipment.courierState })}
          </span>
        ) : null}
      </div>
      <dl className="flex flex-col gap-1.5 text-sm">
        {facts
          .filter(([, value]) => value !== null && value !== undefined && value !== '')
          .map(([label, value]) => (
            <div key={label} className="flex justify-between gap-4">
              <dt className="text-slate-700">{label}</dt>
              <dd className="min-w-0 break-all text-end font-semibold text-ink">{value}</dd>
            </div>
          ))}
      </dl>
      <ShipmentTimeline events={shipment.events} staff />
      {live || shipment.courier !== 'manual' ? (
        <div className="flex flex-wrap gap-2">
          {shipment.courier !== 'manual' &&
          shipment.trackingNumber &&
          shipment.status !== 'cancelled' ? (
            <a
              href={airwayBillUrl(shipment.id)}
              target="_blank"
              rel="noopener noreferrer"
              className={buttonClasses('secondary', 'sm')}
            >
              {t('shipments.admin.airwayBill')}
            </a>
          ) : null}
          {actions.map((action) => (
            <Button
              key={action}
              size="sm"
              variant={action === 'cancel' ? 'danger' : 'secondary'}
              onClick={() => setAsking(action)}
            >
              {t(ACTION_TEXTS[action].button)}
            </Button>
          ))}
        </div>
      ) : null}
      <ConfirmDialog
        open={asking !== null}
        title={asking ? t(ACTION_TEXTS[asking].title) : ''}
        message={asking ? t(ACTION_TEXTS[asking].message) : ''}
        confirmLabel={asking ? t(ACTION_TEXTS[asking].button) : undefined}
        destructive={asking === 'cancel'}
        loading={act.isPending}
        onConfirm={() => void confirm()}
        onCancel={() => setAsking(null)}
      />
    </article>
  );
}

/**
 * The admin order page's shipments (decision 044): "Create shipment" while the order may be
 * shipped, else why not; each shipment with its courier, tracking, parcels, weight, cash to
 * collect, timeline and actions (airway bill, cancel, delivered / returned for the manual one).
 */
export function AdminShipmentPanel({ order }: { order: { id: string } }) {
  const { t } = useTranslation();
  const { data } = useAdminShipments(order.id);
  if (!data) return null;
  const live = data.shipments.some((s) => s.status !== 'cancelled');
  if (!data.canShip && data.shipments.length === 0 && !data.blockedReason) return null;
  return (
    <Section title={t('shipments.admin.title')}>
      {data.canShip ? (
        <CreateShipment
          orderId={order.id}
          couriers={data.couriers}
          codDefault={data.codDefault}
          codMax={data.codMax}
        />
      ) : !live && data.blockedReason ? (
        <p className="text-sm text-slate-600">{data.blockedReason}</p>
      ) : null}
      {data.shipments.map((shipment) => (
        <ShipmentCard key={shipment.id} shipment={shipment} orderId={order.id} />
      ))}
    </Section>
  );
}
