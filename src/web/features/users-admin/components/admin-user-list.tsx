import { UsersIcon } from '../../../components/admin/admin-icons';
import { AdminListBody } from '../../../components/admin/admin-list-body';
import { useTranslation } from '../../../lib/translation';
import { useAdminUsers } from '../api';
import { useAdminUserParams } from './use-admin-user-params';
import { UserFilters } from './user-filters';
import { UserCards, UsersTable } from './users-table';

/** The admin users list: URL filters, table (cards on phones), pagination, empty/error states. */
export function AdminUserList() {
  const { t } = useTranslation();
  const { filters, update, clear, filtered } = useAdminUserParams();
  const query = useAdminUsers(filters);
  return (
    <div className="flex flex-col gap-4">
      <UserFilters filters={filters} onChange={update} />
      <AdminListBody
        query={query}
        page={filters.page}
        onPageChange={(page) => update({ page })}
        filtered={filtered}
        onClear={clear}
        icon={<UsersIcon className="size-7" />}
        texts={{
          loadFailed: t('admin.users.errors.load'),
          total: (total) => t('admin.users.total', { total }),
          empty: t('admin.users.empty'),
          emptyFiltered: t('admin.users.emptyFiltered'),
          clear: t('admin.users.filters.clear'),
        }}
      >
        {(users) => (
          <>
            <UsersTable users={users} />
            <UserCards users={users} />
          </>
        )}
      </AdminListBody>
    </div>
  );
}
