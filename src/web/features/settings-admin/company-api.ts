import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  AdminLegalPage,
  AdminStoreProfile,
  LegalPageInput,
  LegalSlug,
  StoreProfilePayload,
} from '../../../shared/schemas/company';
import { api } from '../../lib/api-client';
import { siteQuery } from '../../lib/site-info';
import { legalPageKeys } from '../site/api/legal-page';

const quiet = { silent: true } as const;
export const storeProfileKey = ['admin-settings', 'store-profile'] as const;
const legalKey = (slug: LegalSlug) => ['admin-settings', 'legal', slug] as const;

export const useAdminStoreProfile = () =>
  useQuery({
    queryKey: storeProfileKey,
    queryFn: ({ signal }) =>
      api.get<AdminStoreProfile>('/admin/settings/store-profile', { ...quiet, signal }),
  });

export function useSaveStoreProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (profile: StoreProfilePayload) =>
      api.put<AdminStoreProfile>('/admin/settings/store-profile', profile, quiet),
    onSuccess: (saved) => {
      queryClient.setQueryData(storeProfileKey, saved);
      // The header, footer and company pages of this tab show the new brand without a reload.
      void queryClient.invalidateQueries({ queryKey: siteQuery.queryKey });
      void queryClient.invalidateQueries({ queryKey: legalPageKeys.all });
    },
  });
}

export const useAdminLegalPage = (slug: LegalSlug) =>
  useQuery({
    queryKey: legalKey(slug),
    queryFn: ({ signal }) => api.get<AdminLegalPage>(`/admin/pages/${slug}`, { ...quiet, signal }),
  });

export function useSaveLegalPage(slug: LegalSlug) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: LegalPageInput) =>
      api.put<AdminLegalPage>(`/admin/pages/${slug}`, input, quiet),
    onSuccess: (saved) => {
      queryClient.setQueryData(legalKey(slug), saved);
      void queryClient.invalidateQueries({ queryKey: [...legalPageKeys.all, slug] });
    },
  });
}
