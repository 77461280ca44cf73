import { useForm } from 'react-hook-form';
import { SUPPORT_PRIORITIES } from '../../../../shared/constants';
import {
  type NewSupportThreadInput,
  newSupportThreadSchema,
  SUPPORT_MESSAGE_MAX,
  SUPPORT_SUBJECT_MAX,
  type SupportThread,
} from '../../../../shared/schemas/support';
import { FormActions } from '../../../components/ui/form-actions';
import { Select } from '../../../components/ui/select';
import { TextAreaField } from '../../../components/ui/text-area-field';
import { TextField } from '../../../components/ui/text-field';
import { isApiError } from '../../../lib/errors';
import { toastFailure } from '../../../lib/failure-toast';
import { applyServerErrors, schemaResolver, useFieldErrorText } from '../../../lib/form-errors';
import { formatNumber } from '../../../lib/format';
import { useTranslation } from '../../../lib/translation';
import { useLang } from '../../../lib/use-lang';
import { useCreateSupportThread } from '../api';

const FIELDS = ['subject', 'message', 'priority'] as const;

/** Subject, priority and the first message of a new conversation. */
export function NewThreadForm({
  onCreated,
  onCancel,
}: {
  onCreated: (thread: SupportThread) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const lang = useLang();
  const errorText = useFieldErrorText();
  const create = useCreateSupportThread();
  const form = useForm({
    resolver: schemaResolver(newSupportThreadSchema),
    defaultValues: { subject: '', message: '', priority: 'normal' } satisfies NewSupportThreadInput,
  });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    try {
      onCreated(await create.mutateAsync(values));
    } catch (error) {
      const unmatched = isApiError(error)
        ? applyServerErrors(error.errors, FIELDS, form.setError, t('errors.invalid'))
        : [];
      toastFailure(t('support.errors.send'), error, unmatched);
    }
  });

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4">
      <h2 className="text-xl font-extrabold text-ink">{t('support.newTitle')}</h2>
      <TextField
        label={t('support.fields.subject')}
        required
        maxLength={SUPPORT_SUBJECT_MAX}
        // The box stops at the limit: say so, instead of cutting silently (issue 24 item 11).
        helperText={t('support.fields.subjectLimit', {
          max: formatNumber(SUPPORT_SUBJECT_MAX, lang),
        })}
        dir="auto"
        error={errorText(errors.subject)}
        {...form.register('subject')}
      />
      <Select
        label={t('support.priority.label')}
        helperText={t('support.fields.priorityHelp')}
        options={SUPPORT_PRIORITIES.map((value) => ({
          value,
          label: t(`support.priority.${value}`),
        }))}
        error={errorText(errors.priority)}
        {...form.register('priority')}
      />
      <TextAreaField
        label={t('support.fields.message')}
        required
        rows={6}
        maxLength={SUPPORT_MESSAGE_MAX}
        dir="auto"
        error={errorText(errors.message)}
        {...form.register('message')}
      />
      <FormActions
        submitLabel={t('support.sendMessage')}
        onCancel={onCancel}
        submitting={isSubmitting}
      />
    </form>
  );
}
