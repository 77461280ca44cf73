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
/**
 * A news cover as every page shows it (40:21, `object-cover`; also the 1.91:1 a shared link's
 * preview takes), stored at this size with a copy a phone's card or article takes (decision 076).
 */
export const COVER = { width: 1200, height: 630, thumbWidth: 800, thumbHeight: 420 } as const;
/** Seeded images are 800 px wide; admin uploads up to 1600. Used when the width is unknown. */
export const DEFAULT_FULL_WIDTH = 800;

export interface ImageSources {
  url: string | null | undefined;
  thumbUrl?: string | null;
  width?: number | null;
  /** The copy's width when it is not THUMB_WIDTH (a news cover's). */
  thumbWidth?: number;
}

/**
 * `thumb 400w, full <width>w` so phones fetch the 400 px file and wide or dense screens the full
 * one. Undefined when there is only one file (the plain src is then enough).
 */
export function buildSrcSet({
  url,
  thumbUrl,
  width,
  thumbWidth = THUMB_WIDTH,
}: ImageSources): string | undefined {
  if (!url) return undefined;
  const full = width && width > 0 ? width : DEFAULT_FULL_WIDTH;
  if (!thumbUrl || thumbUrl === url || full <= thumbWidth) return undefined;
  return `${thumbUrl} ${thumbWidth}w, ${url} ${full}w`;
}

/** A news cover's srcset: its 800 px copy and the full cover (decision 076). */
export const coverSrcSet = (url: string | null, thumbUrl: string | null) =>
  buildSrcSet({ url, thumbUrl, width: COVER.width, thumbWidth: COVER.thumbWidth });

/** Card grid: 2 columns on phones, 3 from md, 4 from lg inside the 80rem container. */
export const CARD_SIZES =
  '(min-width: 1280px) 300px, (min-width: 1024px) 24vw, (min-width: 768px) 32vw, 48vw';
/**
 * Category tiles (800 × 600, a 400 px copy): 2 columns on phones, 3 from sm, 4 from lg and 7 from
 * xl inside the 80rem container (features/catalog/components/category-grid.tsx).
 */
export const TILE_SIZES =
  '(min-width: 1280px) 170px, (min-width: 1024px) 24vw, (min-width: 640px) 32vw, 48vw';
/**
 * News cards (features/blog/components/post-card.tsx, POST_GRID): one column on phones, two from
 * sm, three from lg inside the 80rem container. A phone's card and a desktop's third both take
 * the 800 px copy; only a dense desktop screen takes the full cover.
 */
export const COVER_CARD_SIZES =
  '(min-width: 1280px) 400px, (min-width: 1024px) 31vw, (min-width: 640px) 46vw, 92vw';
/** A post's own cover: the article's column (max-w-3xl, 48rem), less the page's margins below. */
export const COVER_ARTICLE_SIZES = '(min-width: 816px) 768px, 92vw';
/** Product page main image: full width on phones, half of the 80rem container from md. */
export const GALLERY_SIZES = '(min-width: 1280px) 600px, (min-width: 768px) 48vw, 100vw';
