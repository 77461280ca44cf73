import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import {
  type CodConfirmationSettings,
  codConfirmationInputSchema,
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
import { formatEgp } from '../../../lib/format';
import { parseNumberInput } from '../../../lib/numbers';
import toast from '../../../lib/toast';
import { useTranslation } from '../../../lib/translation';
import { useLang } from '../../../lib/use-lang';
import {
  type CodConfirmationInput,
  useCodConfirmationSettings,
  useSaveCodConfirmation,
} from '../cod-confirmation-api';

interface Values {
  threshold: number | null;
}

function CodConfirmationForm({ settings }: { settings: CodConfirmationSettings }) {
  const { t } = useTranslation();
  const lang = useLang();
  const errorText = useFieldErrorText();
  const save = useSaveCodConfirmation();
  const form = useForm<Values, unknown, CodConfirmationInput>({
    resolver: schemaResolver(codConfirmationInputSchema as never),
    defaultValues: { threshold: settings.threshold },
  });
  const { errors, isDirty } = form.formState;
  useUnsavedChanges(isDirty);

  useEffect(() => {
    form.reset({ threshold: settings.threshold });
  }, [settings, form]);

  const submit = form.handleSubmit(async (input) => {
    try {
      await save.mutateAsync(input);
      toast.success(t('admin.settings.saved'));
    } catch (error) {
      const unmatched = isApiError(error)
        ? applyServerErrors(error.errors, ['threshold'], form.setError, t('errors.invalid'))
        : [];
      toastFailure(t('admin.settings.errors.update'), error, unmatched);
    }
  });

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4">
      <p role="status" className="text-sm font-semibold text-ink">
        {settings.threshold === null
          ? t('admin.settings.codConfirmation.off')
          : t('admin.settings.codConfirmation.on', {
              amount: formatEgp(settings.threshold, lang),
            })}
      </p>
      <TextField
        label={t('admin.settings.codConfirmation.threshold')}
        inputMode="decimal"
        dir="ltr"
        autoComplete="off"
        className="sm:max-w-64"
        helperText={t('admin.settings.codConfirmation.thresholdHelp')}
        error={errorText(errors.threshold)}
        {...form.register('threshold', { setValueAs: parseNumberInput(null) })}
      />
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

/**
 * Settings → cash on delivery confirmation (decision 043): cash orders above the amount wait for
 * the customer's e-mailed link or the admin's call; empty = off.
 */
export function CodConfirmationSettingsCard() {
  const { t } = useTranslation();
  const query = useCodConfirmationSettings();
  const loadFailed = t('admin.settings.codConfirmation.loadFailed');
  return (
    <SectionCard
      id="cod-confirmation-settings"
      title={t('admin.settings.codConfirmation.title')}
      description={t('admin.settings.codConfirmation.intro')}
    >
      {query.data ? (
        <CodConfirmationForm settings={query.data} />
      ) : query.isError ? (
        <LoadFailed title={loadFailed} error={query.error} onRetry={() => void query.refetch()} />
      ) : (
        <Skeleton className="h-24" />
      )}
    </SectionCard>
  );
}
