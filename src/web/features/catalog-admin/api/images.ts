import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { type AdminImage, invalidateCatalog, patchCachedProduct } from './keys';

const quiet = { silent: true } as const;
const base = (productId: string) => `/admin/products/${encodeURIComponent(productId)}/images`;

type ImageChange = { kind: 'delete'; imageId: string } | { kind: 'reorder'; ids: string[] };

/** Deleting and reordering images; both answer the product's full image list. */
export function useImageChange(productId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: ImageChange) => {
      const request =
        change.kind === 'delete'
          ? api.delete<{ images: AdminImage[] }>(`${base(productId)}/${change.imageId}`, quiet)
          : api.put<{ images: AdminImage[] }>(
              `${base(productId)}/order`,
              { ids: change.ids },
              quiet,
            );
      return request.then((answer) => answer.images);
    },
    onSuccess: (images) => {
      patchCachedProduct(queryClient, productId, { images });
      invalidateCatalog(queryClient);
    },
  });
}
