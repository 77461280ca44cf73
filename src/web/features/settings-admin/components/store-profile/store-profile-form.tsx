import { useEffect } from 'react';
import { type FieldValues, type Path, useForm } from 'react-hook-form';
import type { AdminStoreProfile, StoreProfilePayload } from '../../../../../shared/schemas/company';
import { SectionCard } from '../../../../components/admin/section-card';
import { useUnsavedChanges } from '../../../../components/admin/unsaved-changes';
import { ShopTime } from '../../../../components/shop-time';
import { Alert } from '../../../../components/ui/alert';
import { Button } from '../../../../components/ui/button';
import { isApiError } from '../../../../lib/errors';
import { toastFailure } from '../../../../lib/failure-toast';
import { applyServerErrors, schemaResolver } from '../../../../lib/form-errors';
import toast from '../../../../lib/toast';
import { useTranslation } from '../../../../lib/translation';
import { useSaveStoreProfile } from '../../company-api';
import { type StoreProfileFormValues, storeProfileFormSchema, toFormValues } from './form-values';
import { HoursFields } from './hours-fields';
import { PartnersFields } from './partners-fields';
import {
  BrandFields,
  CompanyFields,
  ContactFields,
  LocationFields,
  SocialFields,
} from './profile-fields';

/** Every leaf path of the values, so server field errors land under their inputs. */
function leafPaths(value: unknown, prefix = ''): string[] {
  if (value === null || typeof value !== 'object') return [prefix];
  return Object.entries(value).flatMap(([key, child]) =>
    leafPaths(child, prefix ? `${prefix}.${key}` : key),
  );
}

const GROUPS = [
  ['brand', BrandFields],
  ['contact', ContactFields],
  ['locations', LocationFields],
  ['hours', HoursFields],
  ['company', CompanyFields],
  ['partners', PartnersFields],
  ['social', SocialFields],
] as const;

/** The whole store profile in one form: saved together, so the brand never shows half-edited. */
export function StoreProfileForm({ record }: { record: AdminStoreProfile }) {
  const { t } = useTranslation();
  const save = useSaveStoreProfile();
  const form = useForm<StoreProfileFormValues, unknown, StoreProfilePayload>({
    resolver: schemaResolver(storeProfileFormSchema as never),
    defaultValues: toFormValues(record.profile),
  });
  const { isDirty, isSubmitted, errors } = form.formState;
  useUnsavedChanges(isDirty);
  const hasErrors = Object.keys(errors).length > 0;

  useEffect(() => {
    form.reset(toFormValues(record.profile));
  }, [record, form]);

  const submit = form.handleSubmit(async (payload) => {
    try {
      await save.mutateAsync(payload);
      toast.success(t('admin.settings.saved'));
    } catch (error) {
      const unmatched = isApiError(error)
        ? applyServerErrors(
            error.errors,
            leafPaths(form.getValues()) as Path<FieldValues>[],
            form.setError as never,
            t('errors.invalid'),
          )
        : [];
      toastFailure(t('admin.settings.errors.update'), error, unmatched);
    }
  });

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4">
      <p className="text-sm text-slate-600">{t('admin.settings.store.intro')}</p>
      {GROUPS.map(([group, Fields]) => (
        <SectionCard
          key={group}
          id={`store-${group}`}
          title={t(`admin.settings.store.groups.${group}`)}
        >
          <Fields form={form} />
        </SectionCard>
      ))}
      <div className="sticky bottom-0 z-10 -mx-1 flex flex-col gap-3 rounded-xl border border-slate-200 bg-white/95 p-3 shadow-lg backdrop-blur sm:flex-row sm:items-center sm:justify-between">
        <p className="text-sm text-slate-600">
          {record.updatedAt ? (
            <>
              {t('admin.settings.updatedAt')} <ShopTime value={record.updatedAt} />
            </>
          ) : (
            t('admin.settings.neverUpdated')
          )}
        </p>
        {isSubmitted && hasErrors ? (
          <Alert tone="error" className="sm:flex-1">
            {t('admin.settings.store.fixErrors')}
          </Alert>
        ) : null}
        <Button type="submit" loading={save.isPending} disabled={!isDirty}>
          {t('admin.actions.save')}
        </Button>
      </div>
    </form>
  );
}
