import { TrashIcon } from '../../../../components/admin/action-icons';
import { MoveButtons } from '../../../../components/admin/move-buttons';
import { Badge } from '../../../../components/ui/badge';
import { cn } from '../../../../lib/cn';
import { formatNumber } from '../../../../lib/format';
import { useTranslation } from '../../../../lib/translation';
import { useLang } from '../../../../lib/use-lang';
import type { AdminImage } from '../../api/keys';
import { useDragReorder } from '../../lib/use-drag-reorder';

interface ImageGridProps {
  images: AdminImage[];
  onMove: (from: number, to: number) => void;
  onDelete: (image: AdminImage) => void;
  busy?: boolean;
}

/** The product's images in order; the first is the main image. Drag, or use the arrows. */
export function ImageGrid({ images, onMove, onDelete, busy = false }: ImageGridProps) {
  const { t } = useTranslation();
  const lang = useLang();
  const { itemProps, dragging, over } = useDragReorder(onMove);
  return (
    <ol className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
      {images.map((image, index) => {
        const n = formatNumber(index + 1, lang);
        return (
          <li
            key={image.id}
            {...itemProps(index)}
            aria-label={t('admin.images.imageN', { n })}
            className={cn(
              'group relative flex cursor-grab flex-col overflow-hidden rounded-lg border bg-white',
              index === 0 ? 'border-brand-700 ring-1 ring-brand-700' : 'border-slate-200',
              dragging === index && 'opacity-50',
              over === index && dragging !== index && 'ring-2 ring-brand-600',
            )}
          >
            <img
              src={image.thumbUrl || image.url}
              alt=""
              width={400}
              height={400}
              loading="lazy"
              draggable={false}
              className="aspect-square w-full bg-slate-50 object-contain"
            />
            {index === 0 ? (
              <Badge tone="success" className="absolute top-2 start-2">
                {t('admin.images.main')}
              </Badge>
            ) : null}
            <div className="flex items-center justify-between gap-1 border-t border-slate-200 px-1 py-1">
              <MoveButtons
                axis="inline"
                index={index}
                count={images.length}
                onMove={onMove}
                disabled={busy}
                earlierLabel={t('admin.images.moveEarlier', { n })}
                laterLabel={t('admin.images.moveLater', { n })}
              />
              <button
                type="button"
                onClick={() => onDelete(image)}
                aria-label={t('admin.images.delete', { n })}
                title={t('admin.images.delete', { n })}
                className="inline-flex size-8 items-center justify-center rounded-md text-red-700 hover:bg-red-50"
              >
                <TrashIcon className="size-4" />
              </button>
            </div>
          </li>
        );
      })}
    </ol>
  );
}
