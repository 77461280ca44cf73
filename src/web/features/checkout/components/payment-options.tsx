import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useWatch } from 'react-hook-form';
import { isOnlinePaymentMethod } from '../../../../shared/constants';
import { PaymentMethodIcon } from '../../../components/payment-method-icon';
import { Badge } from '../../../components/ui/badge';
import { Section } from '../../../components/ui/section';
import { cn } from '../../../lib/cn';
import { formatEgp } from '../../../lib/format';
import { pickText } from '../../../lib/localized';
import { useTranslation } from '../../../lib/translation';
import { useLang } from '../../../lib/use-lang';
import { useSession } from '../../auth/api/session';
import { cartQuoteQuery } from '../../cart/api/quote';
import { usePaymentSettings } from '../../settings/api/payment-settings';
import type { CheckoutFormApi } from '../defaults';
import { type CheckoutMethod, checkoutMethods, needsOnlineTotal } from '../payment-methods';

interface PaymentOptionsProps {
  form: CheckoutFormApi;
  /** The governorate the summary is priced for (the online total is asked for the same). */
  governorate?: string;
  /** The summary's total (EGP), priced for the method chosen. */
  total?: number;
}

/**
 * Cash on delivery, then the Paymob methods the admin switched on, in their order, with their
 * names and icons (decision 041). The card stays visible when switched off, labelled coming soon /
 * temporarily unavailable (SPEC §1); a method this shop cannot take, or whose minimum order the
 * order does not reach, is listed unavailable with the reason. A settings failure counts as "off".
 */
export function PaymentOptions({ form, governorate, total }: PaymentOptionsProps) {
  const { t } = useTranslation();
  const lang = useLang();
  const { isAuthenticated } = useSession();
  const { settings, error } = usePaymentSettings(isAuthenticated);
  const selected = useWatch({ control: form.control, name: 'paymentMethod' });

  // What the order costs paid online: the summary's total when an online method is chosen;
  // with cash (its fee) asked for apart, and only when some method has a minimum.
  const selectedOnline = isOnlinePaymentMethod(selected);
  const online = useQuery({
    ...cartQuoteQuery({ governorate, paymentMethod: 'card' }),
    enabled: isAuthenticated && !selectedOnline && needsOnlineTotal(settings),
  });
  const onlineTotal = selectedOnline ? total : online.data?.total;
  const methods = checkoutMethods(settings, onlineTotal);

  // A chosen method that became unavailable (switched off meanwhile, under its minimum): cash.
  const chosen = methods.find((method) => method.key === selected);
  const chosenRefused = !chosen || chosen.refusal !== null;
  useEffect(() => {
    if (chosenRefused && selected !== 'cod') form.setValue('paymentMethod', 'cod');
  }, [chosenRefused, selected, form]);

  const why = (method: CheckoutMethod): string => {
    const { refusal } = method;
    if (!refusal) return t(`payment.${method.key}Hint`);
    if (refusal.reason === 'below_minimum') {
      return t('payment.belowMinimum', { minimum: formatEgp(refusal.minimum, lang) });
    }
    // The card keeps SPEC's wording; the others say they are not available here.
    return method.key === 'card' ? t('payment.unavailable') : t('payment.notConfigured');
  };

  return (
    <Section title={t('payment.choose')}>
      <fieldset className="flex flex-col gap-3">
        <legend className="sr-only">{t('payment.choose')}</legend>
        {methods.map((method) => {
          const disabled = method.refusal !== null;
          const name = method.name
            ? pickText(lang, method.name.en, method.name.ar)
            : t(`payment.${method.key}`);
          return (
            <label
              key={method.key}
              className={cn(
                'flex items-start gap-3 rounded-xl border p-4 transition-colors',
                disabled
                  ? 'cursor-not-allowed border-slate-200 bg-slate-50'
                  : 'cursor-pointer hover:border-brand-700',
                selected === method.key && !disabled
                  ? 'border-brand-700 bg-brand-50 ring-1 ring-brand-700'
                  : '',
                !disabled && selected !== method.key ? 'border-slate-300' : '',
              )}
            >
              <input
                type="radio"
                value={method.key}
                disabled={disabled}
                className="mt-1 size-4 accent-brand-800"
                {...form.register('paymentMethod')}
              />
              <PaymentMethodIcon
                method={method.key}
                className={cn(
                  'mt-0.5 size-6 shrink-0',
                  disabled ? 'text-slate-400' : 'text-brand-800',
                )}
              />
              <span className="flex min-w-0 flex-1 flex-col gap-1">
                <span className="flex flex-wrap items-center gap-2">
                  <span className={cn('font-semibold', disabled ? 'text-slate-600' : 'text-ink')}>
                    {name}
                  </span>
                  {disabled ? (
                    <Badge tone="neutral">
                      {method.refusal?.reason === 'disabled'
                        ? t('payment.comingSoon')
                        : t('payment.unavailableBadge')}
                    </Badge>
                  ) : null}
                </span>
                <span className="text-sm text-slate-600">{why(method)}</span>
              </span>
            </label>
          );
        })}
      </fieldset>
      {error ? <p className="text-sm text-slate-600">{t('payment.settingsLoadFailed')}</p> : null}
    </Section>
  );
}
