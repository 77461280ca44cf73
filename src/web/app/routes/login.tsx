import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Alert } from '../../components/ui/alert';
import { LoginForm } from '../../features/auth/components/login-form';
import { AuthCard, AuthSwitch } from '../components/auth-card';

export default function LoginPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  return (
    <AuthCard title={t('auth.login.title')} intro={t('auth.login.intro')}>
      {/* SPEC §2: arriving from a confirmed e-mail shows the "ready" notice. */}
      {params.get('signupSuccess') === 'true' ? (
        <Alert tone="success">{t('auth.signupSuccess')}</Alert>
      ) : null}
      <LoginForm />
      <AuthSwitch text={t('auth.login.noAccount')} to="/register" label={t('auth.login.signUp')} />
    </AuthCard>
  );
}
