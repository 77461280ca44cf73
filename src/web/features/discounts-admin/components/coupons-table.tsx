import type { AdminCoupon } from '../../../../shared/schemas/discounts-admin';
import { PencilIcon, TrashIcon } from '../../../components/admin/action-icons';
import { RowActionButton } from '../../../components/admin/row-actions';
import { Button } from '../../../components/ui/button';
import { useTranslation } from '../../../lib/translation';
import { CouponPeriod, CouponStatusBadge, useCouponUsage, useCouponValue } from './coupon-bits';

export interface CouponRowActions {
  onEdit: (coupon: AdminCoupon) => void;
  onToggle: (coupon: AdminCoupon) => void;
  onDelete: (coupon: AdminCoupon) => void;
  /** The coupon being switched on or off right now. */
  togglingId?: string;
}

interface CouponsProps extends CouponRowActions {
  coupons: AdminCoupon[];
}

const th = 'px-3 py-2.5 text-start text-xs font-bold uppercase tracking-wide text-slate-600';
const COLUMNS = ['code', 'value', 'usage', 'status', 'dates', 'actions'] as const;

/** The code as typed, in its own direction (an Arabic code in an English page and back). */
const Code = ({ code }: { code: string }) => (
  <bdi dir="auto" className="font-mono font-bold text-ink">
    {code}
  </bdi>
);

/** Edit, switch on/off, and delete — offered only while no order has used the coupon. */
function Actions({
  coupon,
  onEdit,
  onToggle,
  onDelete,
  togglingId,
}: CouponRowActions & {
  coupon: AdminCoupon;
}) {
  const { t } = useTranslation();
  return (
    <span className="flex items-center justify-end gap-1">
      <Button
        variant="secondary"
        size="sm"
        loading={togglingId === coupon.id}
        onClick={() => onToggle(coupon)}
        aria-label={t(
          coupon.isActive ? 'admin.discounts.deactivateCode' : 'admin.discounts.activateCode',
          { code: coupon.code },
        )}
      >
        {t(coupon.isActive ? 'admin.discounts.deactivate' : 'admin.discounts.activate')}
      </Button>
      <RowActionButton
        label={t('admin.discounts.edit', { code: coupon.code })}
        tone="brand"
        icon={<PencilIcon className="size-4" />}
        onClick={() => onEdit(coupon)}
      />
      {coupon.usedCount === 0 ? (
        <RowActionButton
          label={t('admin.discounts.delete', { code: coupon.code })}
          tone="danger"
          icon={<TrashIcon className="size-4" />}
          onClick={() => onDelete(coupon)}
        />
      ) : null}
    </span>
  );
}

/** The wide table, from md up; phones get CouponCards. */
export function CouponsTable({ coupons, ...actions }: CouponsProps) {
  const { t } = useTranslation();
  const value = useCouponValue();
  const usage = useCouponUsage();
  return (
    <div className="hidden overflow-x-auto rounded-xl border border-slate-200 bg-white md:block">
      <table className="w-full text-sm">
        <thead className="border-b border-slate-200 bg-slate-50">
          <tr>
            {COLUMNS.map((column) => (
              <th key={column} scope="col" className={th}>
                {column === 'actions' ? (
                  <span className="sr-only">{t('admin.discounts.columns.actions')}</span>
                ) : (
                  t(`admin.discounts.columns.${column}`)
                )}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {coupons.map((coupon) => (
            <tr key={coupon.id} className="hover:bg-slate-50">
              <td className="px-3 py-2">
                <Code code={coupon.code} />
              </td>
              <td className="px-3 py-2 text-slate-800">{value(coupon)}</td>
              <td className="whitespace-nowrap px-3 py-2 tabular-nums text-slate-700">
                {usage(coupon)}
              </td>
              <td className="px-3 py-2">
                <CouponStatusBadge status={coupon.status} />
              </td>
              <td className="px-3 py-2">
                <CouponPeriod coupon={coupon} />
              </td>
              <td className="px-3 py-2">
                <Actions coupon={coupon} {...actions} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** Phones: one card per coupon with the same facts and actions. */
export function CouponCards({ coupons, ...actions }: CouponsProps) {
  const value = useCouponValue();
  const usage = useCouponUsage();
  return (
    <ul className="flex flex-col gap-2 md:hidden">
      {coupons.map((coupon) => (
        <li
          key={coupon.id}
          className="flex flex-col gap-2 rounded-xl border border-slate-200 bg-white p-3"
        >
          <div className="flex items-start justify-between gap-3">
            <Code code={coupon.code} />
            <CouponStatusBadge status={coupon.status} />
          </div>
          <p className="text-sm text-slate-800">
            {value(coupon)}
            <span aria-hidden="true"> · </span>
            <span className="tabular-nums text-slate-600">{usage(coupon)}</span>
          </p>
          <p className="text-xs">
            <CouponPeriod coupon={coupon} />
          </p>
          <Actions coupon={coupon} {...actions} />
        </li>
      ))}
    </ul>
  );
}
