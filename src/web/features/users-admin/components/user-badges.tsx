import { ROLES } from '../../../../shared/constants';
import type { AdminUserSummary } from '../../../../shared/schemas/users-admin';
import { Badge } from '../../../components/ui/badge';
import { useTranslation } from '../../../lib/translation';

/** Admin, Customer, or SPEC §6's "undefined" label when the role is missing or unknown. */
export function RoleBadge({ role }: { role: string | null | undefined }) {
  const { t } = useTranslation();
  const known = ROLES.find((r) => r === role);
  return (
    <Badge tone={known === 'admin' ? 'info' : known ? 'neutral' : 'warning'}>
      <span className="sr-only">{`${t('admin.users.columns.role')}: `}</span>
      {t(`admin.roles.${known ?? 'undefined'}`)}
    </Badge>
  );
}

/** Disabled and unconfirmed accounts stand out; an active confirmed one needs no badge. */
export function AccountBadges({
  user,
}: {
  user: Pick<AdminUserSummary, 'disabledAt' | 'emailConfirmed'>;
}) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-wrap gap-1.5">
      {user.disabledAt ? <Badge tone="danger">{t('admin.users.status.disabled')}</Badge> : null}
      {user.emailConfirmed ? null : (
        <Badge tone="warning">{t('admin.users.confirmation.unconfirmed')}</Badge>
      )}
      {!user.disabledAt && user.emailConfirmed ? (
        <Badge tone="success">{t('admin.users.status.active')}</Badge>
      ) : null}
    </div>
  );
}
