import { type ReactNode, useState } from 'react';
import { EGYPT_GOVERNORATES } from '../../../../../shared/egypt';
import type {
  AdminShippingZone,
  ShippingZonePayload,
} from '../../../../../shared/schemas/shipping-admin';
import { PlusIcon } from '../../../../components/admin/action-icons';
import { ListSkeleton } from '../../../../components/admin/list-skeleton';
import { LoadFailed } from '../../../../components/admin/load-failed';
import { SectionCard } from '../../../../components/admin/section-card';
import { Button } from '../../../../components/ui/button';
import { ConfirmDialog } from '../../../../components/ui/confirm-dialog';
import { Dialog } from '../../../../components/ui/dialog';
import { saveWithToasts, toastFailure } from '../../../../lib/failure-toast';
import toast from '../../../../lib/toast';
import { useTranslation } from '../../../../lib/translation';
import { useFailureToast } from '../../../../lib/use-failure-toast';
import { pickLocalized, useLang } from '../../../../lib/use-lang';
import { useAdminShippingZones, useDeleteShippingZone, useSaveShippingZone } from '../../zones-api';
import { ZoneForm } from './zone-form';
import { ZoneList } from './zone-list';

type Editing = { zone?: AdminShippingZone };

/** Shipping zones by governorate: list, add, edit and delete (with a confirmation). */
export function ShippingZonesManager() {
  const { t } = useTranslation();
  const lang = useLang();
  const query = useAdminShippingZones();
  const saver = useSaveShippingZone();
  const deleter = useDeleteShippingZone();
  const [editing, setEditing] = useState<Editing | null>(null);
  const [toDelete, setToDelete] = useState<AdminShippingZone | null>(null);
  const loadFailed = t('admin.settings.zones.errors.load');
  useFailureToast(query.error, query.errorUpdatedAt, loadFailed);

  const save = async (input: ShippingZonePayload) => {
    const id = editing?.zone?.id;
    await saveWithToasts(() => saver.mutateAsync({ id, input }), {
      saved: t(id ? 'admin.settings.zones.saved' : 'admin.settings.zones.created'),
      failed: t('admin.settings.zones.errors.save'),
    });
    setEditing(null);
  };

  const confirmDelete = async () => {
    if (!toDelete) return;
    try {
      await deleter.mutateAsync(toDelete.id);
      toast.success(t('admin.settings.zones.deleted'));
    } catch (error) {
      toastFailure(t('admin.settings.zones.errors.delete'), error);
    }
    setToDelete(null);
  };

  let content: ReactNode;
  if (query.isPending) content = <ListSkeleton rows={3} />;
  else if (query.isError) {
    content = (
      <LoadFailed title={loadFailed} error={query.error} onRetry={() => void query.refetch()} />
    );
  } else if (query.data.length === 0) {
    content = (
      <div className="flex flex-col gap-1 rounded-lg border border-dashed border-slate-300 p-4 text-sm">
        <span className="font-semibold text-ink">{t('admin.settings.zones.empty')}</span>
        <span className="text-slate-600">{t('admin.settings.zones.emptyHint')}</span>
      </div>
    );
  } else {
    const covered = new Set(query.data.flatMap((zone) => zone.governorates));
    const left = EGYPT_GOVERNORATES.filter((g) => !covered.has(g.code)).map((g) => g[lang]);
    content = (
      <>
        <ZoneList
          zones={query.data}
          onEdit={(zone) => setEditing({ zone })}
          onDelete={setToDelete}
        />
        <p className="text-sm text-slate-600">
          {left.length > 0
            ? t('admin.settings.zones.uncovered', { list: left.join(lang === 'ar' ? '، ' : ', ') })
            : t('admin.settings.zones.allCovered')}
        </p>
      </>
    );
  }

  return (
    <SectionCard
      id="shipping-zones"
      title={t('admin.settings.zones.title')}
      description={t('admin.settings.zones.intro')}
      actions={
        <Button
          size="sm"
          icon={<PlusIcon className="size-4" />}
          disabled={!query.data}
          onClick={() => setEditing({})}
        >
          {t('admin.settings.zones.add')}
        </Button>
      }
    >
      {content}
      <Dialog
        open={editing !== null}
        onClose={() => setEditing(null)}
        title={t(
          editing?.zone ? 'admin.settings.zones.editTitle' : 'admin.settings.zones.addTitle',
        )}
        className="sm:w-[min(42rem,calc(100%-2rem))]"
      >
        {editing ? (
          <ZoneForm
            zone={editing.zone}
            zones={query.data ?? []}
            onSubmit={save}
            onCancel={() => setEditing(null)}
          />
        ) : null}
      </Dialog>
      <ConfirmDialog
        open={toDelete !== null}
        destructive
        title={t('admin.settings.zones.confirmDeleteTitle')}
        message={t('admin.settings.zones.confirmDelete', {
          name: toDelete ? pickLocalized(lang, toDelete.nameEn, toDelete.nameAr) : '',
        })}
        confirmLabel={t('admin.actions.delete')}
        loading={deleter.isPending}
        onConfirm={confirmDelete}
        onCancel={() => setToDelete(null)}
      />
    </SectionCard>
  );
}
