import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Trans } from 'react-i18next';
import { Link } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Checkbox } from '../../../components/ui/checkbox';
import { PasswordField } from '../../../components/ui/password-field';
import { TextField } from '../../../components/ui/text-field';
import { isApiError } from '../../../lib/errors';
import { applyServerErrors, schemaResolver, useFieldErrorText } from '../../../lib/form-errors';
import { useTranslation } from '../../../lib/translation';
import { registerAccount } from '../api/account';
import { type RegisterFormInput, registerFormSchema } from '../form-schemas';

const FIELDS = ['firstName', 'lastName', 'email', 'phone', 'password'] as const;

interface Failure {
  message: string;
  details?: string[];
}

const termsLink = 'font-semibold text-brand-800 underline underline-offset-2';

/** SPEC §2/§5/§8 registration; `onRegistered` switches the page to its check-your-e-mail view. */
export function RegisterForm({ onRegistered }: { onRegistered: (email: string) => void }) {
  const { t, i18n } = useTranslation();
  const errorText = useFieldErrorText();
  const [failure, setFailure] = useState<Failure | null>(null);
  const form = useForm({
    resolver: schemaResolver(registerFormSchema),
    defaultValues: {
      firstName: '',
      lastName: '',
      email: '',
      phone: '',
      password: '',
      confirmPassword: '',
      acceptTerms: false,
    } satisfies RegisterFormInput,
  });
  const { errors } = form.formState;

  const submit = form.handleSubmit(async ({ confirmPassword: _, acceptTerms: __, ...account }) => {
    setFailure(null);
    try {
      const answer = await registerAccount(account);
      if (answer?.success === true) return onRegistered(account.email);
      setFailure({ message: answer?.message || t('auth.messages.registerFailed') });
    } catch (error) {
      if (!isApiError(error) || error.kind !== 'http') {
        setFailure({ message: t('auth.messages.registerError') });
      } else if (error.errors.length) {
        const rest = applyServerErrors(error.errors, FIELDS, form.setError, t('errors.invalid'));
        setFailure({
          message: t('auth.messages.registerCheckErrors'),
          details: rest.map(({ field, messages }) => `${field}: ${messages.join(', ')}`),
        });
      } else {
        setFailure({ message: error.serverMessage ?? t('auth.messages.registerTryAgain') });
      }
    }
  });

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4">
      {failure ? (
        <Alert tone="error" title={failure.message}>
          {failure.details?.length ? failure.details.join('\n') : null}
        </Alert>
      ) : null}
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={t('auth.fields.firstName')}
          autoComplete="given-name"
          required
          error={errorText(errors.firstName)}
          {...form.register('firstName')}
        />
        <TextField
          label={t('auth.fields.lastName')}
          autoComplete="family-name"
          required
          error={errorText(errors.lastName)}
          {...form.register('lastName')}
        />
      </div>
      <TextField
        label={t('auth.fields.email')}
        type="email"
        dir="ltr"
        inputMode="email"
        autoComplete="email"
        placeholder="name@example.com"
        required
        error={errorText(errors.email)}
        {...form.register('email')}
      />
      <TextField
        label={t('auth.fields.phone')}
        type="tel"
        dir="ltr"
        autoComplete="tel"
        placeholder="+20 10 0000 0000"
        helperText={t('auth.fields.phoneHelp')}
        error={errorText(errors.phone)}
        {...form.register('phone')}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <PasswordField
          label={t('auth.fields.password')}
          autoComplete="new-password"
          required
          helperText={t('auth.fields.passwordHelp')}
          error={errorText(errors.password)}
          {...form.register('password')}
        />
        <PasswordField
          label={t('auth.fields.confirmPassword')}
          autoComplete="new-password"
          required
          error={errorText(errors.confirmPassword)}
          {...form.register('confirmPassword')}
        />
      </div>
      <Checkbox
        label={
          <Trans
            i18n={i18n}
            t={t}
            i18nKey="auth.register.acceptTerms"
            components={{
              terms: <Link to="/terms" target="_blank" className={termsLink} />,
              privacy: <Link to="/privacy" target="_blank" className={termsLink} />,
            }}
          />
        }
        error={errorText(errors.acceptTerms)}
        {...form.register('acceptTerms')}
      />
      <Button type="submit" size="lg" className="w-full" loading={form.formState.isSubmitting}>
        {t('auth.register.submit')}
      </Button>
    </form>
  );
}
