import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import {
  type AdminSettings,
  shippingSettingsInputSchema,
} from '../../../../shared/schemas/settings-admin';
import { SectionCard } from '../../../components/admin/section-card';
import { useUnsavedChanges } from '../../../components/admin/unsaved-changes';
import { ShopTime } from '../../../components/shop-time';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { isApiError } from '../../../lib/errors';
import { toastFailure } from '../../../lib/failure-toast';
import { applyServerErrors, schemaResolver, useFieldErrorText } from '../../../lib/form-errors';
import { parseNumberInput } from '../../../lib/numbers';
import toast from '../../../lib/toast';
import { useTranslation } from '../../../lib/translation';
import { type ShippingInput, useSaveShippingSettings } from '../api';

interface ShippingValues {
  flatFee: number | undefined;
  freeShippingThreshold: number | null;
  daysMin: number | undefined;
  daysMax: number | undefined;
  codFee: number | undefined;
}

const FIELDS = ['flatFee', 'freeShippingThreshold', 'daysMin', 'daysMax', 'codFee'] as const;

const toValues = (shipping: AdminSettings['shipping']): ShippingValues => ({
  flatFee: shipping.flatFee,
  freeShippingThreshold: shipping.freeShippingThreshold,
  daysMin: shipping.daysMin,
  daysMax: shipping.daysMax,
  codFee: shipping.codFee,
});

/**
 * The fallback rule for destinations no shipping zone names — flat fee, optional free-shipping
 * threshold (empty = never free), delivery estimate — and the cash-on-delivery fee, in EGP.
 */
export function ShippingSettingsForm({ shipping }: { shipping: AdminSettings['shipping'] }) {
  const { t } = useTranslation();
  const errorText = useFieldErrorText();
  const save = useSaveShippingSettings();
  const form = useForm<ShippingValues, unknown, ShippingInput>({
    resolver: schemaResolver(shippingSettingsInputSchema as never),
    defaultValues: toValues(shipping),
  });
  const { errors, isDirty } = form.formState;
  useUnsavedChanges(isDirty);

  // Saved values (or a reload) become the new starting point.
  useEffect(() => {
    form.reset(toValues(shipping));
  }, [shipping, form]);

  const submit = form.handleSubmit(async (input) => {
    try {
      await save.mutateAsync(input);
      toast.success(t('admin.settings.saved'));
    } catch (error) {
      const unmatched = isApiError(error)
        ? applyServerErrors(error.errors, FIELDS, form.setError, t('errors.invalid'))
        : [];
      toastFailure(t('admin.settings.errors.update'), error, unmatched);
    }
  });

  return (
    <SectionCard
      id="shipping-settings"
      title={t('admin.settings.shipping.title')}
      description={t('admin.settings.shipping.intro')}
    >
      <form noValidate onSubmit={submit} className="flex flex-col gap-4">
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          <TextField
            label={t('admin.settings.shipping.flatFee')}
            required
            inputMode="decimal"
            dir="ltr"
            autoComplete="off"
            placeholder="0"
            error={errorText(errors.flatFee)}
            {...form.register('flatFee', { setValueAs: parseNumberInput(undefined) })}
          />
          <TextField
            label={t('admin.settings.shipping.threshold')}
            inputMode="decimal"
            dir="ltr"
            autoComplete="off"
            helperText={t('admin.settings.shipping.thresholdHelp')}
            error={errorText(errors.freeShippingThreshold)}
            {...form.register('freeShippingThreshold', { setValueAs: parseNumberInput(null) })}
          />
          <TextField
            label={t('admin.settings.shipping.codFee')}
            required
            inputMode="decimal"
            dir="ltr"
            autoComplete="off"
            placeholder="0"
            helperText={t('admin.settings.shipping.codFeeHelp')}
            error={errorText(errors.codFee)}
            {...form.register('codFee', { setValueAs: parseNumberInput(undefined) })}
          />
          <TextField
            label={t('admin.settings.shipping.daysMin')}
            required
            inputMode="numeric"
            dir="ltr"
            autoComplete="off"
            helperText={t('admin.settings.shipping.estimateHelp')}
            error={errorText(errors.daysMin)}
            {...form.register('daysMin', { setValueAs: parseNumberInput(undefined) })}
          />
          <TextField
            label={t('admin.settings.shipping.daysMax')}
            required
            inputMode="numeric"
            dir="ltr"
            autoComplete="off"
            error={errorText(errors.daysMax)}
            {...form.register('daysMax', { setValueAs: parseNumberInput(undefined) })}
          />
        </div>
        <div className="flex flex-wrap items-center justify-between gap-3">
          <p className="text-sm text-slate-600">
            {shipping.updatedAt ? (
              <>
                {t('admin.settings.updatedAt')} <ShopTime value={shipping.updatedAt} />
              </>
            ) : (
              t('admin.settings.neverUpdated')
            )}
          </p>
          <Button type="submit" loading={save.isPending} disabled={!isDirty}>
            {t('admin.actions.save')}
          </Button>
        </div>
      </form>
    </SectionCard>
  );
}
