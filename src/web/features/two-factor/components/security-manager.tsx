import { type FormEvent, type ReactNode, useState } from 'react';
import { type TwoFactorSetup, totpCodeSchema } from '../../../../shared/schemas/two-factor';
import { LoadError } from '../../../components/load-error';
import { Alert } from '../../../components/ui/alert';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { PasswordField } from '../../../components/ui/password-field';
import { Section } from '../../../components/ui/section';
import { Spinner } from '../../../components/ui/spinner';
import { TextField } from '../../../components/ui/text-field';
import { isApiError } from '../../../lib/errors';
import { useFieldErrorText } from '../../../lib/form-errors';
import { formatNumber, formatShopDate } from '../../../lib/format';
import toast from '../../../lib/toast';
import { useTranslation } from '../../../lib/translation';
import { useLang } from '../../../lib/use-lang';
import {
  useDisable,
  useEnable,
  useRegenerateCodes,
  useStartSetup,
  useTwoFactorStatus,
} from '../api';
import { RecoveryCodes } from './recovery-codes';

type Errors = Partial<Record<'code' | 'password' | 'recoveryCode' | 'form', string>>;

/** A failed call's field errors by field, and its message when no field shows it. */
function errorsOf(error: unknown, fallback: string): Errors {
  if (!isApiError(error)) return { form: fallback };
  const errors: Errors = {};
  for (const field of error.errors) {
    const name = field.field.replace(/^body\./, '') as keyof Errors;
    if (name === 'code' || name === 'password' || name === 'recoveryCode') {
      errors[name] = field.messages.join(', ');
    }
  }
  if (Object.keys(errors).length === 0) errors.form = error.serverMessage ?? error.message;
  return errors;
}

/** The 6 digits of the app (Arabic-Indic digits welcome), as on the sign-in's code step. */
function CodeField(props: {
  value: string;
  onChange: (value: string) => void;
  error?: string;
  label?: ReactNode;
  helperText?: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <TextField
      label={props.label ?? t('twoFactor.fields.code')}
      name="code"
      type="text"
      dir="ltr"
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={20}
      placeholder="123456"
      required
      className="max-w-xs [&_input]:font-mono [&_input]:text-lg [&_input]:tracking-[0.3em]"
      value={props.value}
      error={props.error}
      helperText={props.helperText}
      onChange={(event) => props.onChange(event.target.value)}
    />
  );
}

/** The secret as typed into an app: groups of four. */
const grouped = (secret: string) => secret.match(/.{1,4}/g)?.join(' ') ?? secret;

function Enrolment({
  required,
  onCodes,
}: {
  required: boolean;
  onCodes: (codes: string[]) => void;
}) {
  const { t } = useTranslation();
  const errorText = useFieldErrorText();
  const start = useStartSetup();
  const enable = useEnable();
  const [setup, setSetup] = useState<TwoFactorSetup | null>(null);
  const [code, setCode] = useState('');
  const [errors, setErrors] = useState<Errors>({});

  const begin = async () => {
    setErrors({});
    try {
      setSetup(await start.mutateAsync());
    } catch (error) {
      setErrors(errorsOf(error, t('twoFactor.errors.generic')));
    }
  };

  const confirm = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = totpCodeSchema.safeParse(code);
    if (!parsed.success) {
      setErrors({ code: errorText({ message: parsed.error.issues[0]?.message }) });
      return;
    }
    setErrors({});
    try {
      const answer = await enable.mutateAsync(parsed.data);
      toast.success(answer.message);
      onCodes(answer.recoveryCodes);
      setSetup(null);
      setCode('');
    } catch (error) {
      setErrors(errorsOf(error, t('twoFactor.errors.generic')));
    }
  };

  if (!setup) {
    return (
      <div className="flex flex-col items-start gap-3">
        {required ? <Alert tone="error" title={t('twoFactor.security.requiredNotice')} /> : null}
        {errors.form ? <Alert tone="error" title={errors.form} /> : null}
        <p className="max-w-2xl text-slate-700">{t('twoFactor.security.offIntro')}</p>
        <Button onClick={begin} loading={start.isPending}>
          {t('twoFactor.security.start')}
        </Button>
      </div>
    );
  }

  const qr = `data:image/svg+xml;base64,${btoa(setup.qrSvg)}`;
  return (
    <form noValidate onSubmit={confirm} className="flex flex-col gap-5">
      {errors.form ? <Alert tone="error" title={errors.form} /> : null}
      <ol className="flex flex-col gap-5">
        <li className="flex flex-col gap-3">
          <p className="font-semibold text-ink">{t('twoFactor.security.scan')}</p>
          <div className="flex flex-col gap-4 sm:flex-row sm:items-start">
            <img
              src={qr}
              alt={t('twoFactor.security.qrAlt')}
              width={200}
              height={200}
              className="size-48 shrink-0 rounded-lg border border-slate-200 bg-white p-2 sm:size-52"
            />
            <div className="flex min-w-0 flex-col gap-2 text-sm text-slate-700">
              <p>{t('twoFactor.security.manual')}</p>
              <code
                dir="ltr"
                data-testid="totp-secret"
                className="select-all break-words rounded-lg bg-slate-100 px-3 py-2 font-mono text-base text-ink"
              >
                {grouped(setup.secret)}
              </code>
              <p className="text-slate-600">{t('twoFactor.security.manualDetails')}</p>
            </div>
          </div>
        </li>
        <li className="flex flex-col gap-3">
          <p className="font-semibold text-ink">{t('twoFactor.security.confirm')}</p>
          <CodeField value={code} onChange={setCode} error={errors.code} />
        </li>
      </ol>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" loading={enable.isPending}>
          {t('twoFactor.security.turnOn')}
        </Button>
        <Button variant="ghost" onClick={() => setSetup(null)}>
          {t('common.cancel')}
        </Button>
      </div>
    </form>
  );
}

/** Code from the app, or a recovery code when the phone is gone. */
function useFactor() {
  const [useRecovery, setUseRecovery] = useState(false);
  const [value, setValue] = useState('');
  return {
    useRecovery,
    value,
    setValue,
    toggle: () => {
      setUseRecovery((v) => !v);
      setValue('');
    },
    body: () => (useRecovery ? { recoveryCode: value } : { code: value }),
  };
}

function FactorField({ factor, errors }: { factor: ReturnType<typeof useFactor>; errors: Errors }) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col items-start gap-1.5">
      {factor.useRecovery ? (
        <TextField
          label={t('twoFactor.fields.recoveryCode')}
          name="recoveryCode"
          dir="ltr"
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
          maxLength={40}
          placeholder="abcde-fghjk"
          required
          className="w-full max-w-xs [&_input]:font-mono"
          value={factor.value}
          error={errors.recoveryCode ?? errors.code}
          onChange={(event) => factor.setValue(event.target.value)}
        />
      ) : (
        <CodeField value={factor.value} onChange={factor.setValue} error={errors.code} />
      )}
      <button
        type="button"
        className="rounded text-sm font-semibold text-brand-800 hover:underline"
        onClick={factor.toggle}
      >
        {factor.useRecovery ? t('twoFactor.login.useApp') : t('twoFactor.login.useRecovery')}
      </button>
    </div>
  );
}

function Regenerate({ onCodes }: { onCodes: (codes: string[]) => void }) {
  const { t } = useTranslation();
  const regenerate = useRegenerateCodes();
  const factor = useFactor();
  const [errors, setErrors] = useState<Errors>({});

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setErrors({});
    try {
      const answer = await regenerate.mutateAsync(factor.body());
      toast.success(answer.message);
      onCodes(answer.recoveryCodes);
      factor.setValue('');
    } catch (error) {
      setErrors(errorsOf(error, t('twoFactor.errors.generic')));
    }
  };

  return (
    <form noValidate onSubmit={submit} className="flex flex-col items-start gap-3">
      <p className="max-w-2xl text-sm text-slate-700">{t('twoFactor.security.regenerateIntro')}</p>
      {errors.form ? <Alert tone="error" title={errors.form} /> : null}
      <FactorField factor={factor} errors={errors} />
      <Button type="submit" variant="secondary" loading={regenerate.isPending}>
        {t('twoFactor.security.regenerate')}
      </Button>
    </form>
  );
}

function TurnOff({ required }: { required: boolean }) {
  const { t } = useTranslation();
  const disable = useDisable();
  const factor = useFactor();
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<Errors>({});

  if (required)
    return <p className="text-sm text-slate-700">{t('twoFactor.security.cannotTurnOff')}</p>;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setErrors({});
    try {
      const answer = await disable.mutateAsync({ password, ...factor.body() });
      toast.success(answer.message);
    } catch (error) {
      setErrors(errorsOf(error, t('twoFactor.errors.generic')));
    }
  };

  return (
    <form noValidate onSubmit={submit} className="flex flex-col items-start gap-3">
      <p className="max-w-2xl text-sm text-slate-700">{t('twoFactor.security.turnOffIntro')}</p>
      {errors.form ? <Alert tone="error" title={errors.form} /> : null}
      <PasswordField
        label={t('auth.fields.password')}
        autoComplete="current-password"
        required
        className="w-full max-w-xs"
        value={password}
        error={errors.password}
        onChange={(event) => setPassword(event.target.value)}
      />
      <FactorField factor={factor} errors={errors} />
      <Button type="submit" variant="danger" loading={disable.isPending}>
        {t('twoFactor.security.turnOff')}
      </Button>
    </form>
  );
}

/**
 * The staff member's own two-factor sign-in (decision 049): enrol with a QR code (or the key
 * typed by hand) and a first code, see the ten recovery codes once, get new ones, turn it off.
 */
export function SecurityManager() {
  const { t } = useTranslation();
  const lang = useLang();
  const status = useTwoFactorStatus();
  // Shown once, whatever the status says meanwhile (it turns "on" as they appear).
  const [codes, setCodes] = useState<string[] | null>(null);

  if (status.isPending) return <Spinner label={t('common.loading')} />;
  if (status.isError) {
    return (
      <LoadError
        title={t('twoFactor.security.title')}
        message={t('twoFactor.errors.load')}
        onRetry={() => void status.refetch()}
        retrying={status.isFetching}
      />
    );
  }
  const { enabled, enabledAt, required, recoveryCodesLeft } = status.data;

  if (codes) {
    return (
      <div className="flex max-w-4xl flex-col gap-4">
        <Section title={t('twoFactor.codes.heading')}>
          <RecoveryCodes codes={codes} onDone={() => setCodes(null)} />
        </Section>
      </div>
    );
  }

  return (
    <div className="flex max-w-4xl flex-col gap-4">
      <Section
        title={
          <span className="flex flex-wrap items-center gap-2">
            {t('twoFactor.security.title')}
            <Badge tone={enabled ? 'success' : required ? 'danger' : 'neutral'}>
              {enabled ? t('twoFactor.security.on') : t('twoFactor.security.off')}
            </Badge>
          </span>
        }
      >
        {enabled ? (
          <div className="flex flex-col gap-1 text-slate-700">
            <p>{t('twoFactor.security.onIntro')}</p>
            {enabledAt ? (
              <p className="text-sm text-slate-600">
                {t('twoFactor.security.since', { date: formatShopDate(enabledAt, lang) })}
              </p>
            ) : null}
          </div>
        ) : (
          <Enrolment required={required} onCodes={setCodes} />
        )}
      </Section>
      {enabled ? (
        <>
          <Section title={t('twoFactor.security.recoveryTitle')}>
            <p className={recoveryCodesLeft <= 2 ? 'font-semibold text-red-800' : 'text-slate-700'}>
              {t('twoFactor.security.codesLeft', {
                count: recoveryCodesLeft,
                formatted: formatNumber(recoveryCodesLeft, lang),
              })}
            </p>
            <Regenerate onCodes={setCodes} />
          </Section>
          <Section title={t('twoFactor.security.turnOffTitle')}>
            <TurnOff required={required} />
          </Section>
        </>
      ) : null}
    </div>
  );
}
