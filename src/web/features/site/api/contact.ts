import { useMutation } from '@tanstack/react-query';
import type { ContactInput } from '../../../../shared/schemas/support';
import { api } from '../../../lib/api-client';

type Sent = { success: true; message?: string };

/** POST /api/contact; guests too (the XSRF cookie comes with the page's first API answer). */
export function useSendContact() {
  return useMutation({
    mutationFn: (input: ContactInput) => api.post<Sent>('/contact', input, { silent: true }),
  });
}
