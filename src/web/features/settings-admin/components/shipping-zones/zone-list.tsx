import { EGYPT_GOVERNORATES } from '../../../../../shared/egypt';
import type { AdminShippingZone } from '../../../../../shared/schemas/shipping-admin';
import { PencilIcon, TrashIcon } from '../../../../components/admin/action-icons';
import { RowActionButton } from '../../../../components/admin/row-actions';
import { formatEgp, formatNumber } from '../../../../lib/format';
import { useTranslation } from '../../../../lib/translation';
import { pickLocalized, useLang } from '../../../../lib/use-lang';

interface ZoneListProps {
  zones: AdminShippingZone[];
  onEdit: (zone: AdminShippingZone) => void;
  onDelete: (zone: AdminShippingZone) => void;
}

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <div className="flex flex-col">
      <dt className="text-xs text-slate-600">{label}</dt>
      <dd className="font-semibold text-ink">{value}</dd>
    </div>
  );
}

/** The zones in the admin's order: names, fee, free-shipping threshold, estimate, governorates. */
export function ZoneList({ zones, onEdit, onDelete }: ZoneListProps) {
  const { t } = useTranslation();
  const lang = useLang();
  const governorateName = (code: string) =>
    EGYPT_GOVERNORATES.find((g) => g.code === code)?.[lang] ?? code;

  return (
    <ul className="divide-y divide-slate-100 rounded-lg border border-slate-200">
      {zones.map((zone) => {
        const name = pickLocalized(lang, zone.nameEn, zone.nameAr);
        return (
          <li key={zone.id} className="flex flex-col gap-2 px-3 py-3">
            <div className="flex items-start gap-2">
              <div className="flex min-w-0 flex-1 flex-col">
                <span className="font-semibold text-ink">{name}</span>
                <span className="text-sm text-slate-600">
                  {t('admin.settings.zones.governorateCount', {
                    count: zone.governorates.length,
                    formatted: formatNumber(zone.governorates.length, lang),
                  })}
                  {': '}
                  {zone.governorates.map(governorateName).join(lang === 'ar' ? '، ' : ', ')}
                </span>
              </div>
              <span className="flex shrink-0 items-center">
                <RowActionButton
                  label={t('admin.settings.zones.edit', { name })}
                  tone="brand"
                  icon={<PencilIcon className="size-4" />}
                  onClick={() => onEdit(zone)}
                />
                <RowActionButton
                  label={t('admin.settings.zones.delete', { name })}
                  tone="danger"
                  icon={<TrashIcon className="size-4" />}
                  onClick={() => onDelete(zone)}
                />
              </span>
            </div>
            <dl className="grid grid-cols-3 gap-2 text-sm">
              <Fact label={t('admin.settings.zones.feeLabel')} value={formatEgp(zone.fee, lang)} />
              <Fact
                label={t('admin.settings.zones.freeOverLabel')}
                value={
                  zone.freeOver === null
                    ? t('admin.settings.zones.neverFree')
                    : formatEgp(zone.freeOver, lang)
                }
              />
              <Fact
                label={t('admin.settings.zones.estimateLabel')}
                value={t('admin.settings.zones.daysRange', {
                  count: zone.daysMax,
                  min: formatNumber(zone.daysMin, lang),
                  max: formatNumber(zone.daysMax, lang),
                })}
              />
            </dl>
          </li>
        );
      })}
    </ul>
  );
}
