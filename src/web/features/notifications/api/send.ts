import { useMutation } from '@tanstack/react-query';
import type {
  AdminSendNotification,
  AdminSendNotificationResult,
} from '../../../../shared/schemas/notifications';
import { api } from '../../../lib/api-client';

/** POST /admin/notifications: one customer by e-mail, or every customer. */
export function useSendNotification() {
  return useMutation({
    mutationKey: ['notifications', 'send'],
    mutationFn: (input: AdminSendNotification) =>
      api.post<AdminSendNotificationResult>('/admin/notifications', input, { silent: true }),
  });
}
