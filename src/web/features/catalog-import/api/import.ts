import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  IMPORT_FILE_FIELD,
  type ImportPreview,
  type ImportResult,
} from '../../../../shared/schemas/catalog-import';
import { API_BASE, api } from '../../../lib/api-client';
import { adminKeys, invalidateCatalog } from '../../catalog-admin/api/keys';

/** The export: a plain link, so the browser streams the file to disk however big it is. */
export const PRODUCT_EXPORT_HREF = `${API_BASE}/admin/products/export.csv`;

const form = (file: File) => {
  const data = new FormData();
  data.append(IMPORT_FILE_FIELD, file, file.name);
  return data;
};

// Large files take a while to check and write: longer than an ordinary call may.
const options = { silent: true, timeoutMs: 120_000 } as const;

/** POST /admin/products/import/preview: what the file would do; nothing is written. */
export function usePreviewImport() {
  return useMutation({
    mutationFn: (file: File) =>
      api.post<ImportPreview>('/admin/products/import/preview', form(file), options),
  });
}

/** POST /admin/products/import: the same file, written in one transaction (all or nothing). */
export function useApplyImport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File) =>
      api.post<ImportResult>('/admin/products/import', form(file), options),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: adminKeys.all });
      invalidateCatalog(queryClient);
    },
  });
}
