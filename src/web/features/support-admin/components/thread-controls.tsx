import { SUPPORT_PRIORITIES, SUPPORT_STATUSES } from '../../../../shared/constants';
import type { AdminSupportUpdateInput, SupportThread } from '../../../../shared/schemas/support';
import { Select } from '../../../components/ui/select';
import { toastFailure } from '../../../lib/failure-toast';
import toast from '../../../lib/toast';
import { useTranslation } from '../../../lib/translation';
import { statusKey } from '../../support';
import { useAdminSupportUpdate } from '../api';

/** Status and priority pickers; each change is saved at once. */
export function ThreadControls({ thread }: { thread: SupportThread }) {
  const { t } = useTranslation();
  const update = useAdminSupportUpdate(thread.id);
  const save = async (patch: AdminSupportUpdateInput) => {
    try {
      await update.mutateAsync(patch);
      toast.success(t('support.admin.updated'));
    } catch (error) {
      toastFailure(t('support.admin.updateFailed'), error);
    }
  };
  return (
    <div className="grid grid-cols-2 gap-3 sm:max-w-md">
      <Select
        label={t('support.status.label')}
        value={thread.status}
        disabled={update.isPending}
        onChange={(event) => void save({ status: event.target.value as SupportThread['status'] })}
        options={SUPPORT_STATUSES.map((value) => ({
          value,
          label: t(statusKey(value, 'admin')),
        }))}
      />
      <Select
        label={t('support.priority.label')}
        value={thread.priority}
        disabled={update.isPending}
        onChange={(event) =>
          void save({ priority: event.target.value as SupportThread['priority'] })
        }
        options={SUPPORT_PRIORITIES.map((value) => ({
          value,
          label: t(`support.priority.${value}`),
        }))}
      />
    </div>
  );
}
