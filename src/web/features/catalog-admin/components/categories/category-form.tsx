import { useState } from 'react';
import { useForm } from 'react-hook-form';
import {
  type AdminCategory,
  type CategoryInput,
  categoryInputSchema,
} from '../../../../../shared/schemas/catalog-admin';
import { useUnsavedChanges } from '../../../../components/admin/unsaved-changes';
import { Checkbox } from '../../../../components/ui/checkbox';
import { FormActions } from '../../../../components/ui/form-actions';
import { TextAreaField } from '../../../../components/ui/text-area-field';
import { TextField } from '../../../../components/ui/text-field';
import {
  schemaResolver,
  submitShowingFieldErrors,
  useFieldErrorText,
} from '../../../../lib/form-errors';
import { parseNumberInput } from '../../../../lib/numbers';
import { useTranslation } from '../../../../lib/translation';
import { type CategoryPayload, categoryPayload } from '../../api/categories';
import { slugify } from '../../lib/slugify';
import { CategoryMedia } from './category-media';

const FIELDS = [
  'slug',
  'nameEn',
  'nameAr',
  'descriptionEn',
  'descriptionAr',
  'sortOrder',
  'isActive',
] as const;

interface CategoryFormProps {
  category?: AdminCategory;
  /** Saves; a rejection with field errors puts them under the inputs and keeps the form open. */
  onSubmit: (input: CategoryPayload) => Promise<void>;
  onCancel: () => void;
}

/**
 * Both languages, slug (follows the English name until edited by hand), order, active flag, and
 * the picture and banner (uploaded at once, outside the form's save).
 */
export function CategoryForm({ category, onSubmit, onCancel }: CategoryFormProps) {
  const { t } = useTranslation();
  const errorText = useFieldErrorText();
  // An existing slug is part of published links: it never changes by itself.
  const [slugByHand, setSlugByHand] = useState(Boolean(category));
  const form = useForm({
    resolver: schemaResolver(categoryInputSchema),
    defaultValues: (category
      ? categoryPayload(category)
      : {
          slug: '',
          nameEn: '',
          nameAr: '',
          descriptionEn: '',
          descriptionAr: '',
          sortOrder: 0,
          isActive: true,
        }) satisfies CategoryInput,
  });
  const { errors, isSubmitting, isDirty } = form.formState;
  useUnsavedChanges(isDirty);

  const submit = submitShowingFieldErrors(form, FIELDS, onSubmit, t('errors.invalid'));

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4">
      <TextField
        label={t('admin.categories.nameAr')}
        required
        dir="rtl"
        lang="ar"
        error={errorText(errors.nameAr)}
        {...form.register('nameAr')}
      />
      <TextField
        label={t('admin.categories.nameEn')}
        required
        dir="ltr"
        lang="en"
        error={errorText(errors.nameEn)}
        {...form.register('nameEn', {
          onChange: (event) => {
            if (!slugByHand) form.setValue('slug', slugify(event.target.value));
          },
        })}
      />
      <TextField
        label={t('admin.categories.slug')}
        dir="ltr"
        autoComplete="off"
        spellCheck={false}
        helperText={t('admin.categories.slugHelp')}
        error={errorText(errors.slug)}
        {...form.register('slug', {
          // Cleared by hand: it follows the English name again.
          onChange: (event) => setSlugByHand(event.target.value.trim() !== ''),
        })}
      />
      <TextAreaField
        label={t('admin.categories.descriptionAr')}
        dir="rtl"
        lang="ar"
        rows={3}
        error={errorText(errors.descriptionAr)}
        {...form.register('descriptionAr')}
      />
      <TextAreaField
        label={t('admin.categories.descriptionEn')}
        dir="ltr"
        lang="en"
        rows={3}
        error={errorText(errors.descriptionEn)}
        {...form.register('descriptionEn')}
      />
      <TextField
        label={t('admin.categories.sortOrder')}
        inputMode="numeric"
        dir="ltr"
        helperText={t('admin.categories.sortOrderHelp')}
        error={errorText(errors.sortOrder)}
        {...form.register('sortOrder', { setValueAs: parseNumberInput(undefined) })}
      />
      <Checkbox label={t('admin.categories.active')} {...form.register('isActive')} />
      <CategoryMedia category={category} />
      <FormActions
        submitLabel={t(category ? 'admin.actions.save' : 'admin.categories.add')}
        onCancel={onCancel}
        submitting={isSubmitting}
      />
    </form>
  );
}
