import { Link } from 'react-router';
import type { AdminUserSummary } from '../../../../shared/schemas/users-admin';
import { formatNumber, formatShopDate } from '../../../lib/format';
import { useTranslation } from '../../../lib/translation';
import { useLang } from '../../../lib/use-lang';
import { AccountBadges, RoleBadge } from './user-badges';

export const adminUserPath = (id: string) => `/admin/users/${id}`;
export const fullName = (user: Pick<AdminUserSummary, 'firstName' | 'lastName'>) =>
  `${user.firstName} ${user.lastName}`.trim();

const th = 'px-3 py-2.5 text-start text-xs font-bold uppercase tracking-wide text-slate-600';

function Contact({ user }: { user: AdminUserSummary }) {
  return (
    <div className="flex min-w-0 flex-col">
      <bdi dir="ltr" className="self-start truncate text-slate-700">
        {user.email}
      </bdi>
      {user.phone ? (
        <bdi dir="ltr" className="self-start text-xs text-slate-600 tabular-nums">
          {user.phone}
        </bdi>
      ) : null}
    </div>
  );
}

/** The wide table, from md up; phones get UserCards. */
export function UsersTable({ users }: { users: AdminUserSummary[] }) {
  const { t } = useTranslation();
  const lang = useLang();
  return (
    <div className="hidden overflow-x-auto rounded-xl border border-slate-200 bg-white md:block">
      <table className="w-full text-sm">
        <thead className="border-b border-slate-200 bg-slate-50">
          <tr>
            {(['name', 'contact', 'role', 'account', 'orders', 'joined'] as const).map((column) => (
              <th key={column} scope="col" className={th}>
                {t(`admin.users.columns.${column}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {users.map((user) => (
            <tr key={user.id} className="hover:bg-slate-50">
              <td className="max-w-48 px-3 py-2">
                <Link
                  to={adminUserPath(user.id)}
                  className="block truncate font-semibold text-brand-800 hover:underline"
                >
                  {fullName(user)}
                </Link>
              </td>
              <td className="max-w-64 px-3 py-2">
                <Contact user={user} />
              </td>
              <td className="px-3 py-2">
                <RoleBadge role={user.role} />
              </td>
              <td className="px-3 py-2">
                <AccountBadges user={user} />
              </td>
              <td className="px-3 py-2 tabular-nums text-slate-700">
                {formatNumber(user.orderCount, lang)}
              </td>
              <td className="whitespace-nowrap px-3 py-2 text-slate-700">
                {formatShopDate(user.createdAt, lang)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** Phones: one card per user with the same facts, opening the user. */
export function UserCards({ users }: { users: AdminUserSummary[] }) {
  const { t } = useTranslation();
  const lang = useLang();
  return (
    <ul className="flex flex-col gap-2 md:hidden">
      {users.map((user) => (
        <li key={user.id}>
          <Link
            to={adminUserPath(user.id)}
            className="flex flex-col gap-2 rounded-xl border border-slate-200 bg-white p-3 hover:border-brand-700"
          >
            <div className="flex items-start justify-between gap-3">
              <span className="min-w-0 truncate font-bold text-ink">{fullName(user)}</span>
              <RoleBadge role={user.role} />
            </div>
            <Contact user={user} />
            <p className="text-xs text-slate-600">
              {t('admin.users.ordersCount', { n: formatNumber(user.orderCount, lang) })}
              <span aria-hidden="true"> · </span>
              {t('admin.users.joinedOn', { date: formatShopDate(user.createdAt, lang) })}
            </p>
            <AccountBadges user={user} />
          </Link>
        </li>
      ))}
    </ul>
  );
}
