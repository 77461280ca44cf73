import { type FormEvent, useState } from 'react';
import { recoveryCodeSchema, totpCodeSchema } from '../../../../shared/schemas/two-factor';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { isApiError } from '../../../lib/errors';
import { useFieldErrorText } from '../../../lib/form-errors';
import toast from '../../../lib/toast';
import { useTranslation } from '../../../lib/translation';
import { useCompleteLogin } from '../api';

interface Failure {
  message: string;
  /** The challenge is spent or too old: only a new password step helps. */
  expired: boolean;
}

/**
 * The second step of a staff sign-in (decision 049): the 6-digit code of the authenticator app
 * (any digits: Arabic-Indic ones are read as the same), or one of the recovery codes. Success
 * starts the session exactly as a password-only sign-in; the /login guard sends them on.
 */
export function TwoFactorStep({
  challenge,
  onRestart,
}: {
  challenge: string;
  /** Back to the e-mail and password. */
  onRestart: () => void;
}) {
  const { t } = useTranslation();
  const errorText = useFieldErrorText();
  const complete = useCompleteLogin();
  const [mode, setMode] = useState<'code' | 'recovery'>('code');
  const [value, setValue] = useState('');
  const [fieldError, setFieldError] = useState<string>();
  const [failure, setFailure] = useState<Failure | null>(null);

  const switchMode = () => {
    setMode((current) => (current === 'code' ? 'recovery' : 'code'));
    setValue('');
    setFieldError(undefined);
    setFailure(null);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const parsed = (mode === 'code' ? totpCodeSchema : recoveryCodeSchema).safeParse(value);
    if (!parsed.success) {
      setFieldError(errorText({ message: parsed.error.issues[0]?.message }));
      return;
    }
    setFieldError(undefined);
    try {
      await complete.mutateAsync(
        mode === 'code'
          ? { challenge, code: parsed.data }
          : { challenge, recoveryCode: parsed.data },
      );
      toast.success(t('auth.messages.loginSuccess'));
    } catch (error) {
      const expired = isApiError(error) && error.code === 'TWO_FACTOR_EXPIRED';
      setFailure({
        message:
          (isApiError(error) && error.kind === 'http' && error.serverMessage) ||
          t('auth.messages.loginFailed'),
        expired,
      });
      setValue('');
    }
  };

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4">
      <p className="text-sm text-slate-700">
        {mode === 'code' ? t('twoFactor.login.codeIntro') : t('twoFactor.login.recoveryIntro')}
      </p>
      {failure ? (
        <Alert
          tone="error"
          title={failure.message}
          actions={
            failure.expired ? (
              <Button type="button" variant="secondary" size="sm" onClick={onRestart}>
                {t('twoFactor.login.restart')}
              </Button>
            ) : undefined
          }
        />
      ) : null}
      {mode === 'code' ? (
        <TextField
          key="code"
          label={t('twoFactor.fields.code')}
          name="code"
          type="text"
          dir="ltr"
          inputMode="numeric"
          autoComplete="one-time-code"
          // Room for spaces and the Arabic digits some keyboards type.
          maxLength={20}
          placeholder="123456"
          autoFocus
          required
          className="[&_input]:text-center [&_input]:font-mono [&_input]:text-xl [&_input]:tracking-[0.4em]"
          value={value}
          error={fieldError}
          onChange={(event) => setValue(event.target.value)}
        />
      ) : (
        <TextField
          key="recovery"
          label={t('twoFactor.fields.recoveryCode')}
          name="recoveryCode"
          type="text"
          dir="ltr"
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
          maxLength={40}
          placeholder="abcde-fghjk"
          autoFocus
          required
          className="[&_input]:text-center [&_input]:font-mono [&_input]:text-lg"
          value={value}
          error={fieldError}
          onChange={(event) => setValue(event.target.value)}
        />
      )}
      <Button type="submit" size="lg" className="w-full" loading={complete.isPending}>
        {t('twoFactor.login.submit')}
      </Button>
      <div className="flex flex-wrap items-center justify-between gap-2 text-sm">
        <button
          type="button"
          className="rounded font-semibold text-brand-800 hover:underline"
          onClick={switchMode}
        >
          {mode === 'code' ? t('twoFactor.login.useRecovery') : t('twoFactor.login.useApp')}
        </button>
        <button
          type="button"
          className="rounded font-semibold text-slate-700 hover:underline"
          onClick={onRestart}
        >
          {t('twoFactor.login.back')}
        </button>
      </div>
    </form>
  );
}
