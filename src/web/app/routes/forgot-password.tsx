import { useState } from 'react';
import { ButtonLink } from '../../components/ui/button';
import { MailIcon } from '../../components/ui/more-icons';
import { ForgotPasswordForm } from '../../features/auth/components/forgot-password-form';
import { useTranslation } from '../../lib/translation';
import { AuthCard, AuthSwitch } from '../components/auth-card';

/** The form, then a check-your-e-mail view (SPEC §2). */
export default function ForgotPasswordPage() {
  const { t } = useTranslation();
  const [sentTo, setSentTo] = useState<string | null>(null);

  if (sentTo) {
    return (
      <AuthCard
        title={t('auth.forgotPassword.checkEmailTitle')}
        icon={<MailIcon className="size-7" />}
      >
        <div className="flex flex-col items-center gap-3 text-center">
          <p role="status" className="text-slate-700">
            {t('auth.messages.forgotSent')}
          </p>
          <bdi
            dir="ltr"
            className="rounded-full bg-slate-100 px-3 py-1 text-sm font-semibold text-ink"
          >
            {sentTo}
          </bdi>
          <p className="text-sm text-slate-600">{t('auth.forgotPassword.checkSpam')}</p>
        </div>
        <ButtonLink to="/login" size="lg" className="w-full">
          {t('auth.forgotPassword.backToLogin')}
        </ButtonLink>
        <button
          type="button"
          onClick={() => setSentTo(null)}
          className="self-center rounded text-sm font-semibold text-brand-800 hover:underline"
        >
          {t('auth.forgotPassword.tryAnother')}
        </button>
      </AuthCard>
    );
  }

  return (
    <AuthCard title={t('auth.forgotPassword.title')} intro={t('auth.forgotPassword.intro')}>
      <ForgotPasswordForm onSent={setSentTo} />
      <AuthSwitch
        text={t('auth.forgotPassword.remembered')}
        to="/login"
        label={t('auth.forgotPassword.signIn')}
      />
    </AuthCard>
  );
}
