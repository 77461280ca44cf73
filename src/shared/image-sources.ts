/**
 * srcset / sizes of the shop's images, shared so the page head's `<link rel="preload">` for the
 * LCP image (server) names exactly the candidates the `<img>` picks from (web): a mismatch would
 * fetch the picture twice.
 */

/** Width of the small version every upload and seed image has (DESIGN §6). */
export const THUMB_WIDTH = 400;
/**
 * A category's tile as every page shows it (4:3, `object-cover`), stored at this size with a
 * copy THUMB_WIDTH wide (decision 075).
 */
export const TILE = { width: 800, height: 600, thumbWidth: THUMB_WIDTH, thumbHeight: 300 } as const;
/** Seeded images are 800 px wide; admin uploads up to 1600. Used when the width is unknown. */
export const DEFAULT_FULL_WIDTH = 800;

export interface ImageSources {
  url: string | null | undefined;
  thumbUrl?: string | null;
  width?: number | null;
}

/**
 * `thumb 400w, full <width>w` so phones fetch the 400 px file and wide or dense screens the full
 * one. Undefined when there is only one file (the plain src is then enough).
 */
export function buildSrcSet({ url, thumbUrl, width }: ImageSources): string | undefined {
  if (!url) return undefined;
  const full = width && width > 0 ? width : DEFAULT_FULL_WIDTH;
  if (!thumbUrl || thumbUrl === url || full <= THUMB_WIDTH) return undefined;
  return `${thumbUrl} ${THUMB_WIDTH}w, ${url} ${full}w`;
}

/** Card grid: 2 columns on phones, 3 from md, 4 from lg inside the 80rem container. */
export const CARD_SIZES =
  '(min-width: 1280px) 300px, (min-width: 1024px) 24vw, (min-width: 768px) 32vw, 48vw';
/**
 * Category tiles (800 × 600, a 400 px copy): 2 columns on phones, 3 from sm, 4 from lg and 7 from
 * xl inside the 80rem container (features/catalog/components/category-grid.tsx).
 */
export const TILE_SIZES =
  '(min-width: 1280px) 170px, (min-width: 1024px) 24vw, (min-width: 640px) 32vw, 48vw';
/** Product page main image: full width on phones, half of the 80rem container from md. */
export const GALLERY_SIZES = '(min-width: 1280px) 600px, (min-width: 768px) 48vw, 100vw';
