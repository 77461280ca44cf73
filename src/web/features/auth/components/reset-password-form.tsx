import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { PasswordField } from '../../../components/ui/password-field';
import { isApiError } from '../../../lib/errors';
import { applyServerErrors, schemaResolver, useFieldErrorText } from '../../../lib/form-errors';
import toast from '../../../lib/toast';
import { useTranslation } from '../../../lib/translation';
import { type EmailLink, resetPassword } from '../api/account';
import { type ResetPasswordFormInput, resetPasswordFormSchema } from '../form-schemas';

/** New password twice; the link's userId and code travel as form values the user never sees. */
export function ResetPasswordForm({ link }: { link: EmailLink }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const errorText = useFieldErrorText();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm({
    resolver: schemaResolver(resetPasswordFormSchema),
    defaultValues: {
      ...link,
      newPassword: '',
      confirmPassword: '',
    } satisfies ResetPasswordFormInput,
  });
  const { errors } = form.formState;

  const submit = form.handleSubmit(async ({ confirmPassword: _, ...input }) => {
    setFailure(null);
    try {
      const answer = await resetPassword(input);
      toast.success(answer?.message || t('auth.messages.resetSuccess'));
      navigate('/login', { replace: true });
    } catch (error) {
      if (isApiError(error)) {
        applyServerErrors(error.errors, ['newPassword'], form.setError, t('errors.invalid'));
      }
      const http = isApiError(error) && error.kind === 'http';
      setFailure((http && error.serverMessage) || t('auth.messages.resetFailed'));
    }
  });

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4">
      {failure ? <Alert tone="error">{failure}</Alert> : null}
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
      <Button type="submit" size="lg" className="w-full" loading={form.formState.isSubmitting}>
        {t('auth.resetPassword.submit')}
      </Button>
    </form>
  );
}
