import { useId } from 'react';
import { useForm } from 'react-hook-form';
import {
  type AdminColor,
  type ColorInput,
  colorInputSchema,
} from '../../../../../shared/schemas/catalog-admin';
import { useUnsavedChanges } from '../../../../components/admin/unsaved-changes';
import { Checkbox } from '../../../../components/ui/checkbox';
import { FormActions } from '../../../../components/ui/form-actions';
import { TextField } from '../../../../components/ui/text-field';
import {
  schemaResolver,
  submitShowingFieldErrors,
  useFieldErrorText,
} from '../../../../lib/form-errors';
import { useTranslation } from '../../../../lib/translation';
import type { ColorPayload } from '../../api/colors';

const FIELDS = ['name', 'nameAr', 'colorCode', 'isActive'] as const;
const HEX = /^#[0-9a-fA-F]{6}$/;

interface ColorFormProps {
  color?: AdminColor;
  /** Saves; a rejection with field errors puts them under the inputs and keeps the form open. */
  onSubmit: (input: ColorPayload) => Promise<void>;
  onCancel: () => void;
}

/** Name, Arabic name, color (picker and hex field kept in step) and active flag; all required. */
export function ColorForm({ color, onSubmit, onCancel }: ColorFormProps) {
  const { t } = useTranslation();
  const errorText = useFieldErrorText();
  const pickerId = useId();
  const form = useForm({
    resolver: schemaResolver(colorInputSchema),
    defaultValues: {
      name: color?.name ?? '',
      nameAr: color?.nameAr ?? '',
      colorCode: color?.colorCode ?? '#166534',
      isActive: color?.isActive ?? true,
    } satisfies ColorInput,
  });
  const { errors, isSubmitting, isDirty } = form.formState;
  useUnsavedChanges(isDirty);
  const code = form.watch('colorCode') ?? '';

  const submit = submitShowingFieldErrors(form, FIELDS, onSubmit, t('errors.invalid'));

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4">
      <TextField
        label={t('admin.colors.name')}
        required
        dir="ltr"
        lang="en"
        error={errorText(errors.name)}
        {...form.register('name')}
      />
      <TextField
        label={t('admin.colors.nameAr')}
        required
        dir="rtl"
        lang="ar"
        error={errorText(errors.nameAr)}
        {...form.register('nameAr')}
      />
      <div className="flex items-start gap-3">
        <div className="flex flex-col gap-1.5">
          <label htmlFor={pickerId} className="text-sm font-semibold text-slate-800">
            {t('admin.colors.picker')}
          </label>
          <input
            id={pickerId}
            type="color"
            value={HEX.test(code) ? code.toLowerCase() : '#000000'}
            onChange={(event) =>
              form.setValue('colorCode', event.target.value, {
                shouldDirty: true,
                shouldValidate: form.formState.isSubmitted,
              })
            }
            className="h-11 w-16 cursor-pointer rounded-lg border border-slate-300 bg-white p-1"
          />
        </div>
        <TextField
          label={t('admin.colors.code')}
          required
          dir="ltr"
          placeholder="#1A2B3C"
          autoComplete="off"
          spellCheck={false}
          className="flex-1"
          error={errorText(errors.colorCode)}
          {...form.register('colorCode')}
        />
      </div>
      <Checkbox label={t('admin.colors.active')} {...form.register('isActive')} />
      <FormActions
        submitLabel={t(color ? 'admin.actions.save' : 'admin.colors.add')}
        onCancel={onCancel}
        submitting={isSubmitting}
      />
    </form>
  );
}
