import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { ButtonLink } from '../../components/ui/button';
import { AlertCircleIcon, LockIcon } from '../../components/ui/more-icons';
import { ResetPasswordForm } from '../../features/auth/components/reset-password-form';
import { readEmailLink } from '../../features/auth/email-link';
import { useTranslation } from '../../lib/translation';
import { AuthCard, AuthSwitch } from '../components/auth-card';

export default function ResetPasswordPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const link = useMemo(() => readEmailLink(params), [params]);

  // SPEC §5: a link without userId or code cannot work; offer a fresh one instead of a form.
  if (!link) {
    return (
      <AuthCard
        title={t('auth.resetPassword.title')}
        icon={<AlertCircleIcon className="size-7" />}
        iconTone="danger"
      >
        <p role="alert" className="text-center text-slate-700">
          {t('auth.messages.invalidResetLink')}
        </p>
        <ButtonLink to="/forgot-password" size="lg" className="w-full">
          {t('auth.messages.requestNewLink')}
        </ButtonLink>
      </AuthCard>
    );
  }

  return (
    <AuthCard
      title={t('auth.resetPassword.title')}
      intro={t('auth.resetPassword.intro')}
      icon={<LockIcon className="size-7" />}
    >
      <ResetPasswordForm link={link} />
      <AuthSwitch
        text={t('auth.forgotPassword.remembered')}
        to="/login"
        label={t('auth.forgotPassword.signIn')}
      />
    </AuthCard>
  );
}
