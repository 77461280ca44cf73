import { AUDIT_REDACTED, type AuditEntry } from '../../../../shared/schemas/audit';
import { formatNumber } from '../../../lib/format';
import { useTranslation } from '../../../lib/translation';
import { useLang } from '../../../lib/use-lang';
import { formatAuditTime } from './audit-time';

type Snapshot = AuditEntry['before'];

const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;
/** Fields whose values are codes with labels elsewhere in the app. */
const VALUE_LABELS: Record<string, string> = {
  paymentStatus: 'orders.paymentStatus',
  deliveryStatus: 'orders.deliveryStatus',
  paymentMethod: 'payment',
  role: 'admin.roles',
  kind: 'admin.discounts.kinds',
  // Refunds (decision 042).
  refundKind: 'admin.orders.refunds.kinds',
  refundMode: 'admin.orders.refunds.modes',
  refundStatus: 'admin.orders.refunds.statuses',
};

function useValueText() {
  const { t } = useTranslation();
  const lang = useLang();
  return (field: string, value: unknown): string => {
    if (value === null || value === undefined || value === '') return t('admin.audit.noValue');
    if (value === AUDIT_REDACTED) return t('admin.audit.secret');
    if (typeof value === 'boolean') return t(value ? 'admin.audit.yes' : 'admin.audit.no');
    if (typeof value === 'number') {
      return formatNumber(value, lang, { useGrouping: field !== 'orderNumber' });
    }
    if (typeof value === 'string') {
      const prefix = VALUE_LABELS[field];
      if (prefix) return t(`${prefix}.${value}`, { defaultValue: value });
      if (ISO_INSTANT.test(value)) return formatAuditTime(value, lang);
      return value;
    }
    return JSON.stringify(value);
  };
}

/** Technical values (ids, links, lists) read left to right whatever the page direction. */
const isTechnical = (value: unknown) =>
  typeof value === 'object' ||
  (typeof value === 'string' && /^(https?:|\/|[0-9a-f]{8}-|#[0-9a-f]{6}$)/i.test(value));

function Value({ field, value }: { field: string; value: unknown }) {
  const text = useValueText()(field, value);
  if (value !== null && isTechnical(value)) {
    return (
      <bdi dir="ltr" className="break-all font-mono text-xs">
        {text}
      </bdi>
    );
  }
  return <span className="whitespace-pre-line break-words">{text}</span>;
}

const th = 'px-3 py-2 text-start text-xs font-bold text-slate-600';

/**
 * The fields an entry recorded, old value beside new: only the changed ones for an update, the
 * whole record for a creation (nothing before) or a deletion (nothing after).
 */
export function AuditChanges({ before, after }: { before: Snapshot; after: Snapshot }) {
  const { t } = useTranslation();
  const fields = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])];
  return (
    <div className="overflow-x-auto rounded-lg border border-slate-200 bg-white">
      <table className="w-full text-sm">
        <thead className="border-b border-slate-200 bg-slate-50">
          <tr>
            <th scope="col" className={th}>
              {t('admin.audit.field')}
            </th>
            {before ? (
              <th scope="col" className={th}>
                {t('admin.audit.before')}
              </th>
            ) : null}
            {after ? (
              <th scope="col" className={th}>
                {t('admin.audit.after')}
              </th>
            ) : null}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100 align-top">
          {fields.map((field) => (
            <tr key={field}>
              <th scope="row" className="w-1/4 px-3 py-2 text-start font-semibold text-slate-700">
                {t(`admin.audit.fields.${field}`, { defaultValue: field })}
              </th>
              {before ? (
                <td className="px-3 py-2 text-slate-600">
                  <Value field={field} value={before[field]} />
                </td>
              ) : null}
              {after ? (
                <td className="px-3 py-2 text-ink">
                  <Value field={field} value={after[field]} />
                </td>
              ) : null}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
