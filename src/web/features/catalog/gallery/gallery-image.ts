import type { ProductDetail } from '../../../../shared/schemas/catalog';
import { localized } from '../../../lib/localized';

export interface GalleryImage {
  id: string;
  url: string;
  thumbUrl: string | null;
  width: number | null;
  height: number | null;
  alt: string;
}

/** The product's images with alt texts in the current language (the name when none is set). */
export function toGalleryImages(product: ProductDetail, lang: string): GalleryImage[] {
  const name = localized(product, 'name', lang);
  if (product.images.length === 0) {
    return product.imageUrl
      ? [
          {
            id: 'cover',
            url: product.imageUrl,
            thumbUrl: product.thumbUrl,
            width: null,
            height: null,
            alt: name,
          },
        ]
      : [];
  }
  return product.images.map((image) => ({
    id: image.id,
    url: image.url,
    thumbUrl: image.thumbUrl,
    width: image.width,
    height: image.height,
    alt: localized(image, 'alt', lang) || name,
  }));
}
