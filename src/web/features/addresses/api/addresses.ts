import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AddressData, AddressList, SavedAddress } from '../../../../shared/schemas/addresses';
import { api } from '../../../lib/api-client';
import { useSession } from '../../auth/api/session';

/** Keyed by the user, so one customer's book never shows for the next person on this browser. */
export const addressesKey = (userId: string) => ['addresses', userId] as const;

const fetchAddresses = (signal?: AbortSignal) =>
  api.get<AddressList>('/addresses', { signal, silent: true });

/** GET /api/addresses: the default first, then the newest. Guests have none (never asked). */
export function useAddresses() {
  const { user } = useSession();
  return useQuery({
    queryKey: addressesKey(user?.id ?? ''),
    queryFn: ({ signal }) => fetchAddresses(signal),
    enabled: Boolean(user),
  });
}

/** For the checkout: best effort, a failure simply means no saved addresses to offer. */
export function useAddressChoices() {
  const { user } = useSession();
  return useQuery({
    queryKey: addressesKey(user?.id ?? ''),
    queryFn: ({ signal }) =>
      fetchAddresses(signal).catch((): AddressList => ({ items: [], max: 0 })),
    enabled: Boolean(user),
    retry: false,
  });
}

type Change =
  | { kind: 'create'; data: AddressData }
  | { kind: 'update'; id: string; data: AddressData }
  | { kind: 'default'; id: string }
  | { kind: 'delete'; id: string };

function send(change: Change): Promise<SavedAddress | { id: string }> {
  const silent = { silent: true };
  switch (change.kind) {
    case 'create':
      return api.post<SavedAddress>('/addresses', change.data, silent);
    case 'update':
      return api.put<SavedAddress>(`/addresses/${change.id}`, change.data, silent);
    case 'default':
      return api.post<SavedAddress>(`/addresses/${change.id}/default`, undefined, silent);
    case 'delete':
      return api.delete<{ id: string }>(`/addresses/${change.id}`, silent);
  }
}

/** Every change to the book; the list is re-read afterwards (the default may have moved). */
export function useAddressChange() {
  const { user } = useSession();
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['addresses', 'change'],
    mutationFn: send,
    onSettled: () => queryClient.invalidateQueries({ queryKey: addressesKey(user?.id ?? '') }),
  });
}
