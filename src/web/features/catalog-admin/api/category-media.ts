import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminCategory } from '../../../../shared/schemas/catalog-admin';
import { api } from '../../../lib/api-client';
import { adminKeys, invalidateCatalog } from './keys';
import { uploadFiles } from './upload';

/** A category's two pictures: the home page tile and the category page's banner. */
export type CategoryMediaSlot = 'image' | 'banner';

type MediaChange =
  | { kind: 'upload'; id: string; slot: CategoryMediaSlot; file: File }
  | { kind: 'remove'; id: string; slot: CategoryMediaSlot };

const path = (id: string, slot: CategoryMediaSlot) =>
  `/admin/categories/${encodeURIComponent(id)}/${slot}`;

/** Uploads (replacing) or removes a category's picture or banner; answers the category. */
export function useCategoryMedia() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: MediaChange) =>
      change.kind === 'upload'
        ? uploadFiles<AdminCategory>(path(change.id, change.slot), [change.file])
        : api.delete<AdminCategory>(path(change.id, change.slot), { silent: true }),
    onSuccess: (category) => {
      queryClient.setQueryData<AdminCategory[]>(adminKeys.categories, (old) =>
        old?.map((c) => (c.id === category.id ? category : c)),
      );
      void queryClient.invalidateQueries({ queryKey: adminKeys.categories });
      invalidateCatalog(queryClient);
    },
  });
}
