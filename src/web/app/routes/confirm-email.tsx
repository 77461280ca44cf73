import { useMemo } from 'react';
import { Link, useSearchParams } from 'react-router';
import { ButtonLink } from '../../components/ui/button';
import { AlertCircleIcon, CheckCircleIcon, MailIcon } from '../../components/ui/more-icons';
import { Spinner } from '../../components/ui/spinner';
import { ResendConfirmationForm } from '../../features/auth/components/resend-confirmation';
import { readEmailLink } from '../../features/auth/email-link';
import {
  SIGNUP_SUCCESS_PATH,
  useEmailConfirmation,
} from '../../features/auth/use-email-confirmation';
import { useTranslation } from '../../lib/translation';
import { AuthCard } from '../components/auth-card';

export default function ConfirmEmailPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const link = useMemo(() => readEmailLink(params), [params]);
  const state = useEmailConfirmation(link);

  if (state.status === 'pending') {
    return (
      <AuthCard title={t('auth.confirmEmail.title')} icon={<MailIcon className="size-7" />}>
        <div className="flex flex-col items-center gap-3 py-2 text-slate-700">
          <span className="text-brand-800">
            <Spinner className="size-8" label={null} />
          </span>
          <p role="status">{t('auth.confirmEmail.pending')}</p>
        </div>
      </AuthCard>
    );
  }

  if (state.status === 'success') {
    return (
      <AuthCard
        title={t('auth.confirmEmail.successTitle')}
        icon={<CheckCircleIcon className="size-7" />}
      >
        <div role="status" className="flex flex-col items-center gap-2 text-center">
          <p className="font-semibold text-ink">
            {state.message || t('auth.confirmEmail.successTitle')}
          </p>
          <p className="text-sm text-slate-600">{t('auth.confirmEmail.redirecting')}</p>
        </div>
        <Link
          to={SIGNUP_SUCCESS_PATH}
          replace
          className="self-center text-sm font-semibold text-brand-800 hover:underline"
        >
          {t('auth.confirmEmail.goToLogin')}
        </Link>
      </AuthCard>
    );
  }

  if (state.status === 'confirmed') {
    return (
      <AuthCard
        title={t('auth.confirmEmail.alreadyTitle')}
        icon={<CheckCircleIcon className="size-7" />}
      >
        <p role="status" className="text-center text-slate-700">
          {state.message}
        </p>
        <ButtonLink to="/login" size="lg" className="w-full">
          {t('auth.confirmEmail.goToLogin')}
        </ButtonLink>
      </AuthCard>
    );
  }

  return (
    <AuthCard
      title={t('auth.confirmEmail.errorTitle')}
      icon={<AlertCircleIcon className="size-7" />}
      iconTone="danger"
    >
      <p role="alert" className="text-center text-slate-700">
        {state.message}
      </p>
      <ButtonLink to="/login" size="lg" className="w-full">
        {t('auth.confirmEmail.goToLogin')}
      </ButtonLink>
      <section
        aria-labelledby="resend-title"
        className="flex flex-col gap-3 border-t border-slate-100 pt-4"
      >
        <div>
          <h2 id="resend-title" className="font-bold text-ink">
            {t('auth.confirmEmail.resendTitle')}
          </h2>
          <p className="text-sm text-slate-600">{t('auth.confirmEmail.resendText')}</p>
        </div>
        <ResendConfirmationForm />
      </section>
    </AuthCard>
  );
}
