import { useState } from 'react';
import { IMAGE_MAX_BYTES } from '../../../../../shared/schemas/catalog-admin';
import { SectionCard } from '../../../../components/admin/section-card';
import { Alert } from '../../../../components/ui/alert';
import { Button } from '../../../../components/ui/button';
import { ConfirmDialog } from '../../../../components/ui/confirm-dialog';
import { toastFailure } from '../../../../lib/failure-toast';
import { formatNumber } from '../../../../lib/format';
import toast from '../../../../lib/toast';
import { useTranslation } from '../../../../lib/translation';
import { useLang } from '../../../../lib/use-lang';
import { useImageChange } from '../../api/images';
import type { AdminImage } from '../../api/keys';
import { megabytes } from '../../lib/image-check';
import { useReorderable } from '../../lib/use-reorderable';
import { ImageDropZone } from './image-drop-zone';
import { ImageGrid } from './image-grid';
import { ImageUploadList } from './image-upload-list';
import { useImageUpload } from './use-image-upload';

/** Upload (with progress), delete and reorder the images of a saved product. */
export function ImagesManager({ productId, images }: { productId: string; images: AdminImage[] }) {
  const { t } = useTranslation();
  const lang = useLang();
  const upload = useImageUpload(productId);
  const change = useImageChange(productId);
  const [toDelete, setToDelete] = useState<AdminImage | null>(null);
  const order = useReorderable(images, {
    save: (ids) => change.mutateAsync({ kind: 'reorder', ids }),
    onError: (error) => toastFailure(t('admin.images.errors.reorder'), error),
    describe: (position, total) =>
      t('admin.reorder.moved', {
        position: formatNumber(position, lang),
        total: formatNumber(total, lang),
      }),
  });
  const max = formatNumber(megabytes(IMAGE_MAX_BYTES), lang);

  const remove = async () => {
    if (!toDelete) return;
    try {
      await change.mutateAsync({ kind: 'delete', imageId: toDelete.id });
      toast.success(t('admin.images.deleted'));
    } catch (error) {
      toastFailure(t('admin.images.errors.delete'), error);
    } finally {
      setToDelete(null);
    }
  };

  return (
    <SectionCard
      id="product-images"
      title={t('admin.images.title')}
      description={t('admin.images.help')}
    >
      <ImageDropZone onFiles={upload.add} />
      {upload.rejected.length ? (
        <Alert
          tone="error"
          title={t('admin.images.rejectedTitle')}
          actions={
            <Button variant="secondary" size="sm" onClick={upload.dismissRejected}>
              {t('common.dismiss')}
            </Button>
          }
        >
          <ul className="list-inside list-disc">
            {upload.rejected.map(({ file, problem }) => (
              <li key={`${file.name}-${file.size}`}>
                {t(`admin.images.rejected.${problem}`, { name: file.name, max })}
              </li>
            ))}
          </ul>
        </Alert>
      ) : null}
      <ImageUploadList items={upload.items} />
      {order.list.length ? (
        <ImageGrid
          images={order.list}
          onMove={order.move}
          onDelete={setToDelete}
          busy={change.isPending && !order.saving}
        />
      ) : (
        <p className="text-sm text-slate-600">{t('admin.images.none')}</p>
      )}
      <p className="sr-only" aria-live="polite">
        {order.announcement}
      </p>
      <ConfirmDialog
        open={toDelete !== null}
        destructive
        title={t('admin.images.confirmDeleteTitle')}
        message={t('admin.images.confirmDelete')}
        confirmLabel={t('admin.actions.delete')}
        loading={change.isPending}
        onConfirm={remove}
        onCancel={() => setToDelete(null)}
      />
    </SectionCard>
  );
}
