import { useFieldArray } from 'react-hook-form';
import { SectionCard } from '../../../../components/admin/section-card';
import { Button } from '../../../../components/ui/button';
import { CloseIcon } from '../../../../components/ui/icons';
import { TextField } from '../../../../components/ui/text-field';
import { useFieldErrorText } from '../../../../lib/form-errors';
import { formatNumber } from '../../../../lib/format';
import { useTranslation } from '../../../../lib/translation';
import { useLang } from '../../../../lib/use-lang';
import type { ProductForm } from './product-form-values';

const MAX_PROPERTIES = 50;
const PAIRS = [
  { key: 'keyAr', value: 'valueAr', lang: 'ar' },
  { key: 'keyEn', value: 'valueEn', lang: 'en' },
] as const;

/** Key/value rows (e.g. Capacity: 100 Ah) in both languages; rows can be added and removed. */
export function ProductPropertiesFields({
  form,
  className,
}: {
  form: ProductForm;
  className?: string;
}) {
  const { t } = useTranslation();
  const lang = useLang();
  const errorText = useFieldErrorText();
  const { fields, append, remove } = useFieldArray({ control: form.control, name: 'properties' });
  const rowErrors = form.formState.errors.properties;
  const listError = errorText({ message: rowErrors?.root?.message ?? rowErrors?.message });
  const add = () => append({ keyEn: '', keyAr: '', valueEn: '', valueAr: '' });

  return (
    <SectionCard
      className={className}
      title={t('admin.productForm.sections.properties')}
      description={t('admin.productForm.propertiesHelp')}
    >
      {listError ? <p className="text-sm font-medium text-red-700">{listError}</p> : null}
      {fields.length === 0 ? (
        <p className="text-sm text-slate-600">{t('admin.productForm.noProperties')}</p>
      ) : null}
      <ol className="flex flex-col gap-3">
        {fields.map((field, index) => {
          const number = formatNumber(index + 1, lang);
          return (
            <li key={field.id}>
              <fieldset className="flex flex-col gap-3 rounded-lg border border-slate-200 bg-slate-50 p-3">
                <legend className="sr-only">
                  {t('admin.productForm.propertyN', { n: number })}
                </legend>
                <div className="flex items-center justify-between gap-2">
                  <span aria-hidden="true" className="text-sm font-bold text-slate-700">
                    {t('admin.productForm.propertyN', { n: number })}
                  </span>
                  <Button
                    variant="ghost"
                    size="sm"
                    onClick={() => remove(index)}
                    icon={<CloseIcon className="size-4" />}
                    aria-label={t('admin.productForm.removeProperty', { n: number })}
                  >
                    {t('admin.actions.remove')}
                  </Button>
                </div>
                <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
                  {PAIRS.flatMap((pair) =>
                    [pair.key, pair.value].map((name) => (
                      <TextField
                        key={name}
                        label={t(`admin.productForm.property.${name}`)}
                        dir={pair.lang === 'ar' ? 'rtl' : 'ltr'}
                        lang={pair.lang}
                        error={errorText(rowErrors?.[index]?.[name])}
                        {...form.register(`properties.${index}.${name}`)}
                      />
                    )),
                  )}
                </div>
              </fieldset>
            </li>
          );
        })}
      </ol>
      <Button
        variant="secondary"
        size="sm"
        className="self-start"
        onClick={add}
        disabled={fields.length >= MAX_PROPERTIES}
      >
        {t('admin.productForm.addProperty')}
      </Button>
    </SectionCard>
  );
}
