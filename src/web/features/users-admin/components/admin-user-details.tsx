import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { AdminUserDetail } from '../../../../shared/schemas/users-admin';
import { AdminRecord } from '../../../components/admin/admin-record';
import { OrderStatusBadges } from '../../../components/order-status-badges';
import { PageHeader } from '../../../components/page-header';
import { ShopTime } from '../../../components/shop-time';
import { BackLink } from '../../../components/ui/back-link';
import { Badge } from '../../../components/ui/badge';
import { Section } from '../../../components/ui/section';
import { formatEgp, formatNumber, formatShopDate } from '../../../lib/format';
import { useTranslation } from '../../../lib/translation';
import { useLang } from '../../../lib/use-lang';
import { useAdminUser } from '../api';
import { UserAccessActions } from './user-access-actions';
import { AccountBadges, RoleBadge } from './user-badges';
import { fullName } from './users-table';

const SUPPORT_TONES = { open: 'warning', pending: 'info', closed: 'neutral' } as const;
const link = 'font-semibold text-brand-800 hover:underline';

function BackToList() {
  const { t } = useTranslation();
  return <BackLink to="/admin/users" label={t('admin.users.back')} />;
}

function Stat({ label, value }: { label: string; value: ReactNode }) {
  return (
    <div className="flex flex-col gap-0.5 rounded-lg bg-slate-50 p-3">
      <dt className="text-xs font-semibold text-slate-600">{label}</dt>
      <dd className="text-lg font-bold tabular-nums text-ink">{value}</dd>
    </div>
  );
}

function UserBody({ user }: { user: AdminUserDetail }) {
  const { t } = useTranslation();
  const lang = useLang();
  const count = (n: number) => formatNumber(n, lang);
  return (
    <div className="flex flex-col gap-4">
      <BackToList />
      <PageHeader
        title={fullName(user)}
        description={t('admin.users.joinedOn', { date: formatShopDate(user.createdAt, lang) })}
      />
      <section
        aria-label={t('admin.users.account')}
        className="flex flex-col gap-4 rounded-xl border border-slate-200 bg-white p-4 sm:p-5"
      >
        <div className="flex flex-wrap items-start justify-between gap-4">
          <div className="flex min-w-0 flex-col gap-1 text-sm">
            <bdi dir="ltr" className="self-start font-semibold text-ink">
              {user.email}
            </bdi>
            {user.phone ? (
              <bdi dir="ltr" className="self-start text-slate-600 tabular-nums">
                {user.phone}
              </bdi>
            ) : null}
            <div className="mt-1 flex flex-wrap gap-1.5">
              <RoleBadge role={user.role} />
              <AccountBadges user={user} />
            </div>
          </div>
          <UserAccessActions user={user} />
        </div>
        <dl className="grid grid-cols-2 gap-3 lg:grid-cols-5">
          <Stat label={t('admin.users.totals.orders')} value={count(user.totals.orders)} />
          <Stat
            label={t('admin.users.totals.cancelledOrders')}
            value={count(user.totals.cancelledOrders)}
          />
          <Stat label={t('admin.users.totals.paidOrders')} value={count(user.totals.paidOrders)} />
          <Stat
            label={t('admin.users.totals.paidTotal')}
            value={formatEgp(user.totals.paidTotal, lang)}
          />
          <Stat
            label={t('admin.users.totals.lastOrder')}
            value={user.totals.lastOrderAt ? formatShopDate(user.totals.lastOrderAt, lang) : '—'}
          />
        </dl>
      </section>
      <div className="grid gap-4 lg:grid-cols-2 lg:items-start">
        <Section title={t('admin.users.orders')}>
          {user.orders.length ? (
            <ul className="divide-y divide-slate-100">
              {user.orders.map((order) => (
                <li
                  key={order.id}
                  className="flex flex-wrap items-center justify-between gap-2 py-2.5"
                >
                  <div className="flex flex-col">
                    <Link to={`/admin/orders/${order.id}`} className={link}>
                      {t('orders.number', {
                        number: formatNumber(order.orderNumber, lang, { useGrouping: false }),
                      })}
                    </Link>
                    <span className="text-xs text-slate-600">
                      <ShopTime value={order.createdAt} />
                    </span>
                  </div>
                  <div className="flex flex-col items-end gap-1">
                    <span className="font-semibold tabular-nums">
                      {formatEgp(order.total, lang)}
                    </span>
                    <OrderStatusBadges order={order} />
                  </div>
                </li>
              ))}
            </ul>
          ) : (
            <p className="text-sm text-slate-600">{t('admin.users.noOrders')}</p>
          )}
        </Section>
        <Section title={t('admin.users.support')}>
          {user.supportThreads.length ? (
            <ul className="divide-y divide-slate-100">
              {user.supportThreads.map((thread) => (
                <li key={thread.id} className="flex items-center justify-between gap-2 py-2.5">
                  <div className="flex min-w-0 flex-col">
                    <Link to={`/admin/support?thread=${thread.id}`} className={`${link} truncate`}>
                      {thread.subject}
                    </Link>
                    <span className="text-xs text-slate-600">
                      <ShopTime value={thread.lastMessageAt} />
                    </span>
                  </div>
                  <Badge tone={SUPPORT_TONES[thread.status]}>
                    {t(`admin.users.supportStatus.${thread.status}`)}
                  </Badge>
                </li>
              ))}
            </ul>
          ) : (
            <p className="text-sm text-slate-600">{t('admin.users.noSupport')}</p>
          )}
        </Section>
      </div>
    </div>
  );
}

/** /admin/users/:id: the account, its orders and support threads, role and access actions. */
export function AdminUserDetails({ id }: { id: string }) {
  const { t } = useTranslation();
  const query = useAdminUser(id);
  return (
    <AdminRecord
      query={query}
      back={<BackToList />}
      texts={{ loadFailed: t('admin.users.errors.loadOne'), notFound: t('admin.users.notFound') }}
    >
      {(user) => <UserBody user={user} />}
    </AdminRecord>
  );
}
