import { useEffect } from 'react';
import { get, useForm } from 'react-hook-form';
import {
  type AdminBusinessDetails,
  type BusinessDetails,
  type BusinessDetailsInput,
  businessDetailsInputSchema,
  formatTaxNumber,
} from '../../../../shared/schemas/invoices';
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
import toast from '../../../lib/toast';
import { useTranslation } from '../../../lib/translation';
import { useBusinessDetails, useSaveBusinessDetails } from '../business-details-api';

const FIELDS = [
  'legalName.en',
  'legalName.ar',
  'address.en',
  'address.ar',
  'taxRegistrationNumber',
  'commercialRegisterNumber',
] as const;

const valuesOf = (details: AdminBusinessDetails['details']): BusinessDetailsInput => ({
  legalName: details?.legalName ?? { en: '', ar: '' },
  address: details?.address ?? { en: '', ar: '' },
  taxRegistrationNumber: details ? formatTaxNumber(details.taxRegistrationNumber) : '',
  commercialRegisterNumber: details?.commercialRegisterNumber ?? '',
});

function BusinessDetailsForm({ record }: { record: AdminBusinessDetails }) {
  const { t } = useTranslation();
  const errorText = useFieldErrorText();
  const save = useSaveBusinessDetails();
  const form = useForm<BusinessDetailsInput, unknown, BusinessDetails>({
    resolver: schemaResolver(businessDetailsInputSchema),
    defaultValues: valuesOf(record.details),
  });
  const { errors, isDirty } = form.formState;
  useUnsavedChanges(isDirty);

  useEffect(() => {
    form.reset(valuesOf(record.details));
  }, [record, form]);

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

  const field = (name: (typeof FIELDS)[number], dir: 'rtl' | 'ltr') => ({
    dir,
    autoComplete: 'off',
    error: errorText(get(errors, name)),
    ...form.register(name),
  });

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4">
      {record.details ? null : (
        <p role="status" className="text-sm font-semibold text-amber-800">
          {t('admin.settings.businessDetails.missing')}
        </p>
      )}
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={t('admin.settings.businessDetails.legalNameEn')}
          required
          {...field('legalName.en', 'ltr')}
        />
        <TextField
          label={t('admin.settings.businessDetails.legalNameAr')}
          required
          {...field('legalName.ar', 'rtl')}
        />
        <TextField
          label={t('admin.settings.businessDetails.addressEn')}
          required
          {...field('address.en', 'ltr')}
        />
        <TextField
          label={t('admin.settings.businessDetails.addressAr')}
          required
          {...field('address.ar', 'rtl')}
        />
        <TextField
          label={t('admin.settings.businessDetails.taxNumber')}
          helperText={t('admin.settings.businessDetails.taxNumberHelp')}
          required
          inputMode="numeric"
          {...field('taxRegistrationNumber', 'ltr')}
        />
        <TextField
          label={t('admin.settings.businessDetails.commercialRegister')}
          helperText={t('admin.settings.businessDetails.commercialRegisterHelp')}
          {...field('commercialRegisterNumber', 'ltr')}
        />
      </div>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-slate-600">
          {record.updatedAt ? (
            <>
              {t('admin.settings.updatedAt')} <ShopTime value={record.updatedAt} />
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

/**
 * Settings → Business details (decision 045): the seller printed on every invoice — legal name
 * and address in both languages, tax registration number, commercial register number.
 */
export function BusinessDetailsSettingsCard() {
  const { t } = useTranslation();
  const query = useBusinessDetails();
  const loadFailed = t('admin.settings.businessDetails.loadFailed');
  return (
    <SectionCard
      id="business-details-settings"
      title={t('admin.settings.businessDetails.title')}
      description={t('admin.settings.businessDetails.intro')}
    >
      {query.data ? (
        <BusinessDetailsForm record={query.data} />
      ) : query.isError ? (
        <LoadFailed title={loadFailed} error={query.error} onRetry={() => void query.refetch()} />
      ) : (
        <Skeleton className="h-40" />
      )}
    </SectionCard>
  );
}
