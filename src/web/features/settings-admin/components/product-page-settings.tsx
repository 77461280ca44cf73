import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import {
  type ProductPageSettings,
  type ProductPageSettingsInput,
  productPageSettingsInputSchema,
} from '../../../../shared/schemas/settings-admin';
import { LoadFailed } from '../../../components/admin/load-failed';
import { SectionCard } from '../../../components/admin/section-card';
import { useUnsavedChanges } from '../../../components/admin/unsaved-changes';
import { ShopTime } from '../../../components/shop-time';
import { Button } from '../../../components/ui/button';
import { Skeleton } from '../../../components/ui/skeleton';
import { TextField } from '../../../components/ui/text-field';
import { isApiError } from '../../../lib/errors';
import { toastFailure } from '../../../lib/failure-toast';
import { applyServerErrors, schemaResolver, useFieldErrorText } from '../../../lib/form-errors';
import { parseNumberInput } from '../../../lib/numbers';
import toast from '../../../lib/toast';
import { useTranslation } from '../../../lib/translation';
import { useProductPageSettings, useSaveProductPageSettings } from '../product-page-api';

const FIELDS = [
  'stockHintThreshold',
  'warrantyText.en',
  'warrantyText.ar',
  'codText.en',
  'codText.ar',
] as const;

const valuesOf = ({ stockHintThreshold, warrantyText, codText }: ProductPageSettings) => ({
  stockHintThreshold,
  warrantyText,
  codText,
});

function ProductPageForm({ settings }: { settings: ProductPageSettings }) {
  const { t } = useTranslation();
  const errorText = useFieldErrorText();
  const save = useSaveProductPageSettings();
  const form = useForm<ProductPageSettingsInput, unknown, ProductPageSettingsInput>({
    resolver: schemaResolver(productPageSettingsInputSchema as never),
    defaultValues: valuesOf(settings),
  });
  const { errors, isDirty } = form.formState;
  useUnsavedChanges(isDirty);

  useEffect(() => {
    form.reset(valuesOf(settings));
  }, [settings, form]);

  const submit = form.handleSubmit(async (input) => {
    try {
      await save.mutateAsync(input);
      toast.success(t('admin.settings.saved'));
    } catch (error) {
      const unmatched = isApiError(error)
        ? applyServerErrors(error.errors, [...FIELDS], form.setError, t('errors.invalid'))
        : [];
      toastFailure(t('admin.settings.errors.update'), error, unmatched);
    }
  });

  const text = (field: 'warrantyText' | 'codText') => (
    <fieldset className="grid gap-3 sm:grid-cols-2">
      <legend className="mb-2 text-sm font-bold text-ink">
        {t(`admin.settings.productPage.${field}`)}
      </legend>
      <TextField
        label={t('admin.settings.productPage.arabic')}
        dir="rtl"
        lang="ar"
        maxLength={120}
        error={errorText(errors[field]?.ar)}
        {...form.register(`${field}.ar`)}
      />
      <TextField
        label={t('admin.settings.productPage.english')}
        dir="ltr"
        lang="en"
        maxLength={120}
        error={errorText(errors[field]?.en)}
        {...form.register(`${field}.en`)}
      />
    </fieldset>
  );

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-5">
      <TextField
        label={t('admin.settings.productPage.threshold')}
        inputMode="numeric"
        dir="ltr"
        autoComplete="off"
        className="sm:max-w-64"
        helperText={t('admin.settings.productPage.thresholdHelp')}
        error={errorText(errors.stockHintThreshold)}
        {...form.register('stockHintThreshold', { setValueAs: parseNumberInput(undefined) })}
      />
      {text('warrantyText')}
      {text('codText')}
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-slate-600">
          {settings.updatedAt ? (
            <>
              {t('admin.settings.updatedAt')} <ShopTime value={settings.updatedAt} />
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
  );
}

/** Settings → Product page (issue 24, decision 060): "Only N left" and the trust lines' texts. */
export function ProductPageSettingsCard() {
  const { t } = useTranslation();
  const query = useProductPageSettings();
  return (
    <SectionCard
      id="product-page-settings"
      title={t('admin.settings.productPage.title')}
      description={t('admin.settings.productPage.intro')}
    >
      {query.data ? (
        <ProductPageForm settings={query.data} />
      ) : query.isError ? (
        <LoadFailed
          title={t('admin.settings.productPage.loadFailed')}
          error={query.error}
          onRetry={() => void query.refetch()}
        />
      ) : (
        <Skeleton className="h-40" />
      )}
    </SectionCard>
  );
}
