import {
  type Control,
  type FieldErrors,
  type UseFormRegister,
  useFieldArray,
} from 'react-hook-form';
import { PlusIcon, TrashIcon } from '../../../../components/admin/action-icons';
import { Button } from '../../../../components/ui/button';
import { TextField } from '../../../../components/ui/text-field';
import { useFieldErrorText } from '../../../../lib/form-errors';
import { useTranslation } from '../../../../lib/translation';
import type { VariantsDraft } from './variant-draft';

interface OptionFieldsProps {
  index: number;
  control: Control<VariantsDraft>;
  register: UseFormRegister<VariantsDraft>;
  errors: FieldErrors<VariantsDraft>;
  onRemove: () => void;
}

/** One option: its name in both languages and its values (each in both languages). */
export function OptionFields({ index, control, register, errors, onRemove }: OptionFieldsProps) {
  const { t } = useTranslation();
  const errorText = useFieldErrorText();
  const values = useFieldArray({ control, name: `options.${index}.values` });
  const optionErrors = errors.options?.[index];
  const number = index + 1;
  return (
    <fieldset className="flex flex-col gap-3 rounded-lg border border-slate-200 p-3">
      <legend className="px-1 text-sm font-bold text-ink">
        {t('admin.variants.option', { n: number })}
      </legend>
      <div className="grid gap-3 sm:grid-cols-[1fr_1fr_auto] sm:items-end">
        <TextField
          label={t('admin.variants.optionNameEn')}
          required
          dir="ltr"
          lang="en"
          placeholder="Voltage"
          error={errorText(optionErrors?.nameEn)}
          {...register(`options.${index}.nameEn`)}
        />
        <TextField
          label={t('admin.variants.optionNameAr')}
          required
          dir="rtl"
          lang="ar"
          placeholder="الجهد"
          error={errorText(optionErrors?.nameAr)}
          {...register(`options.${index}.nameAr`)}
        />
        <Button
          type="button"
          variant="secondary"
          size="sm"
          className="text-red-700"
          icon={<TrashIcon className="size-4" />}
          onClick={onRemove}
        >
          {t('admin.variants.removeOption', { n: number })}
        </Button>
      </div>
      <ul className="flex flex-col gap-2" aria-label={t('admin.variants.values')}>
        {values.fields.map((field, v) => {
          const valueErrors = optionErrors?.values?.[v];
          return (
            <li key={field.id} className="grid gap-2 sm:grid-cols-[1fr_1fr_auto] sm:items-end">
              <TextField
                label={t('admin.variants.valueEn', { n: v + 1 })}
                required
                dir="ltr"
                lang="en"
                placeholder="12 V"
                error={errorText(valueErrors?.valueEn)}
                {...register(`options.${index}.values.${v}.valueEn`)}
              />
              <TextField
                label={t('admin.variants.valueAr', { n: v + 1 })}
                required
                dir="rtl"
                lang="ar"
                placeholder="١٢ فولت"
                error={errorText(valueErrors?.valueAr)}
                {...register(`options.${index}.values.${v}.valueAr`)}
              />
              <Button
                type="button"
                variant="ghost"
                size="sm"
                aria-label={t('admin.variants.removeValue', { n: v + 1 })}
                icon={<TrashIcon className="size-4" />}
                onClick={() => values.remove(v)}
                disabled={values.fields.length === 1}
              />
            </li>
          );
        })}
      </ul>
      {optionErrors?.values?.message ? (
        <p className="text-sm font-medium text-red-700">{errorText(optionErrors.values)}</p>
      ) : null}
      <Button
        type="button"
        variant="secondary"
        size="sm"
        className="self-start"
        icon={<PlusIcon className="size-4" />}
        onClick={() => values.append({ valueEn: '', valueAr: '', colorCode: null })}
      >
        {t('admin.variants.addValue')}
      </Button>
    </fieldset>
  );
}
