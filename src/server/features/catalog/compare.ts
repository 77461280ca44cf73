import type { CompareProduct } from '../../../shared/schemas/compare';
import { AppError } from '../../lib/app-error';
import type { CatalogService } from './service';

/**
 * The products of the compare page (issue 24), in the order asked for: each read as the product
 * page reads it (visible products only, prices and savings from the one pricing rule), reduced
 * to what the table shows. A product hidden, deleted or unknown since it was chosen is left out,
 * so the page can drop it from the visitor's list.
 */
export async function compareProducts(
  catalog: Pick<CatalogService, 'getProduct'>,
  ids: string[],
): Promise<CompareProduct[]> {
  const found = await Promise.all(
    ids.map((id) =>
      catalog.getProduct(id).catch((error: unknown) => {
        if (error instanceof AppError && error.status === 404) return null;
        throw error;
      }),
    ),
  );
  return found.flatMap((product) => {
    if (!product) return [];
    const { descriptionEn, descriptionAr, videoUrl, images, colors, options, variants, ...rest } =
      product;
    return [rest];
  });
}
