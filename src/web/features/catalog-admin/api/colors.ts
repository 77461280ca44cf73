import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type {
  AdminColor,
  AdminProduct,
  colorInputSchema,
} from '../../../../shared/schemas/catalog-admin';
import { api } from '../../../lib/api-client';
import { adminKeys, invalidateCatalog, patchCachedProduct } from './keys';

export type ColorPayload = z.output<typeof colorInputSchema>;

const quiet = { silent: true } as const;
const base = (productId: string) => `/admin/products/${encodeURIComponent(productId)}/colors`;

type ColorChange =
  | { kind: 'add'; input: ColorPayload }
  | { kind: 'update'; colorId: string; input: ColorPayload }
  | { kind: 'delete'; colorId: string }
  | { kind: 'reorder'; ids: string[] };

function send(productId: string, change: ColorChange): Promise<AdminColor[] | AdminColor | null> {
  const url = base(productId);
  switch (change.kind) {
    case 'add':
      return api.post<AdminColor>(url, change.input, quiet);
    case 'update':
      return api.put<AdminColor>(`${url}/${change.colorId}`, change.input, quiet);
    case 'delete':
      return api.delete(`${url}/${change.colorId}`, quiet).then(() => null);
    case 'reorder':
      return api
        .put<{ colors: AdminColor[] }>(`${url}/order`, { ids: change.ids }, quiet)
        .then((answer) => answer.colors);
  }
}

/** The colors after a change, computed from the server's answer. */
function nextColors(colors: AdminColor[], change: ColorChange, answer: unknown): AdminColor[] {
  if (change.kind === 'reorder') return answer as AdminColor[];
  if (change.kind === 'delete') return colors.filter((color) => color.id !== change.colorId);
  const saved = answer as AdminColor;
  if (change.kind === 'add') return [...colors, saved];
  return colors.map((color) => (color.id === saved.id ? saved : color));
}

/** Every color change of one product; the cached product follows the server's answers. */
export function useColorChange(productId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: ColorChange) => send(productId, change),
    onSuccess: (answer, change) => {
      const product = queryClient.getQueryData<AdminProduct>(adminKeys.product(productId));
      const colors = nextColors(product?.colors ?? [], change, answer);
      patchCachedProduct(queryClient, productId, { colors });
      invalidateCatalog(queryClient);
    },
  });
}
