import { Link } from 'react-router';
import type { AuditEntry } from '../../../../shared/schemas/audit';
import { Badge } from '../../../components/ui/badge';
import { formatNumber } from '../../../lib/format';
import { useTranslation } from '../../../lib/translation';
import { pickLocalized, useLang } from '../../../lib/use-lang';
import { formatAuditTime } from './audit-time';

const PATHS = {
  order: (id: string) => `/admin/orders/${id}`,
  product: (id: string) => `/admin/products/${id}`,
  user: (id: string) => `/admin/users/${id}`,
} as const;

export function When({ entry }: { entry: AuditEntry }) {
  const lang = useLang();
  return (
    <time dateTime={entry.createdAt} className="whitespace-nowrap">
      {formatAuditTime(entry.createdAt, lang)}
    </time>
  );
}

/** The admin's name today (or that the account is gone) and the e-mail they acted with. */
export function Who({ entry }: { entry: AuditEntry }) {
  const { t } = useTranslation();
  const name = entry.actor.name || (entry.actor.id ? null : t('admin.audit.deletedAccount'));
  return (
    <div className="flex min-w-0 flex-col">
      {name ? <span className="truncate font-semibold text-ink">{name}</span> : null}
      <bdi dir="ltr" className="self-start truncate text-xs text-slate-600">
        {entry.actor.email}
      </bdi>
    </div>
  );
}

export function What({ entry }: { entry: AuditEntry }) {
  const { t } = useTranslation();
  return <span className="font-semibold text-ink">{t(`admin.audit.actions.${entry.action}`)}</span>;
}

/** Kind of record and its name, linked to its admin page while it still has one. */
export function Entity({ entry }: { entry: AuditEntry }) {
  const { t } = useTranslation();
  const lang = useLang();
  const { type, id, label, link } = entry.entity;
  const orderNumber = type === 'order' ? label?.en.match(/^#(\d+)$/)?.[1] : undefined;
  const name =
    type === 'settings'
      ? t(`admin.audit.settingKeys.${id}`, { defaultValue: id })
      : orderNumber
        ? t('admin.audit.orderNumber', {
            number: formatNumber(Number(orderNumber), lang, { useGrouping: false }),
          })
        : label
          ? pickLocalized(lang, label.en, label.ar)
          : id.slice(0, 8);
  return (
    <div className="flex min-w-0 flex-wrap items-center gap-2">
      <Badge>{t(`admin.audit.entityTypes.${type}`)}</Badge>
      {link ? (
        <Link
          to={PATHS[link.kind](link.id)}
          className="truncate font-semibold text-brand-800 hover:underline"
        >
          <bdi>{name}</bdi>
        </Link>
      ) : (
        <bdi className="truncate text-slate-700">{name}</bdi>
      )}
    </div>
  );
}
