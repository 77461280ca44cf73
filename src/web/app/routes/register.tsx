import { useState } from 'react';
import { ButtonLink } from '../../components/ui/button';
import { MailIcon } from '../../components/ui/more-icons';
import { RegisterForm } from '../../features/auth/components/register-form';
import { ResendConfirmationButton } from '../../features/auth/components/resend-confirmation';
import { useTranslation } from '../../lib/translation';
import { AuthCard, AuthSwitch } from '../components/auth-card';

/** SPEC §4 registration: the form, then a view asking the user to confirm their e-mail. */
export default function RegisterPage() {
  const { t } = useTranslation();
  const [registeredEmail, setRegisteredEmail] = useState<string | null>(null);

  if (registeredEmail) {
    return (
      <AuthCard title={t('auth.register.checkEmailTitle')} icon={<MailIcon className="size-7" />}>
        <div className="flex flex-col items-center gap-3 text-center">
          <p role="status" className="text-slate-700">
            {t('auth.messages.registerSuccess')}
          </p>
          <bdi
            dir="ltr"
            className="rounded-full bg-slate-100 px-3 py-1 text-sm font-semibold text-ink"
          >
            {registeredEmail}
          </bdi>
        </div>
        <ButtonLink to="/login" size="lg" className="w-full">
          {t('auth.register.goToLogin')}
        </ButtonLink>
        <div className="flex flex-col items-center gap-2 border-t border-slate-100 pt-4 text-center text-sm text-slate-600">
          <p>{t('auth.register.noEmail')}</p>
          <ResendConfirmationButton email={registeredEmail} className="items-center" />
        </div>
      </AuthCard>
    );
  }

  return (
    <AuthCard title={t('auth.register.title')} intro={t('auth.register.intro')} wide>
      <RegisterForm onRegistered={setRegisteredEmail} />
      <AuthSwitch
        text={t('auth.register.haveAccount')}
        to="/login"
        label={t('auth.register.signIn')}
      />
    </AuthCard>
  );
}
