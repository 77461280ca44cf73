import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminUserDetail } from '../../../../shared/schemas/users-admin';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { isApiError } from '../../../lib/errors';
import { toastFailure } from '../../../lib/failure-toast';
import toast from '../../../lib/toast';
import { useSession } from '../../auth/api/session';
import { useUserChange } from '../api';
import { fullName } from './users-table';

type Pending = 'promote' | 'demote' | 'disable' | 'enable';

/**
 * Make admin / make customer and disable / enable, each after a confirmation. The server refuses
 * (409) to demote or disable yourself or the last admin; its message is shown as it comes.
 */
export function UserAccessActions({ user }: { user: AdminUserDetail }) {
  const { t } = useTranslation();
  const { user: me } = useSession();
  const change = useUserChange(user.id);
  const [pending, setPending] = useState<Pending | null>(null);
  const self = me?.id === user.id;
  const name = fullName(user);

  const confirm = async () => {
    if (!pending) return;
    try {
      await change.mutateAsync(
        pending === 'promote' || pending === 'demote'
          ? { role: pending === 'promote' ? 'admin' : 'customer' }
          : { disabled: pending === 'disable' },
      );
      toast.success(t(`admin.users.actions.${pending}.done`, { name }));
    } catch (error) {
      if (isApiError(error) && error.status === 409)
        toast.error(error.message, { id: error.message });
      else toastFailure(t('admin.users.errors.change'), error);
    }
    setPending(null);
  };

  const roleAction: Pending = user.role === 'admin' ? 'demote' : 'promote';
  const accessAction: Pending = user.disabledAt ? 'enable' : 'disable';
  return (
    <div className="flex flex-col gap-2">
      <div className="flex flex-wrap gap-2">
        <Button
          size="sm"
          variant="secondary"
          disabled={self}
          onClick={() => setPending(roleAction)}
        >
          {t(`admin.users.actions.${roleAction}.label`)}
        </Button>
        <Button
          size="sm"
          variant={accessAction === 'disable' ? 'danger' : 'primary'}
          disabled={self}
          onClick={() => setPending(accessAction)}
        >
          {t(`admin.users.actions.${accessAction}.label`)}
        </Button>
      </div>
      {self ? <p className="text-sm text-slate-600">{t('admin.users.actions.selfHint')}</p> : null}
      <ConfirmDialog
        open={pending !== null}
        title={pending ? t(`admin.users.actions.${pending}.title`, { name }) : ''}
        message={pending ? t(`admin.users.actions.${pending}.message`) : ''}
        confirmLabel={pending ? t(`admin.users.actions.${pending}.confirm`) : undefined}
        destructive={pending === 'disable' || pending === 'demote'}
        loading={change.isPending}
        onConfirm={confirm}
        onCancel={() => !change.isPending && setPending(null)}
      />
    </div>
  );
}
