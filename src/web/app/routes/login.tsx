import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { DemoAccounts } from '../../features/auth/components/demo-accounts';
import { AuthPlaceholder } from '../components/auth-placeholder';

export default function LoginPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  // SPEC §2: arriving from a confirmed e-mail shows the "ready" notice.
  const notice =
    params.get('signupSuccess') === 'true' ? (
      <p role="status" className="rounded-lg bg-brand-50 p-3 font-semibold text-brand-900">
        {t('auth.signupSuccess')}
      </p>
    ) : null;
  return (
    <AuthPlaceholder page="auth.login" notice={notice}>
      <DemoAccounts />
    </AuthPlaceholder>
  );
}
