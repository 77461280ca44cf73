import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../../components/ui/badge';
import { Section } from '../../../components/ui/section';
import { cn } from '../../../lib/cn';
import { useSession } from '../../auth/api/session';
import { usePaymentSettings } from '../../settings/api/payment-settings';
import type { CheckoutFormApi } from '../defaults';

/**
 * Cash on delivery, or card when the admin has it on (SPEC §1). Otherwise card stays visible but
 * disabled, labelled coming soon / temporarily unavailable; a settings failure counts as "off".
 */
export function PaymentOptions({ form }: { form: CheckoutFormApi }) {
  const { t } = useTranslation();
  const { isAuthenticated } = useSession();
  const { settings, error } = usePaymentSettings(isAuthenticated);
  const selected = useWatch({ control: form.control, name: 'paymentMethod' });
  const cardEnabled = settings.paymobEnabled;

  const option = (value: 'cod' | 'card', hint: string, disabled: boolean) => (
    <label
      className={cn(
        'flex items-start gap-3 rounded-xl border p-4 transition-colors',
        disabled
          ? 'cursor-not-allowed border-slate-200 bg-slate-50'
          : 'cursor-pointer hover:border-brand-700',
        selected === value && !disabled ? 'border-brand-700 bg-brand-50 ring-1 ring-brand-700' : '',
        !disabled && selected !== value ? 'border-slate-300' : '',
      )}
    >
      <input
        type="radio"
        value={value}
        disabled={disabled}
        className="mt-1 size-4 accent-brand-800"
        {...form.register('paymentMethod')}
      />
      <span className="flex min-w-0 flex-1 flex-col gap-1">
        <span className="flex flex-wrap items-center gap-2">
          <span className={cn('font-semibold', disabled ? 'text-slate-600' : 'text-ink')}>
            {t(`payment.${value}`)}
          </span>
          {disabled ? <Badge tone="neutral">{t('payment.comingSoon')}</Badge> : null}
        </span>
        <span className="text-sm text-slate-600">{hint}</span>
      </span>
    </label>
  );

  return (
    <Section title={t('payment.choose')}>
      <fieldset className="flex flex-col gap-3">
        <legend className="sr-only">{t('payment.choose')}</legend>
        {option('cod', t('payment.codHint'), false)}
        {option(
          'card',
          cardEnabled ? t('payment.cardHint') : t('payment.unavailable'),
          !cardEnabled,
        )}
      </fieldset>
      {error ? <p className="text-sm text-slate-600">{t('payment.settingsLoadFailed')}</p> : null}
    </Section>
  );
}
