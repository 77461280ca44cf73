import { type KeyboardEvent, useCallback, useRef, useState } from 'react';
import { ProductImage } from '../../../components/product-image';
import { ChevronIcon } from '../../../components/ui/more-icons';
import { cn } from '../../../lib/cn';
import { formatNumber } from '../../../lib/format';
import { GALLERY_SIZES } from '../../../lib/srcset';
import { useTranslation } from '../../../lib/translation';
import { useLang } from '../../../lib/use-lang';
import type { GalleryImage } from './gallery-image';
import { applyMove, type GalleryMove, moveForKey } from './gallery-keys';
import { GalleryThumbnails } from './gallery-thumbnails';
import { useSwipe } from './use-swipe';
import { ZoomDialog } from './zoom-dialog';

interface ProductGalleryProps {
  images: GalleryImage[];
  /** Shown (as a placeholder's label) when the product has no image at all. */
  name: string;
}

/**
 * Main image with thumbnails. Arrow keys (following the reading direction), Home/End, swipe and
 * the overlay buttons move between images; a click on the main image opens the zoom view.
 */
export function ProductGallery({ images, name }: ProductGalleryProps) {
  const { t } = useTranslation();
  const lang = useLang();
  const rtl = lang === 'ar';
  const [index, setIndex] = useState(0);
  const [zoomOpen, setZoomOpen] = useState(false);
  const mainRef = useRef<HTMLButtonElement>(null);
  const count = images.length;

  const move = useCallback(
    (step: GalleryMove) => setIndex((current) => applyMove(current, step, count)),
    [count],
  );
  const next = useCallback(() => move('next'), [move]);
  const previous = useCallback(() => move('previous'), [move]);
  const swipe = useSwipe({ onNext: next, onPrevious: previous, rtl, enabled: count > 1 });

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    const step = moveForKey(event.key, rtl);
    if (!step || count < 2) return;
    event.preventDefault();
    const target = applyMove(index, step, count);
    setIndex(target);
    // Roving focus among the thumbnails; the main image keeps the focus where it is.
    const thumb = (event.target as HTMLElement).closest('[data-thumb]');
    if (thumb) {
      event.currentTarget.querySelector<HTMLElement>(`[data-thumb="${target}"]`)?.focus();
    }
  };

  const closeZoom = () => {
    setZoomOpen(false);
    mainRef.current?.focus(); // back where the visitor was (the browser does it too; be sure)
  };

  if (count === 0) {
    return (
      <div className="overflow-hidden rounded-2xl border border-slate-200 bg-white">
        <ProductImage src={null} alt={name} />
      </div>
    );
  }

  const safeIndex = Math.min(index, count - 1);
  const image = images[safeIndex];
  const position = { current: formatNumber(safeIndex + 1, lang), total: formatNumber(count, lang) };
  const arrow =
    'absolute top-1/2 flex size-10 -translate-y-1/2 items-center justify-center rounded-full bg-white/90 text-ink shadow-md ring-1 ring-slate-200 hover:bg-white';

  return (
    <>
      <section
        aria-roledescription={t('product.gallery.roledescription')}
        aria-label={t('product.gallery.label')}
        onKeyDown={onKeyDown}
        className="flex flex-col gap-3"
      >
        <div className="relative overflow-hidden rounded-2xl border border-slate-200 bg-white">
          <button
            ref={mainRef}
            type="button"
            {...swipe.handlers}
            onClick={() => {
              if (!swipe.wasSwipe()) setZoomOpen(true);
            }}
            aria-label={t('product.gallery.zoom', position)}
            className="block w-full cursor-zoom-in touch-pan-y select-none"
          >
            <ProductImage
              src={image.url}
              thumbSrc={image.thumbUrl}
              width={image.width}
              height={image.height}
              sizes={GALLERY_SIZES}
              alt={image.alt}
              priority={safeIndex === 0 ? 'high' : 'eager'}
            />
          </button>
          {count > 1 ? (
            <>
              <button
                type="button"
                onClick={previous}
                aria-label={t('product.gallery.previous')}
                className={cn(arrow, 'start-2')}
              >
                <ChevronIcon className="size-5 rotate-180 rtl:rotate-0" />
              </button>
              <button
                type="button"
                onClick={next}
                aria-label={t('product.gallery.next')}
                className={cn(arrow, 'end-2')}
              >
                <ChevronIcon className="size-5 rtl:rotate-180" />
              </button>
              <p
                aria-live="polite"
                className="absolute bottom-2 end-2 rounded-full bg-ink/75 px-2.5 py-0.5 text-xs font-semibold text-white tabular-nums"
              >
                {t('product.gallery.counter', position)}
              </p>
            </>
          ) : null}
        </div>
        {count > 1 ? (
          <GalleryThumbnails images={images} index={safeIndex} onSelect={setIndex} />
        ) : null}
      </section>
      <ZoomDialog
        open={zoomOpen}
        images={images}
        index={safeIndex}
        onMove={move}
        onClose={closeZoom}
      />
    </>
  );
}
