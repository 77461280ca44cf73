import { useLayoutEffect, useRef } from 'react';
import type { FieldErrors, UseFieldArrayReturn, UseFormRegister } from 'react-hook-form';
import { TrashIcon } from '../../../../components/admin/action-icons';
import { Button } from '../../../../components/ui/button';
import { fieldControlClasses } from '../../../../components/ui/text-field';
import { cn } from '../../../../lib/cn';
import { useFieldErrorText } from '../../../../lib/form-errors';
import { parseNumberInput } from '../../../../lib/numbers';
import { useTranslation } from '../../../../lib/translation';
import type { VariantsDraft } from './variant-draft';

interface VariantTableProps {
  variants: UseFieldArrayReturn<VariantsDraft, 'variants'>;
  register: UseFormRegister<VariantsDraft>;
  errors: FieldErrors<VariantsDraft>;
  /** The product's images, numbered as in the images panel (a variant may show one). */
  images: { id: string }[];
}

const COLUMNS = ['sku', 'price', 'compareAtPrice', 'stockQuantity', 'weightGrams'] as const;
type Column = (typeof COLUMNS)[number];

/**
 * One row per variant: its values, SKU, price, sale price, stock (empty: not tracked), weight,
 * picture and active flag. Inputs are labelled by column and combination for screen readers;
 * the table scrolls sideways on a phone.
 */
export function VariantTable({ variants, register, errors, images }: VariantTableProps) {
  const { t, i18n } = useTranslation();
  const errorText = useFieldErrorText();
  const rtl = i18n.dir() === 'rtl';
  const box = useRef<HTMLDivElement>(null);
  // In Arabic the table starts at the right: show that end (the variant and its SKU) first.
  useLayoutEffect(() => {
    if (rtl && box.current) box.current.scrollLeft = box.current.scrollWidth;
  }, [rtl]);
  const heading: Record<Column, string> = {
    sku: t('admin.variants.sku'),
    price: t('admin.variants.price'),
    compareAtPrice: t('admin.variants.compareAtPrice'),
    stockQuantity: t('admin.variants.stock'),
    weightGrams: t('admin.variants.weight'),
  };
  if (variants.fields.length === 0) {
    return <p className="text-sm text-slate-600">{t('admin.variants.noneYet')}</p>;
  }
  return (
    // The wide table scrolls inside its box on a phone. The box itself is laid out left to right
    // (the table keeps the page's direction): Chromium lets a right-to-left scroll box's
    // overflow widen the whole page, which then shows blank.
    <div ref={box} dir="ltr" className="overflow-x-auto [contain:inline-size]">
      <table dir={rtl ? 'rtl' : 'ltr'} className="w-full min-w-[56rem] text-sm">
        <thead>
          <tr className="border-b border-slate-200 text-start text-slate-700">
            <th scope="col" className="p-2 text-start font-semibold">
              {t('admin.variants.combination')}
            </th>
            {COLUMNS.map((column) => (
              <th key={column} scope="col" className="p-2 text-start font-semibold">
                {heading[column]}
              </th>
            ))}
            <th scope="col" className="p-2 text-start font-semibold">
              {t('admin.variants.image')}
            </th>
            <th scope="col" className="p-2 text-start font-semibold">
              {t('admin.variants.active')}
            </th>
            <th scope="col" className="p-2">
              <span className="sr-only">{t('admin.variants.remove')}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {variants.fields.map((field, i) => {
            const label = field.values.join(' / ') || t('admin.variants.single');
            const rowErrors = errors.variants?.[i];
            const rowError = errorText(rowErrors?.values) ?? errorText(rowErrors?.values?.[0]);
            return (
              <tr key={field.id} className="border-b border-slate-100 align-top">
                <th scope="row" className="p-2 text-start font-semibold text-ink">
                  <bdi>{label}</bdi>
                  {rowError ? (
                    <p className="mt-1 text-xs font-medium text-red-700">{rowError}</p>
                  ) : null}
                </th>
                {COLUMNS.map((column) => {
                  const error = errorText(rowErrors?.[column]);
                  const numeric = column !== 'sku';
                  return (
                    <td key={column} className="p-2">
                      <input
                        aria-label={`${heading[column]} — ${label}`}
                        aria-invalid={error ? true : undefined}
                        dir="ltr"
                        inputMode={numeric ? 'decimal' : undefined}
                        className={cn(fieldControlClasses(Boolean(error)), 'h-10 min-w-24 text-sm')}
                        {...register(
                          `variants.${i}.${column}`,
                          numeric
                            ? {
                                setValueAs: parseNumberInput(column === 'price' ? undefined : null),
                              }
                            : undefined,
                        )}
                      />
                      {error ? (
                        <p className="mt-1 text-xs font-medium text-red-700">{error}</p>
                      ) : null}
                    </td>
                  );
                })}
                <td className="p-2">
                  <select
                    aria-label={`${t('admin.variants.image')} — ${label}`}
                    className={cn(fieldControlClasses(false), 'h-10 min-w-24 text-sm')}
                    {...register(`variants.${i}.imageId`, {
                      setValueAs: (value: string | null) => value || null,
                    })}
                  >
                    <option value="">{t('admin.variants.noImage')}</option>
                    {images.map((image, n) => (
                      <option key={image.id} value={image.id}>
                        {t('admin.variants.imageNumber', { n: n + 1 })}
                      </option>
                    ))}
                  </select>
                </td>
                <td className="p-2">
                  <input
                    type="checkbox"
                    aria-label={`${t('admin.variants.active')} — ${label}`}
                    className="mt-2.5 size-5 accent-brand-800"
                    {...register(`variants.${i}.isActive`)}
                  />
                </td>
                <td className="p-2">
                  <Button
                    type="button"
                    variant="ghost"
                    size="sm"
                    aria-label={`${t('admin.variants.remove')} — ${label}`}
                    icon={<TrashIcon className="size-4" />}
                    onClick={() => variants.remove(i)}
                  />
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
