import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type {
  changePasswordSchema,
  emailLinkSchema,
  LoginResponse,
  loginSchema,
  MessageResponse,
  registerSchema,
  resetPasswordSchema,
  updateProfileSchema,
} from '../../../../shared/schemas/auth';
import type { LoginAnswer } from '../../../../shared/schemas/two-factor';
import { api } from '../../../lib/api-client';
import { ApiError } from '../../../lib/errors';
import { normalizeUser, type RawUser, sessionQueryKey, startSession } from './session';

// Every call here is `silent`: the auth pages show their own messages inline (SPEC §8).
const quiet = { silent: true } as const;

export type LoginValues = z.output<typeof loginSchema>;
export type RegisterValues = z.output<typeof registerSchema>;
export type EmailLink = z.output<typeof emailLinkSchema>;

/**
 * POST /auth/login; a 2xx without a user is the "false result" of SPEC §8: wrong credentials —
 * unless it asks for the second step of a two-factor sign-in (decision 049): no session yet.
 */
export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: LoginValues): Promise<LoginAnswer> => {
      const answer = await api.post<Partial<LoginAnswer> | undefined>('/auth/login', input, quiet);
      if (answer?.success && 'twoFactorRequired' in answer && answer.challenge) {
        return answer as LoginAnswer;
      }
      if (!answer?.success || !('user' in answer) || !answer.user) {
        throw new ApiError({ kind: 'http', status: 401, message: answer?.message ?? '' });
      }
      return answer as LoginResponse;
    },
    onSuccess: (answer) => {
      if ('user' in answer) startSession(queryClient, answer.user);
    },
  });
}

export const registerAccount = (input: RegisterValues) =>
  api.post<Partial<MessageResponse> | undefined>('/auth/register', input, quiet);

export const resendConfirmation = (email: string) =>
  api.post<MessageResponse>('/auth/resend-confirmation', { email }, quiet);

const confirmations = new Map<string, Promise<MessageResponse>>();

/**
 * POST /auth/confirm-email, at most once per link for the life of the page: React StrictMode (and
 * any remount) runs effects twice, and a used code fails the second time, which would show an
 * error over a confirmation that worked.
 */
export function confirmEmail(link: EmailLink): Promise<MessageResponse> {
  const key = `${link.userId}:${link.code}`;
  let pending = confirmations.get(key);
  if (!pending) {
    pending = api.post<MessageResponse>('/auth/confirm-email', undefined, {
      ...quiet,
      query: link,
    });
    confirmations.set(key, pending);
  }
  return pending;
}

export const forgotPassword = (email: string) =>
  api.post<MessageResponse>('/auth/forgot-password', { email }, quiet);

export const resetPassword = (input: z.output<typeof resetPasswordSchema>) =>
  api.post<MessageResponse>('/auth/reset-password', input, quiet);

export const changePassword = (input: z.output<typeof changePasswordSchema>) =>
  api.post<MessageResponse>('/auth/change-password', input, quiet);

/** PATCH /auth/me; the answer replaces the cached user, so the header's first name follows. */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: z.output<typeof updateProfileSchema>) =>
      api.patch<RawUser>('/auth/me', input, quiet),
    onSuccess: (raw) => queryClient.setQueryData(sessionQueryKey, normalizeUser(raw)),
  });
}
