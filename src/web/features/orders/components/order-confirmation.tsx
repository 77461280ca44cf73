import type { ReactNode } from 'react';
import { SHOP_TIME_ZONE } from '../../../../shared/constants';
import type { OrderConfirmation } from '../../../../shared/schemas/cash-on-delivery';
import { Alert } from '../../../components/ui/alert';
import { Button, ButtonLink } from '../../../components/ui/button';
import { AlertCircleIcon, CheckCircleIcon, ClockIcon } from '../../../components/ui/more-icons';
import { Spinner } from '../../../components/ui/spinner';
import { cn } from '../../../lib/cn';
import { isApiError, isNotFound } from '../../../lib/errors';
import { formatDate, formatEgp, formatNumber } from '../../../lib/format';
import { useTranslation } from '../../../lib/translation';
import { useLang } from '../../../lib/use-lang';
import { usePageTitle } from '../../../lib/use-page-title';
import { useConfirmOrderByLink, useOrderConfirmation } from '../api/confirmation';

type Tone = 'done' | 'waiting' | 'problem';
const ICONS = { done: CheckCircleIcon, waiting: ClockIcon, problem: AlertCircleIcon };

/** The page's frame: an icon, a heading, what to say, then what to do. */
function Frame({ tone, title, children }: { tone: Tone; title: string; children: ReactNode }) {
  const { t } = useTranslation();
  const Icon = ICONS[tone];
  return (
    <div className="mx-auto flex w-full max-w-xl flex-col items-center gap-5 px-4 py-10 text-center sm:py-16">
      <span
        className={cn(
          'flex size-16 items-center justify-center rounded-full',
          tone === 'problem' ? 'bg-red-50 text-red-700' : 'bg-brand-50 text-brand-800',
        )}
      >
        <Icon className="size-9" />
      </span>
      <h1 className="text-2xl font-extrabold text-ink sm:text-3xl">{title}</h1>
      {children}
      <div className="flex w-full flex-col gap-2 sm:w-auto sm:flex-row">
        <ButtonLink to="/orders" variant="secondary">
          {t('orderConfirmation.myOrders')}
        </ButtonLink>
        <ButtonLink to="/" variant="ghost">
          {t('orderConfirmation.home')}
        </ButtonLink>
      </div>
    </div>
  );
}

function Awaiting({ token, data }: { token: string; data: OrderConfirmation }) {
  const { t } = useTranslation();
  const lang = useLang();
  const confirm = useConfirmOrderByLink(token);
  const number = formatNumber(data.orderNumber, lang, { useGrouping: false });
  const refused = confirm.error && isApiError(confirm.error) ? confirm.error : null;
  return (
    <Frame tone="waiting" title={t('orderConfirmation.title')}>
      <p className="text-slate-700" role="status">
        {t('orderConfirmation.awaiting', { number, total: formatEgp(data.total, lang) })}{' '}
        {t('orderConfirmation.awaitingHint')}
      </p>
      {confirm.isError ? (
        <Alert tone="error" className="w-full text-start">
          {(refused?.kind === 'http' && refused.serverMessage) || t('orderConfirmation.failed')}
        </Alert>
      ) : null}
      <Button size="lg" loading={confirm.isPending} onClick={() => confirm.mutate()}>
        {t('orderConfirmation.confirm')}
      </Button>
    </Frame>
  );
}

/**
 * /confirm-order?token=…: the link of a cash order's 'placed' mail (decision 043). It shows the
 * order and a button (a mail scanner opening the link confirms nothing), then says honestly what
 * happened: confirmed now, confirmed already, cancelled, or a link that is not valid.
 */
export function OrderConfirmationView({ token }: { token: string | null }) {
  const { t } = useTranslation();
  const lang = useLang();
  const query = useOrderConfirmation(token);
  usePageTitle(t('orderConfirmation.title'));

  if (!token || (query.isError && isNotFound(query.error))) {
    const error = query.error;
    const message =
      (isApiError(error) && error.kind === 'http' && error.serverMessage) ||
      t('orderConfirmation.invalid');
    return (
      <Frame tone="problem" title={t('orderConfirmation.invalidTitle')}>
        <p role="alert" className="text-slate-700">
          {message}
        </p>
      </Frame>
    );
  }
  if (query.isError) {
    return (
      <Frame tone="problem" title={t('orderConfirmation.title')}>
        <p role="alert" className="text-slate-700">
          {t('orderConfirmation.loadFailed')}
        </p>
        <Button onClick={() => void query.refetch()}>{t('orderConfirmation.retry')}</Button>
      </Frame>
    );
  }
  if (!query.data) {
    return (
      <Frame tone="waiting" title={t('orderConfirmation.title')}>
        <div className="flex flex-col items-center gap-3 text-slate-700">
          <span className="text-brand-800">
            <Spinner className="size-8" label={null} />
          </span>
          <p role="status">{t('orderConfirmation.checking')}</p>
        </div>
      </Frame>
    );
  }
  const data = query.data;
  const number = formatNumber(data.orderNumber, lang, { useGrouping: false });
  if (data.state === 'awaiting') return <Awaiting token={token} data={data} />;
  if (data.state === 'cancelled') {
    return (
      <Frame tone="problem" title={t('orderConfirmation.cancelledTitle')}>
        <p role="status" className="text-slate-700">
          {t('orderConfirmation.cancelled', { number })}
        </p>
      </Frame>
    );
  }
  const date = data.confirmedAt
    ? formatDate(data.confirmedAt, lang, { dateStyle: 'long', timeZone: SHOP_TIME_ZONE })
    : '';
  return (
    <Frame tone="done" title={t('orderConfirmation.confirmedTitle')}>
      <p role="status" className="text-slate-700">
        {data.confirmedNow
          ? t('orderConfirmation.confirmedNow', { number })
          : t('orderConfirmation.alreadyConfirmed', { number, date })}
      </p>
    </Frame>
  );
}
