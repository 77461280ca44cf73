import { useState } from 'react';
import { can, ROLES, type Role } from '../../../../shared/roles';
import type { AdminUserDetail } from '../../../../shared/schemas/users-admin';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { Select } from '../../../components/ui/select';
import { isApiError } from '../../../lib/errors';
import { toastFailure } from '../../../lib/failure-toast';
import toast from '../../../lib/toast';
import { useTranslation } from '../../../lib/translation';
import { useSession } from '../../auth/api/session';
import { useUserChange } from '../api';
import { fullName } from './users-table';

type Pending = { kind: 'role'; role: Role } | { kind: 'disable' } | { kind: 'enable' };

/**
 * The role (owner only, decision 048) and disable / enable, each after a confirmation. The server
 * refuses (409) to change or disable yourself or the last owner; its message is shown as it comes.
 */
export function UserAccessActions({ user }: { user: AdminUserDetail }) {
  const { t } = useTranslation();
  const { user: me } = useSession();
  const change = useUserChange(user.id);
  const [pending, setPending] = useState<Pending | null>(null);
  const [role, setRole] = useState<Role>(user.role ?? 'customer');
  const self = me?.id === user.id;
  const name = fullName(user);
  const managesStaff = can(me?.role, 'staff');
  const roleName = (r: Role) => t(`admin.roles.${r}`);

  const confirm = async () => {
    if (!pending) return;
    try {
      await change.mutateAsync(
        pending.kind === 'role' ? { role: pending.role } : { disabled: pending.kind === 'disable' },
      );
      toast.success(
        pending.kind === 'role'
          ? t('admin.users.actions.role.done', { name, role: roleName(pending.role) })
          : t(`admin.users.actions.${pending.kind}.done`, { name }),
      );
    } catch (error) {
      if (isApiError(error) && error.status === 409)
        toast.error(error.message, { id: error.message });
      else toastFailure(t('admin.users.errors.change'), error);
    }
    setPending(null);
  };

  const accessAction = user.disabledAt ? 'enable' : 'disable';
  const dialog =
    pending?.kind === 'role'
      ? {
          title: t('admin.users.actions.role.title', { name, role: roleName(pending.role) }),
          message: t(`admin.roleHints.${pending.role}`),
          confirmLabel: t('admin.users.actions.role.confirm'),
        }
      : pending
        ? {
            title: t(`admin.users.actions.${pending.kind}.title`, { name }),
            message: t(`admin.users.actions.${pending.kind}.message`),
            confirmLabel: t(`admin.users.actions.${pending.kind}.confirm`),
          }
        : { title: '', message: '', confirmLabel: undefined };
  return (
    <div className="flex flex-col gap-3">
      {managesStaff ? (
        <div className="flex flex-wrap items-end gap-2">
          <Select
            label={t('admin.users.actions.role.label')}
            value={role}
            disabled={self}
            onChange={(e) => setRole(e.target.value as Role)}
            options={ROLES.map((r) => ({ value: r, label: roleName(r) }))}
          />
          <Button
            size="sm"
            variant="secondary"
            disabled={self || role === user.role}
            onClick={() => setPending({ kind: 'role', role })}
          >
            {t('admin.users.actions.role.change')}
          </Button>
        </div>
      ) : null}
      <div className="flex flex-wrap gap-2">
        <Button
          size="sm"
          variant={accessAction === 'disable' ? 'danger' : 'primary'}
          disabled={self}
          onClick={() => setPending({ kind: accessAction })}
        >
          {t(`admin.users.actions.${accessAction}.label`)}
        </Button>
      </div>
      {self ? <p className="text-sm text-slate-600">{t('admin.users.actions.selfHint')}</p> : null}
      <ConfirmDialog
        open={pending !== null}
        title={dialog.title}
        message={dialog.message}
        confirmLabel={dialog.confirmLabel}
        destructive={
          pending?.kind === 'disable' || (pending?.kind === 'role' && user.role === 'admin')
        }
        loading={change.isPending}
        onConfirm={confirm}
        onCancel={() => !change.isPending && setPending(null)}
      />
    </div>
  );
}
