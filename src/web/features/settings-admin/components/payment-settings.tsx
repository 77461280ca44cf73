import type { AdminSettings } from '../../../../shared/schemas/settings-admin';
import { SectionCard } from '../../../components/admin/section-card';
import { ShopTime } from '../../../components/shop-time';
import { Badge } from '../../../components/ui/badge';
import { Spinner } from '../../../components/ui/spinner';
import { cn } from '../../../lib/cn';
import { toastFailure } from '../../../lib/failure-toast';
import toast from '../../../lib/toast';
import { useTranslation } from '../../../lib/translation';
import { useSavePaymentSettings } from '../api';

/** Card payment on/off (SPEC §3 payment settings) with its status and last change. */
export function PaymentSettingsCard({ payment }: { payment: AdminSettings['payment'] }) {
  const { t } = useTranslation();
  const save = useSavePaymentSettings();
  const enabled = save.isPending ? !payment.paymobEnabled : payment.paymobEnabled;

  const toggle = async () => {
    try {
      await save.mutateAsync({ paymobEnabled: !payment.paymobEnabled });
      toast.success(t('admin.settings.saved'));
    } catch (error) {
      toastFailure(t('admin.settings.errors.update'), error);
    }
  };

  return (
    <SectionCard
      title={t('admin.settings.payment.title')}
      description={t('admin.settings.payment.intro')}
    >
      <div className="flex items-center justify-between gap-4">
        <div className="flex flex-col gap-1">
          <span id="card-payment-label" className="font-semibold text-ink">
            {t('admin.settings.payment.toggle')}
          </span>
          <span className="flex flex-wrap items-center gap-2 text-sm text-slate-600">
            {t('admin.settings.payment.status')}
            <Badge tone={payment.paymobEnabled ? 'success' : 'neutral'}>
              {t(`admin.settings.payment.statuses.${payment.paymobStatus}`, {
                defaultValue: payment.paymobStatus,
              })}
            </Badge>
          </span>
        </div>
        <div className="flex items-center gap-2">
          {save.isPending ? <Spinner label={null} className="size-4" /> : null}
          <button
            type="button"
            role="switch"
            aria-checked={enabled}
            aria-labelledby="card-payment-label"
            disabled={save.isPending}
            onClick={toggle}
            className={cn(
              // The knob sits at the start when off and at the end when on, mirrored in Arabic.
              'inline-flex h-7 w-12 shrink-0 items-center rounded-full px-1 transition-colors',
              'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700',
              'disabled:cursor-wait disabled:opacity-70',
              enabled ? 'justify-end bg-brand-800' : 'justify-start bg-slate-300',
            )}
          >
            <span aria-hidden="true" className="inline-block size-5 rounded-full bg-white shadow" />
          </button>
        </div>
      </div>
      <p className="text-sm text-slate-600">
        {payment.updatedAt ? (
          <>
            {t('admin.settings.updatedAt')} <ShopTime value={payment.updatedAt} />
          </>
        ) : (
          t('admin.settings.neverUpdated')
        )}
      </p>
    </SectionCard>
  );
}
