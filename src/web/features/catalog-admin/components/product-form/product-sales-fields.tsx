import { SectionCard } from '../../../../components/admin/section-card';
import { Checkbox } from '../../../../components/ui/checkbox';
import { Select } from '../../../../components/ui/select';
import { TextField } from '../../../../components/ui/text-field';
import { useFieldErrorText } from '../../../../lib/form-errors';
import { parseNumberInput } from '../../../../lib/numbers';
import { useTranslation } from '../../../../lib/translation';
import { useFailureToast } from '../../../../lib/use-failure-toast';
import { pickLocalized, useLang } from '../../../../lib/use-lang';
import { useAdminCategories } from '../../api/categories';
import type { ProductForm } from './product-form-values';

/** Price, category, stock, visibility and video: the side column of the product form. */
export function ProductSalesFields({ form, className }: { form: ProductForm; className?: string }) {
  const { t } = useTranslation();
  const lang = useLang();
  const errorText = useFieldErrorText();
  const { errors } = form.formState;
  const categories = useAdminCategories();
  useFailureToast(categories.error, categories.errorUpdatedAt, t('admin.categories.errors.load'));
  const options = [
    { value: '', label: t('admin.productForm.chooseCategory') },
    ...(categories.data ?? []).map((category) => ({
      value: category.id,
      label: `${pickLocalized(lang, category.nameEn, category.nameAr)}${
        category.isActive ? '' : ` (${t('admin.status.inactive')})`
      }`,
    })),
  ];

  return (
    <SectionCard className={className} title={t('admin.productForm.sections.sales')}>
      <TextField
        label={t('admin.productForm.price')}
        required
        inputMode="decimal"
        dir="ltr"
        autoComplete="off"
        placeholder="0.00"
        error={errorText(errors.price)}
        {...form.register('price', { setValueAs: parseNumberInput(undefined) })}
      />
      <TextField
        label={t('admin.productForm.compareAtPrice')}
        inputMode="decimal"
        dir="ltr"
        autoComplete="off"
        placeholder="0.00"
        helperText={t('admin.productForm.compareAtPriceHelp')}
        error={errorText(errors.compareAtPrice)}
        // Empty: not on sale (null, which clears a saved compare-at price).
        {...form.register('compareAtPrice', { setValueAs: parseNumberInput(null) })}
      />
      {categories.data ? (
        <Select
          label={t('admin.productForm.category')}
          required
          options={options}
          error={errorText(errors.categoryId)}
          {...form.register('categoryId')}
        />
      ) : (
        // Registered only once the options exist, or the browser would drop the saved choice.
        <Select
          label={t('admin.productForm.category')}
          required
          disabled
          options={[{ value: '', label: t('common.loading') }]}
          error={
            categories.isError ? t('admin.categories.errors.load') : errorText(errors.categoryId)
          }
        />
      )}
      <TextField
        label={t('admin.productForm.stockQuantity')}
        inputMode="numeric"
        dir="ltr"
        autoComplete="off"
        helperText={t('admin.productForm.stockQuantityHelp')}
        error={errorText(errors.stockQuantity)}
        {...form.register('stockQuantity', { setValueAs: parseNumberInput(null) })}
      />
      <fieldset className="flex flex-col gap-2">
        <legend className="sr-only">{t('admin.productForm.flags')}</legend>
        <Checkbox label={t('admin.productForm.inStock')} {...form.register('inStock')} />
        <Checkbox label={t('admin.productForm.isActive')} {...form.register('isActive')} />
        <Checkbox label={t('admin.productForm.isFeatured')} {...form.register('isFeatured')} />
      </fieldset>
      <TextField
        label={t('admin.productForm.videoUrl')}
        type="url"
        dir="ltr"
        placeholder="https://www.youtube.com/watch?v=…"
        error={errorText(errors.videoUrl)}
        {...form.register('videoUrl')}
      />
    </SectionCard>
  );
}
