import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { emailOnlySchema } from '../../../../shared/schemas/auth';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { isApiError } from '../../../lib/errors';
import { schemaResolver, useFieldErrorText } from '../../../lib/form-errors';
import { useTranslation } from '../../../lib/translation';
import { forgotPassword } from '../api/account';

/** SPEC §8: success is the same whether or not the account exists; failure says so plainly. */
export function ForgotPasswordForm({ onSent }: { onSent: (email: string) => void }) {
  const { t } = useTranslation();
  const errorText = useFieldErrorText();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm({
    resolver: schemaResolver(emailOnlySchema),
    defaultValues: { email: '' },
  });

  const submit = form.handleSubmit(async ({ email }) => {
    setFailure(null);
    try {
      await forgotPassword(email);
      onSent(email);
    } catch (error) {
      // e.g. the rate limit's "Too many requests…" under the SPEC's title
      setFailure(isApiError(error) ? (error.serverMessage ?? error.message) : '');
    }
  });

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4">
      {failure !== null ? (
        <Alert tone="error" title={t('auth.messages.forgotFailed')}>
          {failure || null}
        </Alert>
      ) : null}
      <TextField
        label={t('auth.fields.email')}
        type="email"
        dir="ltr"
        inputMode="email"
        autoComplete="email"
        placeholder="name@example.com"
        required
        error={errorText(form.formState.errors.email)}
        {...form.register('email')}
      />
      <Button type="submit" size="lg" className="w-full" loading={form.formState.isSubmitting}>
        {t('auth.forgotPassword.submit')}
      </Button>
    </form>
  );
}
