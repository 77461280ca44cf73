import { SHOP_TIME_ZONE } from '../../../../shared/constants';
import type { ReturnRequest } from '../../../../shared/schemas/returns';
import { Badge, type BadgeTone } from '../../../components/ui/badge';
import { formatDate, formatEgp, formatNumber } from '../../../lib/format';
import { useTranslation } from '../../../lib/translation';
import { pickLocalized, useLang } from '../../../lib/use-lang';

export const STATUS_TONE: Record<ReturnRequest['status'], BadgeTone> = {
  requested: 'warning',
  approved: 'info',
  refused: 'danger',
  received: 'info',
  refunded: 'success',
  cancelled: 'neutral',
};

export const cairoTime = (value: string, lang: string) =>
  formatDate(value, lang, { dateStyle: 'medium', timeStyle: 'short', timeZone: SHOP_TIME_ZONE });

/** One return request as both sides read it: status, lines, reason, message, amounts, photos. */
export function ReturnState({ request }: { request: ReturnRequest }) {
  const { t } = useTranslation();
  const lang = useLang();
  const amount = request.refundAmount ?? request.estimatedRefund;
  return (
    <article
      aria-label={t('returns.requestLabel', { reference: request.reference })}
      className="flex flex-col gap-3 rounded-xl border border-slate-200 p-3"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="font-semibold text-ink">
          {t('returns.requestLabel', { reference: request.reference })}
        </p>
        <Badge tone={STATUS_TONE[request.status]}>{t(`returns.status.${request.status}`)}</Badge>
      </div>
      <p className="text-sm text-slate-600">
        {t('returns.askedOn', { date: cairoTime(request.createdAt, lang) })}
      </p>
      <ul className="flex flex-col gap-1 text-sm">
        {request.items.map((item) => (
          <li key={item.orderItemId} className="flex justify-between gap-3">
            <span>
              {pickLocalized(lang, item.nameEn, item.nameAr)} × {formatNumber(item.quantity, lang)}
            </span>
            <span className="font-semibold">{formatEgp(item.refund, lang)}</span>
          </li>
        ))}
      </ul>
      <p className="text-sm">
        <span className="text-slate-700">{t('returns.reasonLabel')} </span>
        {t(`returns.reasons.${request.reason}`)}
        {request.details ? (
          <>
            {' — '}
            <bdi>{request.details}</bdi>
          </>
        ) : null}
      </p>
      <p className="text-sm font-semibold text-ink">
        {request.refundAmount === null
          ? t('returns.estimated', { amount: formatEgp(amount, lang) })
          : t('returns.refundOf', { amount: formatEgp(amount, lang) })}
      </p>
      {request.staffMessage ? (
        <p className="rounded-lg bg-slate-50 p-2 text-sm text-slate-800">
          {t('returns.shopMessage', { message: request.staffMessage })}
        </p>
      ) : null}
      {request.photos.length > 0 ? (
        <div className="flex flex-wrap gap-2">
          {request.photos.map((url, index) => (
            <a key={url} href={url} target="_blank" rel="noreferrer">
              <img
                src={url}
                alt={t('returns.photoAlt', { n: formatNumber(index + 1, lang) })}
                className="size-16 rounded-lg object-cover ring-1 ring-slate-200"
                loading="lazy"
              />
            </a>
          ))}
        </div>
      ) : null}
    </article>
  );
}
