import { useEffect } from 'react';
import { useFieldArray, useForm } from 'react-hook-form';
import type { OnlinePaymentMethod } from '../../../../shared/constants';
import {
  type AdminSettings,
  type PaymentMethodsInput,
  paymentMethodsInputSchema,
} from '../../../../shared/schemas/settings-admin';
import { SectionCard } from '../../../components/admin/section-card';
import { useUnsavedChanges } from '../../../components/admin/unsaved-changes';
import { PaymentMethodIcon } from '../../../components/payment-method-icon';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Checkbox } from '../../../components/ui/checkbox';
import { TextField } from '../../../components/ui/text-field';
import { isApiError } from '../../../lib/errors';
import { toastFailure } from '../../../lib/failure-toast';
import { applyServerErrors, schemaResolver, useFieldErrorText } from '../../../lib/form-errors';
import { pickText } from '../../../lib/localized';
import { parseNumberInput } from '../../../lib/numbers';
import toast from '../../../lib/toast';
import { useTranslation } from '../../../lib/translation';
import { useLang } from '../../../lib/use-lang';
import { useSavePaymentMethods } from '../payment-methods-api';

type Payment = AdminSettings['payment'];

interface MethodValues {
  key: OnlinePaymentMethod;
  enabled: boolean;
  name: { en: string; ar: string };
  position: number;
  minimumOrder: number | undefined;
}
interface Values {
  methods: MethodValues[];
}

const toValues = (payment: Payment): Values => ({
  methods: (payment.methods ?? []).map((method, index) => ({
    key: method.key,
    enabled: method.enabled,
    name: { ...method.name },
    position: index + 1,
    minimumOrder: method.minimumOrder,
  })),
});

const FIELDS = (count: number) =>
  Array.from({ length: count }, (_, i) => [
    `methods.${i}.name.en`,
    `methods.${i}.name.ar`,
    `methods.${i}.minimumOrder`,
    `methods.${i}.position`,
    `methods.${i}.enabled`,
  ]).flat() as `methods.${number}.${'name.en' | 'name.ar' | 'minimumOrder' | 'position' | 'enabled'}`[];

/**
 * Admin → Settings → Payments, the Paymob methods (decision 041): each one's switch, its name in
 * both languages, its place in the checkout list and the smallest order it takes. The card's
 * switch is the "Accept card payments" one above (SPEC); a method the server is not configured
 * for says so (its integration id is configuration, never typed here).
 */
export function PaymentMethodsForm({ payment }: { payment: Payment }) {
  const { t } = useTranslation();
  const lang = useLang();
  const errorText = useFieldErrorText();
  const save = useSavePaymentMethods();
  const form = useForm<Values, unknown, PaymentMethodsInput>({
    resolver: schemaResolver(paymentMethodsInputSchema as never),
    defaultValues: toValues(payment),
  });
  const { fields, move } = useFieldArray({ control: form.control, name: 'methods' });
  const { errors, isDirty } = form.formState;
  useUnsavedChanges(isDirty);

  // Saved values (or a reload) become the new starting point.
  useEffect(() => {
    form.reset(toValues(payment));
  }, [payment, form]);

  const reorder = (from: number, to: number) => {
    move(from, to);
    // The list's order is the checkout's: positions follow it.
    form.getValues('methods').forEach((_, index) => {
      form.setValue(`methods.${index}.position`, index + 1, { shouldDirty: true });
    });
  };

  const submit = form.handleSubmit(async (input) => {
    try {
      // The card's switch stays SPEC's paymobEnabled, as it is now.
      const methods = input.methods.map((method) =>
        method.key === 'card' ? { ...method, enabled: payment.paymobEnabled } : method,
      );
      await save.mutateAsync({ methods });
      toast.success(t('admin.settings.saved'));
    } catch (error) {
      const unmatched = isApiError(error)
        ? applyServerErrors(error.errors, FIELDS(fields.length), form.setError, t('errors.invalid'))
        : [];
      toastFailure(t('admin.settings.errors.update'), error, unmatched);
    }
  });

  const configured = new Map((payment.methods ?? []).map((m) => [m.key, m.configured]));

  return (
    <SectionCard
      id="payment-methods"
      title={t('admin.settings.paymentMethods.title')}
      description={t('admin.settings.paymentMethods.intro')}
    >
      <form noValidate onSubmit={submit} className="flex flex-col gap-4">
        <ol className="flex flex-col gap-3">
          {fields.map((field, index) => {
            const methodErrors = errors.methods?.[index];
            const label = pickText(lang, field.name.en, field.name.ar) || t(`payment.${field.key}`);
            return (
              <li
                key={field.id}
                aria-label={label}
                className="flex flex-col gap-3 rounded-lg border border-slate-200 p-3"
              >
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <div className="flex items-center gap-2">
                    <PaymentMethodIcon method={field.key} className="size-6 text-brand-800" />
                    <span className="font-semibold text-ink">{t(`payment.${field.key}`)}</span>
                    {configured.get(field.key) === false ? (
                      <Badge tone="warning">{t('payment.unavailableBadge')}</Badge>
                    ) : null}
                  </div>
                  <div className="flex gap-1">
                    <Button
                      type="button"
                      size="sm"
                      variant="ghost"
                      disabled={index === 0}
                      aria-label={t('admin.settings.paymentMethods.moveUp', { name: label })}
                      onClick={() => reorder(index, index - 1)}
                    >
                      ↑
                    </Button>
                    <Button
                      type="button"
                      size="sm"
                      variant="ghost"
                      disabled={index === fields.length - 1}
                      aria-label={t('admin.settings.paymentMethods.moveDown', { name: label })}
                      onClick={() => reorder(index, index + 1)}
                    >
                      ↓
                    </Button>
                  </div>
                </div>
                {field.key === 'card' ? (
                  <p className="text-sm text-slate-600">
                    {t('admin.settings.paymentMethods.cardSwitch')}
                  </p>
                ) : (
                  <Checkbox
                    label={t('admin.settings.paymentMethods.enabled', { name: label })}
                    {...form.register(`methods.${index}.enabled`)}
                  />
                )}
                {configured.get(field.key) === false ? (
                  <p className="text-sm text-amber-800">
                    {t('admin.settings.paymentMethods.notConfigured')}
                  </p>
                ) : null}
                {field.key === 'kiosk' ? (
                  <p className="text-sm text-slate-600">
                    {t('admin.settings.paymentMethods.kioskNote')}
                  </p>
                ) : null}
                <div className="grid gap-3 sm:grid-cols-3">
                  <TextField
                    label={t('admin.settings.paymentMethods.nameEn')}
                    required
                    dir="ltr"
                    autoComplete="off"
                    error={errorText(methodErrors?.name?.en)}
                    {...form.register(`methods.${index}.name.en`)}
                  />
                  <TextField
                    label={t('admin.settings.paymentMethods.nameAr')}
                    required
                    dir="rtl"
                    lang="ar"
                    autoComplete="off"
                    error={errorText(methodErrors?.name?.ar)}
                    {...form.register(`methods.${index}.name.ar`)}
                  />
                  <TextField
                    label={t('admin.settings.paymentMethods.minimum')}
                    required
                    inputMode="decimal"
                    dir="ltr"
                    autoComplete="off"
                    placeholder="0"
                    helperText={t('admin.settings.paymentMethods.minimumHelp')}
                    error={errorText(methodErrors?.minimumOrder)}
                    {...form.register(`methods.${index}.minimumOrder`, {
                      setValueAs: parseNumberInput(undefined),
                    })}
                  />
                </div>
              </li>
            );
          })}
        </ol>
        <div className="flex justify-end">
          <Button type="submit" loading={save.isPending} disabled={!isDirty}>
            {t('admin.settings.paymentMethods.save')}
          </Button>
        </div>
      </form>
    </SectionCard>
  );
}
