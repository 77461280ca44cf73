import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { Alert } from '../../components/ui/alert';
import { LoginForm, type TwoFactorChallenge } from '../../features/auth/components/login-form';
import { TwoFactorStep } from '../../features/two-factor/components/two-factor-step';
import { useTranslation } from '../../lib/translation';
import { AuthCard, AuthSwitch } from '../components/auth-card';

export default function LoginPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  // A staff account with two-factor sign-in: the password was right, the code comes next.
  const [step, setStep] = useState<TwoFactorChallenge | null>(null);
  if (step) {
    return (
      <AuthCard
        title={t('twoFactor.login.title')}
        intro={t('twoFactor.login.intro', { email: step.email })}
      >
        <TwoFactorStep challenge={step.challenge} onRestart={() => setStep(null)} />
      </AuthCard>
    );
  }
  return (
    <AuthCard title={t('auth.login.title')} intro={t('auth.login.intro')}>
      {/* SPEC §2: arriving from a confirmed e-mail shows the "ready" notice. */}
      {params.get('signupSuccess') === 'true' ? (
        <Alert tone="success">{t('auth.signupSuccess')}</Alert>
      ) : null}
      <LoginForm onTwoFactor={setStep} />
      <AuthSwitch text={t('auth.login.noAccount')} to="/register" label={t('auth.login.signUp')} />
    </AuthCard>
  );
}
