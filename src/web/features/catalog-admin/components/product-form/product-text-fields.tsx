import { SectionCard } from '../../../../components/admin/section-card';
import { TextAreaField } from '../../../../components/ui/text-area-field';
import { TextField } from '../../../../components/ui/text-field';
import { useFieldErrorText } from '../../../../lib/form-errors';
import { useTranslation } from '../../../../lib/translation';
import type { ProductForm } from './product-form-values';

/** Names and descriptions in both languages, each typed in its own direction. */
export function ProductTextFields({ form, className }: { form: ProductForm; className?: string }) {
  const { t } = useTranslation();
  const errorText = useFieldErrorText();
  const { errors } = form.formState;
  return (
    <SectionCard className={className} title={t('admin.productForm.sections.texts')}>
      <div className="grid gap-4 md:grid-cols-2">
        <TextField
          label={t('admin.productForm.nameAr')}
          dir="rtl"
          lang="ar"
          error={errorText(errors.nameAr)}
          {...form.register('nameAr')}
        />
        <TextField
          label={t('admin.productForm.nameEn')}
          dir="ltr"
          lang="en"
          helperText={t('admin.productForm.nameHelp')}
          error={errorText(errors.nameEn)}
          {...form.register('nameEn')}
        />
        <TextAreaField
          label={t('admin.productForm.descriptionAr')}
          dir="rtl"
          lang="ar"
          rows={5}
          error={errorText(errors.descriptionAr)}
          {...form.register('descriptionAr')}
        />
        <TextAreaField
          label={t('admin.productForm.descriptionEn')}
          dir="ltr"
          lang="en"
          rows={5}
          error={errorText(errors.descriptionEn)}
          {...form.register('descriptionEn')}
        />
      </div>
    </SectionCard>
  );
}
