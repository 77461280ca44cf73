import { useEffect, useState } from 'react';
import {
  inventorySettingsInputSchema,
  LOW_STOCK_THRESHOLD_MAX,
} from '../../../../shared/schemas/stock-alerts';
import { LoadFailed } from '../../../components/admin/load-failed';
import { SectionCard } from '../../../components/admin/section-card';
import { Button } from '../../../components/ui/button';
import { Skeleton } from '../../../components/ui/skeleton';
import { TextField } from '../../../components/ui/text-field';
import { toastFailure } from '../../../lib/failure-toast';
import { formatDateTime, formatNumber } from '../../../lib/format';
import { parseNumberInput } from '../../../lib/numbers';
import toast from '../../../lib/toast';
import { useTranslation } from '../../../lib/translation';
import { useLang } from '../../../lib/use-lang';
import { useInventorySettings, useSaveInventorySettings } from '../api';

/**
 * Settings → stock alerts (decision 058): the default low-stock threshold of products and
 * variants without their own. At or below it the staff are told (once per crossing) and the
 * item shows on the dashboard's low-stock list.
 */
export function InventorySettingsCard() {
  const { t } = useTranslation();
  const lang = useLang();
  const query = useInventorySettings();
  const save = useSaveInventorySettings();
  const [value, setValue] = useState('');
  const [error, setError] = useState<string>();
  const stored = query.data?.lowStockThreshold;
  useEffect(() => {
    if (stored !== undefined) setValue(String(stored));
  }, [stored]);

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    const parsed = inventorySettingsInputSchema.safeParse({
      lowStockThreshold: parseNumberInput(null)(value),
    });
    if (!parsed.success) {
      setError(
        t('stockAlerts.settings.invalid', { max: formatNumber(LOW_STOCK_THRESHOLD_MAX, lang) }),
      );
      return;
    }
    setError(undefined);
    try {
      await save.mutateAsync(parsed.data);
      toast.success(t('admin.settings.saved'));
    } catch (failure) {
      toastFailure(t('admin.settings.errors.update'), failure);
    }
  }

  return (
    <SectionCard
      id="inventory-settings"
      title={t('stockAlerts.settings.title')}
      description={t('stockAlerts.settings.intro')}
    >
      {query.data ? (
        <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-4">
          <p role="status" className="text-sm font-semibold text-ink">
            {t('stockAlerts.settings.current', {
              count: query.data.lowStockThreshold,
              n: formatNumber(query.data.lowStockThreshold, lang),
            })}
          </p>
          <TextField
            label={t('stockAlerts.settings.threshold')}
            inputMode="numeric"
            dir="ltr"
            autoComplete="off"
            className="sm:max-w-64"
            value={value}
            error={error}
            helperText={t('stockAlerts.settings.help')}
            onChange={(event) => setValue(event.target.value)}
          />
          <div className="flex flex-wrap items-center justify-between gap-3">
            <p className="text-sm text-slate-600">
              {query.data.updatedAt ? (
                <>
                  {t('admin.settings.updatedAt')}{' '}
                  <time dateTime={query.data.updatedAt}>
                    {formatDateTime(query.data.updatedAt, lang)}
                  </time>
                </>
              ) : (
                t('admin.settings.neverUpdated')
              )}
            </p>
            <Button
              type="submit"
              loading={save.isPending}
              disabled={value === String(query.data.lowStockThreshold)}
            >
              {t('admin.actions.save')}
            </Button>
          </div>
        </form>
      ) : query.isError ? (
        <LoadFailed
          title={t('stockAlerts.settings.loadFailed')}
          error={query.error}
          onRetry={() => void query.refetch()}
        />
      ) : (
        <Skeleton className="h-24" />
      )}
    </SectionCard>
  );
}
