import sharp from 'sharp';

export type ImageKind = 'jpeg' | 'png' | 'webp';

/** The real type from the first bytes; the file name and the browser's claim are not trusted. */
export function sniffImageType(bytes: Buffer): ImageKind | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff)
    return 'jpeg';
  if (
    bytes.length >= 8 &&
    bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))
  ) {
    return 'png';
  }
  if (
    bytes.length >= 12 &&
    bytes.toString('latin1', 0, 4) === 'RIFF' &&
    bytes.toString('latin1', 8, 12) === 'WEBP'
  ) {
    return 'webp';
  }
  return null;
}

export interface ProcessedImage {
  large: { bytes: Buffer; width: number; height: number };
  thumb: { bytes: Buffer; width: number; height: number };
}

/**
 * Re-encodes an upload: applies EXIF orientation, drops all metadata (location, camera), and
 * makes a WebP of at most 1600 px plus a 400 px thumbnail. Re-encoding also neutralises
 * anything smuggled inside the original file.
 */
export async function processProductImage(bytes: Buffer): Promise<ProcessedImage> {
  const source = sharp(bytes, { failOn: 'error', limitInputPixels: 40_000_000 }).rotate();
  const render = async (width: number, quality: number) => {
    const { data, info } = await source
      .clone()
      .resize({ width, height: width, fit: 'inside', withoutEnlargement: true })
      .webp({ quality })
      .toBuffer({ resolveWithObject: true });
    return { bytes: data, width: info.width, height: info.height };
  };
  const [large, thumb] = await Promise.all([render(1600, 82), render(400, 78)]);
  return { large, thumb };
}

/** A category's tile as every page shows it (4:3, `object-cover`), and its copy for phones. */
export const TILE = { width: 800, height: 600, thumbWidth: 400, thumbHeight: 300 } as const;

/**
 * A category's tile picture, with the same clean-up as product images: cropped to 4:3 from its
 * centre, as the storefront and the admin area already show it, at 800 × 600 px, plus a
 * 400 × 300 copy that a phone's two-column grid takes from the srcset. A fixed size keeps the
 * srcset's widths true whatever was uploaded (a smaller upload is scaled up, as the browser would).
 */
export async function processTileImage(bytes: Buffer): Promise<ProcessedImage> {
  const source = sharp(bytes, { failOn: 'error', limitInputPixels: 40_000_000 }).rotate();
  const render = async (width: number, height: number, quality: number) => {
    const { data, info } = await source
      .clone()
      .resize({ width, height, fit: 'cover' })
      .webp({ quality })
      .toBuffer({ resolveWithObject: true });
    return { bytes: data, width: info.width, height: info.height };
  };
  const [large, thumb] = await Promise.all([
    render(TILE.width, TILE.height, 80),
    render(TILE.thumbWidth, TILE.thumbHeight, 78),
  ]);
  return { large, thumb };
}

/**
 * A news cover: the same clean-up as product images, as one WebP of at most 1200 px (the demo
 * covers' width). Wide pictures keep their shape; the page crops them with CSS.
 */
export async function processCoverImage(
  bytes: Buffer,
): Promise<{ bytes: Buffer; width: number; height: number }> {
  const { data, info } = await sharp(bytes, { failOn: 'error', limitInputPixels: 40_000_000 })
    .rotate()
    .resize({ width: 1200, height: 1200, fit: 'inside', withoutEnlargement: true })
    .webp({ quality: 80 })
    .toBuffer({ resolveWithObject: true });
  return { bytes: data, width: info.width, height: info.height };
}

/**
 * One clean WebP of at most `maxWidth` px wide and `maxHeight` px high (a category's tile
 * picture or its wide banner), with the same clean-up as product images.
 */
export async function processSingleImage(
  bytes: Buffer,
  maxWidth: number,
  maxHeight: number,
): Promise<{ bytes: Buffer; width: number; height: number }> {
  const { data, info } = await sharp(bytes, { failOn: 'error', limitInputPixels: 40_000_000 })
    .rotate()
    .resize({ width: maxWidth, height: maxHeight, fit: 'inside', withoutEnlargement: true })
    .webp({ quality: 80 })
    .toBuffer({ resolveWithObject: true });
  return { bytes: data, width: info.width, height: info.height };
}
