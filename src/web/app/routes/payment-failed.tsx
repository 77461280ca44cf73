import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../components/ui/button';
import { AlertCircleIcon } from '../../components/ui/icons';
import { usePageTitle } from '../../features/site/use-page-title';

/** The card payment did not go through (the card flow lands here); nothing was charged. */
export default function PaymentFailedPage() {
  const { t } = useTranslation();
  usePageTitle(t('pages.paymentFailed.title'));
  return (
    <div className="mx-auto flex w-full max-w-xl flex-col items-center gap-5 px-4 py-10 text-center sm:py-16">
      <span className="flex size-16 items-center justify-center rounded-full bg-red-50 text-red-700">
        <AlertCircleIcon className="size-9" />
      </span>
      <h1 className="text-2xl font-extrabold text-ink sm:text-3xl">
        {t('pages.paymentFailed.title')}
      </h1>
      <p className="text-slate-700" role="alert">
        {t('pages.paymentFailed.intro')}
      </p>
      <div className="flex w-full flex-col gap-2 sm:w-auto sm:flex-row">
        <ButtonLink to="/checkout">{t('payment.failed.retry')}</ButtonLink>
        <ButtonLink to="/orders" variant="secondary">
          {t('payment.failed.myOrders')}
        </ButtonLink>
      </div>
    </div>
  );
}
