import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { type LoginInput, loginSchema } from '../../../../shared/schemas/auth';
import { Alert } from '../../../components/ui/alert';
import { Button, ButtonLink } from '../../../components/ui/button';
import { Checkbox } from '../../../components/ui/checkbox';
import { PasswordField } from '../../../components/ui/password-field';
import { TextField } from '../../../components/ui/text-field';
import { isApiError } from '../../../lib/errors';
import { applyServerErrors, schemaResolver, useFieldErrorText } from '../../../lib/form-errors';
import toast from '../../../lib/toast';
import { useTranslation } from '../../../lib/translation';
import { type LoginValues, useLogin } from '../api/account';
import { describeLoginFailure, type LoginFailure } from '../login-failure';
import { DemoAccounts, type DemoCredentials } from './demo-accounts';
import { ResendConfirmationButton } from './resend-confirmation';

/** What the code step of a two-factor sign-in needs from the password step (decision 049). */
export interface TwoFactorChallenge {
  challenge: string;
  email: string;
}

/**
 * Email + password + remember me. On success the session is in the cache and the /login guard
 * (GuestOnly) sends the user on: customers to / or their ?redirect=, admins to /admin. A staff
 * account with two-factor sign-in answers a challenge instead, handed to `onTwoFactor`.
 */
export function LoginForm({ onTwoFactor }: { onTwoFactor?: (step: TwoFactorChallenge) => void }) {
  const { t } = useTranslation();
  const errorText = useFieldErrorText();
  const login = useLogin();
  const [failure, setFailure] = useState<(LoginFailure & { email: string }) | null>(null);
  const form = useForm<LoginInput, unknown, LoginValues>({
    resolver: schemaResolver(loginSchema),
    defaultValues: { email: '', password: '', rememberMe: false },
  });
  const { errors } = form.formState;

  const fillDemo = ({ email, password }: DemoCredentials) => {
    form.reset({ ...form.getValues(), email, password });
    setFailure(null);
  };

  const submit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      const answer = await login.mutateAsync(values);
      if ('challenge' in answer) {
        onTwoFactor?.({ challenge: answer.challenge, email: values.email });
        return;
      }
      toast.success(t('auth.messages.loginSuccess'));
    } catch (error) {
      if (isApiError(error)) {
        applyServerErrors(error.errors, ['email', 'password'], form.setError, t('errors.invalid'));
      }
      setFailure({ ...describeLoginFailure(error, t), email: values.email });
    }
  });

  return (
    <div className="flex flex-col gap-5">
      <DemoAccounts onPick={fillDemo} />
      <form noValidate onSubmit={submit} className="flex flex-col gap-4">
        {failure ? (
          <Alert
            tone="error"
            title={failure.message}
            actions={
              failure.unconfirmed ? (
                <ResendConfirmationButton email={failure.email} />
              ) : failure.locked ? (
                <ButtonLink to="/forgot-password" variant="secondary" size="sm">
                  {t('auth.login.resetPassword')}
                </ButtonLink>
              ) : undefined
            }
          >
            {failure.hint}
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
          error={errorText(errors.email)}
          {...form.register('email')}
        />
        <div className="flex flex-col gap-1.5">
          <PasswordField
            label={t('auth.fields.password')}
            autoComplete="current-password"
            required
            error={errorText(errors.password)}
            {...form.register('password')}
          />
          <Link
            to="/forgot-password"
            className="self-end rounded text-sm font-semibold text-brand-800 hover:underline"
          >
            {t('auth.login.forgotPassword')}
          </Link>
        </div>
        <Checkbox label={t('auth.fields.rememberMe')} {...form.register('rememberMe')} />
        <Button type="submit" size="lg" className="w-full" loading={form.formState.isSubmitting}>
          {t('auth.login.submit')}
        </Button>
      </form>
    </div>
  );
}
