import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import {
  type AdminSettings,
  VAT_MODES,
  type VatMode,
  vatSettingsInputSchema,
} from '../../../../shared/schemas/settings-admin';
import { SectionCard } from '../../../components/admin/section-card';
import { useUnsavedChanges } from '../../../components/admin/unsaved-changes';
import { ShopTime } from '../../../components/shop-time';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { cn } from '../../../lib/cn';
import { isApiError } from '../../../lib/errors';
import { toastFailure } from '../../../lib/failure-toast';
import { applyServerErrors, schemaResolver, useFieldErrorText } from '../../../lib/form-errors';
import { parseNumberInput } from '../../../lib/numbers';
import toast from '../../../lib/toast';
import { useTranslation } from '../../../lib/translation';
import { useSaveVatSettings, type VatInput } from '../api';

interface VatValues {
  mode: VatMode;
  ratePercent: number | undefined;
}

const toValues = (vat: AdminSettings['vat']): VatValues => ({
  mode: vat.mode,
  ratePercent: vat.ratePercent,
});

/** Prices include VAT at a rate (Egypt: 14 %), or VAT does not apply; never added on top. */
export function VatSettingsForm({ vat }: { vat: AdminSettings['vat'] }) {
  const { t } = useTranslation();
  const errorText = useFieldErrorText();
  const save = useSaveVatSettings();
  const form = useForm<VatValues, unknown, VatInput>({
    resolver: schemaResolver(vatSettingsInputSchema as never),
    defaultValues: toValues(vat),
  });
  const { errors, isDirty } = form.formState;
  useUnsavedChanges(isDirty);
  const mode = form.watch('mode');

  useEffect(() => {
    form.reset(toValues(vat));
  }, [vat, form]);

  const submit = form.handleSubmit(async (input) => {
    try {
      await save.mutateAsync(input);
      toast.success(t('admin.settings.saved'));
    } catch (error) {
      const unmatched = isApiError(error)
        ? applyServerErrors(
            error.errors,
            ['mode', 'ratePercent'],
            form.setError,
            t('errors.invalid'),
          )
        : [];
      toastFailure(t('admin.settings.errors.update'), error, unmatched);
    }
  });

  // The rate is kept while VAT does not apply: a half-typed one must not block that choice.
  const modeField = form.register('mode', {
    onChange: (event: { target: { value: string } }) => {
      if (event.target.value !== 'none') return;
      form.setValue('ratePercent', vat.ratePercent);
      form.clearErrors('ratePercent');
    },
  });

  return (
    <SectionCard
      id="vat-settings"
      title={t('admin.settings.vat.title')}
      description={t('admin.settings.vat.intro')}
    >
      <form noValidate onSubmit={submit} className="flex flex-col gap-4">
        <fieldset className="flex flex-col gap-2">
          <legend className="mb-1.5 text-sm font-semibold text-slate-800">
            {t('admin.settings.vat.legend')}
          </legend>
          {VAT_MODES.map((value) => (
            <label
              key={value}
              className={cn(
                'flex cursor-pointer items-start gap-2 rounded-lg border px-3 py-2.5',
                mode === value
                  ? 'border-brand-700 bg-brand-50'
                  : 'border-slate-300 bg-white hover:border-brand-700',
              )}
            >
              <input
                type="radio"
                value={value}
                className="mt-1 size-4 shrink-0 accent-brand-800"
                {...modeField}
              />
              <span className="flex flex-col">
                <span className="text-sm font-semibold text-ink">
                  {t(`admin.settings.vat.${value}`)}
                </span>
                <span className="text-sm text-slate-600">
                  {t(`admin.settings.vat.${value}Help`)}
                </span>
              </span>
            </label>
          ))}
        </fieldset>
        {mode === 'included' ? (
          <TextField
            label={t('admin.settings.vat.rate')}
            required
            inputMode="numeric"
            dir="ltr"
            autoComplete="off"
            className="sm:max-w-48"
            error={errorText(errors.ratePercent)}
            {...form.register('ratePercent', { setValueAs: parseNumberInput(undefined) })}
          />
        ) : null}
        <div className="flex flex-wrap items-center justify-between gap-3">
          <p className="text-sm text-slate-600">
            {vat.updatedAt ? (
              <>
                {t('admin.settings.updatedAt')} <ShopTime value={vat.updatedAt} />
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
