import { cn } from '../../../lib/cn';
import { formatNumber } from '../../../lib/format';
import { useTranslation } from '../../../lib/translation';
import { useLang } from '../../../lib/use-lang';
import type { GalleryImage } from './gallery-image';

interface GalleryThumbnailsProps {
  images: GalleryImage[];
  index: number;
  onSelect: (index: number) => void;
}

/** One button per image; the current one is marked with aria-current and a green ring. */
export function GalleryThumbnails({ images, index, onSelect }: GalleryThumbnailsProps) {
  const { t } = useTranslation();
  const lang = useLang();
  const total = formatNumber(images.length, lang);
  return (
    <ul className="flex gap-2 overflow-x-auto p-1">
      {images.map((image, i) => (
        <li key={image.id} className="shrink-0">
          <button
            type="button"
            data-thumb={i}
            onClick={() => onSelect(i)}
            aria-current={i === index ? 'true' : undefined}
            aria-label={t('product.gallery.show', { current: formatNumber(i + 1, lang), total })}
            className={cn(
              'block size-16 overflow-hidden rounded-lg border-2 bg-white transition sm:size-20',
              i === index
                ? 'border-brand-700 ring-2 ring-brand-200'
                : 'border-slate-200 opacity-80 hover:border-slate-400 hover:opacity-100',
            )}
          >
            <img
              loading="lazy"
              decoding="async"
              width={80}
              height={80}
              src={image.thumbUrl ?? image.url}
              alt=""
              draggable={false}
              className="size-full object-contain"
            />
          </button>
        </li>
      ))}
    </ul>
  );
}
