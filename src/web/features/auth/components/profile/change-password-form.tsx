import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Alert } from '../../../../components/ui/alert';
import { Button } from '../../../../components/ui/button';
import { PasswordField } from '../../../../components/ui/password-field';
import { isApiError } from '../../../../lib/errors';
import { applyServerErrors, schemaResolver, useFieldErrorText } from '../../../../lib/form-errors';
import toast from '../../../../lib/toast';
import { useTranslation } from '../../../../lib/translation';
import { changePassword } from '../../api/account';
import { type ChangePasswordFormInput, changePasswordFormSchema } from '../../form-schemas';

const EMPTY = { currentPassword: '', newPassword: '', confirmPassword: '' };

/** Current + new password twice; a wrong current password comes back as its field error. */
export function ChangePasswordForm() {
  const { t } = useTranslation();
  const errorText = useFieldErrorText();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm({
    resolver: schemaResolver(changePasswordFormSchema),
    defaultValues: EMPTY satisfies ChangePasswordFormInput,
  });
  const { errors } = form.formState;

  const submit = form.handleSubmit(async ({ confirmPassword: _, ...input }) => {
    setFailure(null);
    try {
      const answer = await changePassword(input);
      form.reset(EMPTY);
      toast.success(answer?.message || t('profile.password.changed'));
    } catch (error) {
      const fields = ['currentPassword', 'newPassword'] as const;
      const shown = isApiError(error)
        ? error.errors.length -
          applyServerErrors(error.errors, fields, form.setError, t('errors.invalid')).length
        : 0;
      // A field error already says what is wrong; a general box on top would only repeat it.
      if (shown === 0) {
        const http = isApiError(error) && error.kind === 'http';
        setFailure((http && error.serverMessage) || t('profile.password.failed'));
      }
    }
  });

  return (
    <form noValidate onSubmit={submit} className="flex max-w-md flex-col gap-4">
      {failure ? <Alert tone="error">{failure}</Alert> : null}
      <PasswordField
        label={t('auth.fields.currentPassword')}
        autoComplete="current-password"
        required
        error={errorText(errors.currentPassword)}
        {...form.register('currentPassword')}
      />
      <PasswordField
        label={t('auth.fields.newPassword')}
        autoComplete="new-password"
        required
        helperText={t('auth.fields.passwordHelp')}
        error={errorText(errors.newPassword)}
        {...form.register('newPassword')}
      />
      <PasswordField
        label={t('auth.fields.confirmPassword')}
        autoComplete="new-password"
        required
        error={errorText(errors.confirmPassword)}
        {...form.register('confirmPassword')}
      />
      <Button type="submit" className="self-start" loading={form.formState.isSubmitting}>
        {t('profile.password.save')}
      </Button>
    </form>
  );
}
