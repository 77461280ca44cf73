import { BoltIcon } from '../../../components/ui/icons';
import { cn } from '../../../lib/cn';

interface ProductImageProps {
  src: string | null | undefined;
  alt: string;
  /** Above-the-fold images load at once; the rest wait until scrolled near (DESIGN §8). */
  eager?: boolean;
  className?: string;
}

/** Square product photo (uploads are 800×800); width/height reserve space so nothing jumps. */
export function ProductImage({ src, alt, eager = false, className }: ProductImageProps) {
  if (!src) {
    return (
      <div
        role="img"
        aria-label={alt}
        className={cn(
          'flex aspect-square items-center justify-center bg-brand-50 text-brand-700',
          className,
        )}
      >
        <BoltIcon className="size-12" />
      </div>
    );
  }
  return (
    <img
      src={src}
      alt={alt}
      width={800}
      height={800}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      className={cn('aspect-square w-full bg-white object-contain', className)}
    />
  );
}
