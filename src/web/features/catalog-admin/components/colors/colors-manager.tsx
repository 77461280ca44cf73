import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { AdminColor } from '../../../../../shared/schemas/catalog-admin';
import { PlusIcon } from '../../../../components/admin/action-icons';
import { SectionCard } from '../../../../components/admin/section-card';
import { Button } from '../../../../components/ui/button';
import { ConfirmDialog } from '../../../../components/ui/confirm-dialog';
import { Dialog } from '../../../../components/ui/dialog';
import { saveWithToasts, toastFailure } from '../../../../lib/failure-toast';
import { formatNumber } from '../../../../lib/format';
import toast from '../../../../lib/toast';
import { useTranslation } from '../../../../lib/translation';
import { pickLocalized, useLang } from '../../../../lib/use-lang';
import { type ColorPayload, useColorChange } from '../../api/colors';
import { adminProductQuery } from '../../api/products';
import { useReorderable } from '../../lib/use-reorderable';
import { ColorForm } from './color-form';
import { ColorList } from './color-list';

type Editing = { color?: AdminColor } | null;

const payloadOf = (color: AdminColor): ColorPayload => ({
  name: color.name,
  nameAr: color.nameAr,
  colorCode: color.colorCode,
  isActive: color.isActive,
});

/** Colors of a saved product (SPEC §5): add, edit, activate, delete and reorder. */
export function ColorsManager({ productId, colors }: { productId: string; colors: AdminColor[] }) {
  const { t } = useTranslation();
  const lang = useLang();
  const queryClient = useQueryClient();
  const change = useColorChange(productId);
  const [editing, setEditing] = useState<Editing>(null);
  const [toDelete, setToDelete] = useState<AdminColor | null>(null);

  /** The server's own list after a change (positions may have been renumbered). */
  const reload = () =>
    queryClient
      .fetchQuery({ ...adminProductQuery(productId), staleTime: 0 })
      .catch((error) => toastFailure(t('admin.colors.errors.load'), error));

  const order = useReorderable(colors, {
    save: (ids) => change.mutateAsync({ kind: 'reorder', ids }),
    onError: (error) => toastFailure(t('admin.colors.errors.reorder'), error),
    describe: (position, total) =>
      t('admin.reorder.moved', {
        position: formatNumber(position, lang),
        total: formatNumber(total, lang),
      }),
  });

  const save = async (input: ColorPayload) => {
    const color = editing?.color;
    await saveWithToasts(
      () =>
        color
          ? change.mutateAsync({ kind: 'update', colorId: color.id, input })
          : change.mutateAsync({ kind: 'add', input }),
      {
        saved: t(color ? 'admin.colors.updated' : 'admin.colors.added'),
        failed: t(color ? 'admin.colors.errors.update' : 'admin.colors.errors.add'),
      },
    );
    setEditing(null);
    void reload();
  };

  const toggle = (color: AdminColor) =>
    change
      .mutateAsync({
        kind: 'update',
        colorId: color.id,
        input: { ...payloadOf(color), isActive: !color.isActive },
      })
      .catch((error) => toastFailure(t('admin.colors.errors.update'), error));

  const remove = async () => {
    if (!toDelete) return;
    try {
      await change.mutateAsync({ kind: 'delete', colorId: toDelete.id });
      toast.success(t('admin.colors.deleted'));
      void reload();
    } catch (error) {
      toastFailure(t('admin.colors.errors.delete'), error);
    } finally {
      setToDelete(null);
    }
  };

  return (
    <SectionCard
      id="product-colors"
      title={t('admin.colors.title')}
      description={t('admin.colors.help')}
      actions={
        <Button size="sm" icon={<PlusIcon className="size-4" />} onClick={() => setEditing({})}>
          {t('admin.colors.add')}
        </Button>
      }
    >
      {order.list.length ? (
        <ColorList
          colors={order.list}
          onMove={order.move}
          onEdit={(color) => setEditing({ color })}
          onDelete={setToDelete}
          onToggle={toggle}
          busy={change.isPending && !order.saving}
        />
      ) : (
        <p className="text-sm text-slate-600">{t('admin.colors.none')}</p>
      )}
      <p className="sr-only" aria-live="polite">
        {order.announcement}
      </p>
      <Dialog
        open={editing !== null}
        onClose={() => setEditing(null)}
        title={t(editing?.color ? 'admin.colors.editTitle' : 'admin.colors.addTitle')}
      >
        <ColorForm color={editing?.color} onSubmit={save} onCancel={() => setEditing(null)} />
      </Dialog>
      <ConfirmDialog
        open={toDelete !== null}
        destructive
        title={t('admin.colors.confirmDeleteTitle')}
        message={t('admin.colors.confirmDelete', {
          name: toDelete ? pickLocalized(lang, toDelete.name, toDelete.nameAr) : '',
        })}
        confirmLabel={t('admin.actions.delete')}
        loading={change.isPending}
        onConfirm={remove}
        onCancel={() => setToDelete(null)}
      />
    </SectionCard>
  );
}
