export type GalleryMove = 'next' | 'previous' | 'first' | 'last';

/**
 * Arrow keys follow the reading direction: in Arabic (right to left) the "next" image is to the
 * left, so ArrowLeft moves forward, exactly like the tabs and the pagination.
 */
export function moveForKey(key: string, rtl: boolean): GalleryMove | null {
  switch (key) {
    case 'ArrowRight':
      return rtl ? 'previous' : 'next';
    case 'ArrowLeft':
      return rtl ? 'next' : 'previous';
    case 'Home':
      return 'first';
    case 'End':
      return 'last';
    default:
      return null;
  }
}

/** The index after a move; next/previous wrap around so every image is reachable both ways. */
export function applyMove(index: number, move: GalleryMove, count: number): number {
  if (count <= 0) return 0;
  switch (move) {
    case 'next':
      return (index + 1) % count;
    case 'previous':
      return (index - 1 + count) % count;
    case 'first':
      return 0;
    case 'last':
      return count - 1;
  }
}
