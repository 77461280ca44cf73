import { cn } from '../lib/cn';
import { buildSrcSet, CARD_SIZES } from '../lib/srcset';
import { BoltIcon } from './ui/icons';

export type ImagePriority = 'high' | 'eager' | 'lazy';

interface ProductImageProps {
  src: string | null | undefined;
  /** The 400 px version; with it the browser picks the right file for the slot (srcset). */
  thumbSrc?: string | null;
  alt: string;
  width?: number | null;
  height?: number | null;
  sizes?: string;
  /**
   * 'high' for the page's largest image (LCP), 'eager' for the rest of the first row, 'lazy'
   * (default) for everything below the fold (DESIGN §8).
   */
  priority?: ImagePriority;
  className?: string;
}

/** Square product photo; width/height reserve the space so nothing jumps while it loads. */
export function ProductImage({
  src,
  thumbSrc,
  alt,
  width,
  height,
  sizes = CARD_SIZES,
  priority = 'lazy',
  className,
}: ProductImageProps) {
  if (!src) {
    return (
      <div
        role="img"
        aria-label={alt}
        className={cn(
          'flex aspect-square w-full items-center justify-center bg-brand-50 text-brand-700',
          className,
        )}
      >
        <BoltIcon className="size-12" />
      </div>
    );
  }
  const srcSet = buildSrcSet({ url: src, thumbUrl: thumbSrc, width });
  return (
    // Loading hints come before the sources: some browsers start fetching as soon as src is set.
    <img
      loading={priority === 'lazy' ? 'lazy' : 'eager'}
      fetchPriority={priority === 'high' ? 'high' : undefined}
      decoding={priority === 'high' ? 'sync' : 'async'}
      width={width ?? 800}
      height={height ?? 800}
      sizes={srcSet ? sizes : undefined}
      srcSet={srcSet}
      src={src}
      alt={alt}
      draggable={false}
      className={cn('aspect-square w-full bg-white object-contain', className)}
    />
  );
}
