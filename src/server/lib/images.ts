import sharp, { type ResizeOptions, type Sharp } from 'sharp';
import { COVER, THUMB_WIDTH, TILE } from '../../shared/image-sources';

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
 * An upload read with limits (an error in the file fails it; at most 40 Mpx) and turned upright
 * from its EXIF orientation. Every WebP made from it drops all metadata (location, camera), and
 * re-encoding neutralises anything smuggled inside the original file.
 */
const uploaded = (bytes: Buffer) =>
  sharp(bytes, { failOn: 'error', limitInputPixels: 40_000_000 }).rotate();

/** One WebP of `source` resized as asked, with the size it came out at. */
async function webpOf(source: Sharp, resize: ResizeOptions, quality: number) {
  const { data, info } = await source
    .clone()
    .resize(resize)
    .webp({ quality })
    .toBuffer({ resolveWithObject: true });
  return { bytes: data, width: info.width, height: info.height };
}

/** A product picture: a WebP of at most 1600 px plus a 400 px thumbnail. */
export async function processProductImage(bytes: Buffer): Promise<ProcessedImage> {
  const source = uploaded(bytes);
  const inside = (size: number) =>
    ({ width: size, height: size, fit: 'inside', withoutEnlargement: true }) as const;
  const [large, thumb] = await Promise.all([
    webpOf(source, inside(1600), 82),
    webpOf(source, inside(THUMB_WIDTH), 78),
  ]);
  return { large, thumb };
}

/** A fixed frame and its smaller copy, both filled by cropping from the centre (`object-cover`). */
interface CroppedFrame {
  width: number;
  height: number;
  thumbWidth: number;
  thumbHeight: number;
}

/**
 * An upload cropped from its centre to the frame every page shows it in, at the frame's size,
 * plus the copy a phone takes from the srcset. A fixed size keeps the srcset's widths true
 * whatever was uploaded (a smaller upload is scaled up, as the browser would).
 */
async function processCropped(bytes: Buffer, frame: CroppedFrame): Promise<ProcessedImage> {
  const source = uploaded(bytes);
  const [large, thumb] = await Promise.all([
    webpOf(source, { width: frame.width, height: frame.height, fit: 'cover' }, 80),
    webpOf(source, { width: frame.thumbWidth, height: frame.thumbHeight, fit: 'cover' }, 78),
  ]);
  return { large, thumb };
}

/**
 * A category's tile picture: 4:3, as the storefront and the admin area already show it, with
 * the copy a phone's two-column grid takes (decision 075).
 */
export const processTileImage = (bytes: Buffer) => processCropped(bytes, TILE);

/**
 * A news cover: 40:21, as every page already shows it (cards, the article, the admin preview)
 * and as a shared link's preview takes it, with the copy a phone's card or article takes
 * (decision 076).
 */
export const processCoverImage = (bytes: Buffer) => processCropped(bytes, COVER);

/**
 * One WebP of at most `maxWidth` px wide and `maxHeight` px high, its shape kept (a category's
 * wide banner, a return's photo).
 */
export async function processSingleImage(
  bytes: Buffer,
  maxWidth: number,
  maxHeight: number,
): Promise<{ bytes: Buffer; width: number; height: number }> {
  return webpOf(
    uploaded(bytes),
    { width: maxWidth, height: maxHeight, fit: 'inside', withoutEnlargement: true },
    80,
  );
}
