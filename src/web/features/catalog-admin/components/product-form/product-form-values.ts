import type { UseFormReturn } from 'react-hook-form';
import type { AdminProduct, ProductInput } from '../../../../../shared/schemas/catalog-admin';
import type { ProductPayload } from '../../api/products';

export type ProductForm = UseFormReturn<ProductInput, unknown, ProductPayload>;

/** A new product: everything empty but the sensible flags (price and category must be chosen). */
export const emptyProductValues = (): Partial<ProductInput> => ({
  nameEn: '',
  nameAr: '',
  descriptionEn: '',
  descriptionAr: '',
  compareAtPrice: null,
  categoryId: '',
  inStock: true,
  stockQuantity: null,
  isActive: true,
  isFeatured: false,
  videoUrl: '',
  properties: [],
});

/** Exactly the keys of productInputSchema (a strict object) from a saved product. */
export const productValues = (product: AdminProduct): ProductInput => ({
  nameEn: product.nameEn,
  nameAr: product.nameAr,
  descriptionEn: product.descriptionEn,
  descriptionAr: product.descriptionAr,
  price: product.price,
  compareAtPrice: product.compareAtPrice,
  categoryId: product.categoryId,
  inStock: product.inStock,
  stockQuantity: product.stockQuantity,
  isActive: product.isActive,
  isFeatured: product.isFeatured,
  videoUrl: product.videoUrl ?? '',
  properties: product.properties.map(({ keyEn, keyAr, valueEn, valueAr }) => ({
    keyEn,
    keyAr,
    valueEn,
    valueAr,
  })),
});

const TOP_FIELDS = [
  'nameEn',
  'nameAr',
  'descriptionEn',
  'descriptionAr',
  'price',
  'compareAtPrice',
  'categoryId',
  'inStock',
  'stockQuantity',
  'isActive',
  'isFeatured',
  'videoUrl',
  'properties',
] as const;
const PROPERTY_FIELDS = ['keyEn', 'keyAr', 'valueEn', 'valueAr'] as const;

/** Every input the server's field errors can land under ('properties.2.valueAr' included). */
export function productFieldNames(propertyCount: number) {
  const names: string[] = [...TOP_FIELDS];
  for (let index = 0; index < propertyCount; index += 1) {
    for (const field of PROPERTY_FIELDS) names.push(`properties.${index}.${field}`);
  }
  return names as (keyof ProductInput)[];
}
