import { useForm } from 'react-hook-form';
import { EGYPT_GOVERNORATES } from '../../../../../shared/egypt';
import {
  type AdminShippingZone,
  type ShippingZonePayload,
  shippingZoneInputSchema,
} from '../../../../../shared/schemas/shipping-admin';
import { useUnsavedChanges } from '../../../../components/admin/unsaved-changes';
import { FormActions } from '../../../../components/ui/form-actions';
import { TextField } from '../../../../components/ui/text-field';
import { cn } from '../../../../lib/cn';
import {
  schemaResolver,
  submitShowingFieldErrors,
  useFieldErrorText,
} from '../../../../lib/form-errors';
import { parseNumberInput } from '../../../../lib/numbers';
import { useTranslation } from '../../../../lib/translation';
import { pickLocalized, useLang } from '../../../../lib/use-lang';

interface ZoneValues {
  nameAr: string;
  nameEn: string;
  fee: number | undefined;
  freeOver: number | null;
  daysMin: number | undefined;
  daysMax: number | undefined;
  governorates: string[];
}

const FIELDS = [
  'nameAr',
  'nameEn',
  'fee',
  'freeOver',
  'daysMin',
  'daysMax',
  'governorates',
] as const;

const toValues = (zone?: AdminShippingZone): ZoneValues =>
  zone
    ? {
        nameAr: zone.nameAr,
        nameEn: zone.nameEn,
        fee: zone.fee,
        freeOver: zone.freeOver,
        daysMin: zone.daysMin,
        daysMax: zone.daysMax,
        governorates: zone.governorates,
      }
    : {
        nameAr: '',
        nameEn: '',
        fee: undefined,
        freeOver: null,
        daysMin: undefined,
        daysMax: undefined,
        governorates: [],
      };

interface ZoneFormProps {
  zone?: AdminShippingZone;
  /** Every zone, to show which governorates the others already hold. */
  zones: AdminShippingZone[];
  /** Saves; a rejection with field errors puts them under the inputs and keeps the form open. */
  onSubmit: (input: ShippingZonePayload) => Promise<void>;
  onCancel: () => void;
}

/** A zone's names, fee, free-shipping threshold, estimate and governorates. */
export function ZoneForm({ zone, zones, onSubmit, onCancel }: ZoneFormProps) {
  const { t } = useTranslation();
  const lang = useLang();
  const errorText = useFieldErrorText();
  const form = useForm<ZoneValues, unknown, ShippingZonePayload>({
    resolver: schemaResolver(shippingZoneInputSchema as never),
    defaultValues: toValues(zone),
  });
  const { errors, isSubmitting, isDirty } = form.formState;
  useUnsavedChanges(isDirty);
  const submit = submitShowingFieldErrors(form, FIELDS, onSubmit, t('errors.invalid'));

  // A governorate belongs to one zone at most: those of the other zones cannot be ticked here.
  const heldBy = new Map<string, string>();
  for (const other of zones) {
    if (other.id === zone?.id) continue;
    const name = pickLocalized(lang, other.nameEn, other.nameAr);
    for (const code of other.governorates) heldBy.set(code, name);
  }
  const governoratesError = errorText(errors.governorates);
  // The ones this zone may take first, then those of the other zones (greyed, named).
  const governorates = [
    ...EGYPT_GOVERNORATES.filter((g) => !heldBy.has(g.code)),
    ...EGYPT_GOVERNORATES.filter((g) => heldBy.has(g.code)),
  ];

  const number = (name: 'fee' | 'freeOver' | 'daysMin' | 'daysMax', empty: null | undefined) =>
    form.register(name, { setValueAs: parseNumberInput(empty) });

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={t('admin.settings.zones.nameAr')}
          required
          dir="rtl"
          lang="ar"
          error={errorText(errors.nameAr)}
          {...form.register('nameAr')}
        />
        <TextField
          label={t('admin.settings.zones.nameEn')}
          required
          dir="ltr"
          lang="en"
          error={errorText(errors.nameEn)}
          {...form.register('nameEn')}
        />
        <TextField
          label={t('admin.settings.zones.fee')}
          required
          inputMode="decimal"
          dir="ltr"
          autoComplete="off"
          placeholder="0"
          error={errorText(errors.fee)}
          {...number('fee', undefined)}
        />
        <TextField
          label={t('admin.settings.zones.freeOver')}
          inputMode="decimal"
          dir="ltr"
          autoComplete="off"
          helperText={t('admin.settings.zones.freeOverHelp')}
          error={errorText(errors.freeOver)}
          {...number('freeOver', null)}
        />
        <TextField
          label={t('admin.settings.zones.daysMin')}
          required
          inputMode="numeric"
          dir="ltr"
          autoComplete="off"
          error={errorText(errors.daysMin)}
          {...number('daysMin', undefined)}
        />
        <TextField
          label={t('admin.settings.zones.daysMax')}
          required
          inputMode="numeric"
          dir="ltr"
          autoComplete="off"
          error={errorText(errors.daysMax)}
          {...number('daysMax', undefined)}
        />
      </div>
      <fieldset
        className="flex flex-col gap-2"
        aria-describedby={governoratesError ? 'zone-governorates-error' : undefined}
      >
        <legend className="mb-1.5 text-sm font-semibold text-slate-800">
          {t('admin.settings.zones.governorates')}
          <span aria-hidden="true" className="ms-0.5 text-red-700">
            *
          </span>
        </legend>
        <div className="grid max-h-72 gap-x-4 gap-y-1 overflow-y-auto rounded-lg border border-slate-200 p-3 sm:grid-cols-2">
          {governorates.map((governorate) => {
            const holder = heldBy.get(governorate.code);
            const id = `zone-governorate-${governorate.code}`;
            return (
              <div key={governorate.code} className="flex items-start gap-2 py-1">
                <input
                  id={id}
                  type="checkbox"
                  value={governorate.code}
                  disabled={holder !== undefined}
                  className="mt-0.5 size-5 shrink-0 rounded border-slate-400 accent-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 disabled:opacity-50"
                  {...form.register('governorates')}
                />
                <label
                  htmlFor={id}
                  className={cn(
                    'flex flex-col text-sm leading-6',
                    holder ? 'text-slate-500' : 'text-slate-800',
                  )}
                >
                  {governorate[lang]}
                  {holder ? (
                    <span className="text-xs leading-5">
                      {t('admin.settings.zones.inZone', { zone: holder })}
                    </span>
                  ) : null}
                </label>
              </div>
            );
          })}
        </div>
        {governoratesError ? (
          <p id="zone-governorates-error" className="text-sm font-medium text-red-700">
            {governoratesError}
          </p>
        ) : null}
      </fieldset>
      <FormActions
        submitLabel={t(zone ? 'admin.settings.zones.save' : 'admin.settings.zones.create')}
        onCancel={onCancel}
        submitting={isSubmitting}
      />
    </form>
  );
}
