import { type KeyboardEvent, type MouseEvent, useEffect, useRef, useState } from 'react';
import { CloseIcon } from '../../../components/ui/icons';
import { ChevronIcon } from '../../../components/ui/more-icons';
import { cn } from '../../../lib/cn';
import { formatNumber } from '../../../lib/format';
import { useTranslation } from '../../../lib/translation';
import { useLang } from '../../../lib/use-lang';
import type { GalleryImage } from './gallery-image';
import { type GalleryMove, moveForKey } from './gallery-keys';
import { useSwipe } from './use-swipe';

interface ZoomDialogProps {
  open: boolean;
  images: GalleryImage[];
  index: number;
  onMove: (move: GalleryMove) => void;
  onClose: () => void;
}

/**
 * Full-screen view of the gallery in a native modal <dialog>: the browser traps the focus and
 * makes the page inert; Escape closes and the owner puts the focus back on the main image.
 * A click on the picture magnifies it twice around the clicked point.
 */
export function ZoomDialog({ open, images, index, onMove, onClose }: ZoomDialogProps) {
  const { t } = useTranslation();
  const lang = useLang();
  const rtl = lang === 'ar';
  const ref = useRef<HTMLDialogElement>(null);
  // Magnification belongs to one picture: moving to another starts unmagnified.
  const [magnifiedAt, setMagnifiedAt] = useState<number | null>(null);
  const magnified = magnifiedAt === index;
  const [origin, setOrigin] = useState('50% 50%');
  const swipe = useSwipe({
    onNext: () => onMove('next'),
    onPrevious: () => onMove('previous'),
    rtl,
    enabled: !magnified && images.length > 1,
  });

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal?.();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  const image = images[index];
  const count = images.length;
  const close = () => {
    setMagnifiedAt(null);
    onClose();
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      close();
      return;
    }
    const step = moveForKey(event.key, rtl);
    if (!step || count < 2) return;
    event.preventDefault();
    onMove(step);
  };

  const pointAt = (event: MouseEvent<HTMLElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    if (!box.width || !box.height) return;
    const x = ((event.clientX - box.left) / box.width) * 100;
    const y = ((event.clientY - box.top) / box.height) * 100;
    setOrigin(`${x.toFixed(1)}% ${y.toFixed(1)}%`);
  };

  const round =
    'flex size-11 items-center justify-center rounded-full bg-slate-900/75 text-white ring-1 ring-white/40 hover:bg-slate-900 focus-visible:outline-white';

  return (
    <dialog
      ref={ref}
      aria-label={t('product.gallery.zoomTitle')}
      onCancel={(event) => {
        event.preventDefault(); // the owner's state decides, so state and DOM never disagree
        close();
      }}
      onKeyDown={onKeyDown}
      className="m-0 h-dvh max-h-none w-screen max-w-none bg-slate-950 p-0 text-white backdrop:bg-slate-950"
    >
      {open && image ? (
        <div className="flex h-full flex-col">
          <div className="flex items-center justify-between gap-4 p-3">
            <p className="text-sm font-semibold tabular-nums" aria-live="polite">
              {t('product.gallery.counter', {
                current: formatNumber(index + 1, lang),
                total: formatNumber(count, lang),
              })}
            </p>
            <button type="button" onClick={close} className={round} aria-label={t('common.close')}>
              <CloseIcon />
            </button>
          </div>
          <div className="relative flex min-h-0 flex-1 items-center justify-center overflow-hidden px-2 pb-4">
            <button
              type="button"
              {...swipe.handlers}
              onClick={(event) => {
                if (swipe.wasSwipe()) return;
                pointAt(event);
                setMagnifiedAt(magnified ? null : index);
              }}
              onMouseMove={magnified ? pointAt : undefined}
              aria-pressed={magnified}
              aria-label={magnified ? t('product.gallery.zoomOut') : t('product.gallery.zoomIn')}
              className={cn(
                'flex size-full touch-pan-y items-center justify-center overflow-hidden',
                magnified ? 'cursor-zoom-out' : 'cursor-zoom-in',
              )}
            >
              <img
                // Always the full-size file: this view exists to see the details.
                src={image.url}
                alt={image.alt}
                width={image.width ?? 800}
                height={image.height ?? 800}
                draggable={false}
                style={{ transformOrigin: origin }}
                className={cn(
                  'max-h-full max-w-full select-none object-contain transition-transform duration-200',
                  magnified && 'scale-200',
                )}
              />
            </button>
            {count > 1 ? (
              <>
                <button
                  type="button"
                  onClick={() => onMove('previous')}
                  aria-label={t('product.gallery.previous')}
                  className={cn(round, 'absolute start-3 top-1/2 -translate-y-1/2')}
                >
                  <ChevronIcon className="size-6 rotate-180 rtl:rotate-0" />
                </button>
                <button
                  type="button"
                  onClick={() => onMove('next')}
                  aria-label={t('product.gallery.next')}
                  className={cn(round, 'absolute end-3 top-1/2 -translate-y-1/2')}
                >
                  <ChevronIcon className="size-6 rtl:rotate-180" />
                </button>
              </>
            ) : null}
          </div>
        </div>
      ) : null}
    </dialog>
  );
}
