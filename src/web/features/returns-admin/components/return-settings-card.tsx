import { useEffect, useState } from 'react';
import { RETURN_WINDOW_MAX_DAYS } from '../../../../shared/schemas/returns';
import { LoadFailed } from '../../../components/admin/load-failed';
import { SectionCard } from '../../../components/admin/section-card';
import { Button } from '../../../components/ui/button';
import { Skeleton } from '../../../components/ui/skeleton';
import { TextField } from '../../../components/ui/text-field';
import { toastFailure } from '../../../lib/failure-toast';
import { formatNumber } from '../../../lib/format';
import toast from '../../../lib/toast';
import { useTranslation } from '../../../lib/translation';
import { useLang } from '../../../lib/use-lang';
import { useReturnSettings, useSaveReturnSettings } from '../../returns';

/** Settings → returns: days after delivery within which items may come back (default 14). */
export function ReturnSettingsCard() {
  const { t } = useTranslation();
  const lang = useLang();
  const query = useReturnSettings();
  const save = useSaveReturnSettings();
  const [value, setValue] = useState('');
  const [error, setError] = useState<string>();
  const stored = query.data?.windowDays;
  useEffect(() => {
    if (stored !== undefined) setValue(String(stored));
  }, [stored]);

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    const days = Number(value.trim());
    if (
      value.trim() === '' ||
      !Number.isInteger(days) ||
      days < 0 ||
      days > RETURN_WINDOW_MAX_DAYS
    ) {
      setError(
        t('returns.admin.settings.invalid', { max: formatNumber(RETURN_WINDOW_MAX_DAYS, lang) }),
      );
      return;
    }
    setError(undefined);
    try {
      await save.mutateAsync({ windowDays: days });
      toast.success(t('admin.settings.saved'));
    } catch (failure) {
      toastFailure(t('admin.settings.errors.update'), failure);
    }
  }

  return (
    <SectionCard
      id="return-settings"
      title={t('returns.admin.settings.title')}
      description={t('returns.admin.settings.intro')}
    >
      {query.data ? (
        <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-4">
          <p role="status" className="text-sm font-semibold text-ink">
            {t('returns.admin.settings.current', { count: query.data.windowDays })}
          </p>
          <TextField
            label={t('returns.admin.settings.days')}
            inputMode="numeric"
            dir="ltr"
            className="sm:max-w-64"
            value={value}
            error={error}
            helperText={t('returns.admin.settings.help')}
            onChange={(event) => setValue(event.target.value)}
          />
          <Button
            type="submit"
            className="self-end"
            loading={save.isPending}
            disabled={value === String(query.data.windowDays)}
          >
            {t('admin.actions.save')}
          </Button>
        </form>
      ) : query.isError ? (
        <LoadFailed
          title={t('returns.admin.settings.loadFailed')}
          error={query.error}
          onRetry={() => void query.refetch()}
        />
      ) : (
        <Skeleton className="h-24" />
      )}
    </SectionCard>
  );
}
