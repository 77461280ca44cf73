import { useForm } from 'react-hook-form';
import { FAQ_CATEGORIES, type FaqCategory } from '../../../../shared/constants';
import {
  type AdminFaq,
  type FaqInput,
  type FaqPayload,
  faqInputSchema,
} from '../../../../shared/schemas/faq';
import { useUnsavedChanges } from '../../../components/admin/unsaved-changes';
import { Checkbox } from '../../../components/ui/checkbox';
import { FormActions } from '../../../components/ui/form-actions';
import { Select } from '../../../components/ui/select';
import { TextAreaField } from '../../../components/ui/text-area-field';
import { TextField } from '../../../components/ui/text-field';
import {
  schemaResolver,
  submitShowingFieldErrors,
  useFieldErrorText,
} from '../../../lib/form-errors';
import { useTranslation } from '../../../lib/translation';

const FIELDS = [
  'category',
  'questionEn',
  'questionAr',
  'answerEn',
  'answerAr',
  'isActive',
] as const;

interface FaqFormProps {
  faq?: AdminFaq;
  /** A new question starts in the category it was added from. */
  category?: FaqCategory;
  /** Saves; a rejection with field errors puts them under the inputs and keeps the form open. */
  onSubmit: (input: FaqPayload) => Promise<void>;
  onCancel: () => void;
}

/** Question and answer in Arabic and English, the category and whether the shop shows it. */
export function FaqForm({ faq, category = 'general', onSubmit, onCancel }: FaqFormProps) {
  const { t } = useTranslation();
  const errorText = useFieldErrorText();
  const form = useForm<FaqInput, unknown, FaqPayload>({
    resolver: schemaResolver(faqInputSchema),
    defaultValues: faq
      ? {
          category: faq.category,
          questionEn: faq.questionEn,
          questionAr: faq.questionAr,
          answerEn: faq.answerEn,
          answerAr: faq.answerAr,
          isActive: faq.isActive,
        }
      : { category, questionEn: '', questionAr: '', answerEn: '', answerAr: '', isActive: true },
  });
  const { errors, isSubmitting, isDirty } = form.formState;
  useUnsavedChanges(isDirty);

  const submit = submitShowingFieldErrors(form, FIELDS, onSubmit, t('errors.invalid'));

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4">
      <Select
        label={t('admin.faqs.category')}
        error={errorText(errors.category)}
        options={FAQ_CATEGORIES.map((value) => ({ value, label: t(`faq.categories.${value}`) }))}
        // The option selected at first paint, before react-hook-form has attached its ref.
        defaultValue={form.formState.defaultValues?.category}
        {...form.register('category')}
      />
      <TextField
        label={t('admin.faqs.questionAr')}
        required
        dir="rtl"
        lang="ar"
        error={errorText(errors.questionAr)}
        {...form.register('questionAr')}
      />
      <TextAreaField
        label={t('admin.faqs.answerAr')}
        required
        dir="rtl"
        lang="ar"
        rows={4}
        error={errorText(errors.answerAr)}
        {...form.register('answerAr')}
      />
      <TextField
        label={t('admin.faqs.questionEn')}
        required
        dir="ltr"
        lang="en"
        error={errorText(errors.questionEn)}
        {...form.register('questionEn')}
      />
      <TextAreaField
        label={t('admin.faqs.answerEn')}
        required
        dir="ltr"
        lang="en"
        rows={4}
        error={errorText(errors.answerEn)}
        {...form.register('answerEn')}
      />
      <Checkbox label={t('admin.faqs.active')} {...form.register('isActive')} />
      <FormActions
        submitLabel={t(faq ? 'admin.faqs.save' : 'admin.faqs.create')}
        onCancel={onCancel}
        submitting={isSubmitting}
      />
    </form>
  );
}
