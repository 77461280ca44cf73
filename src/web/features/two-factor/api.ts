import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { LoginResponse, MessageResponse } from '../../../shared/schemas/auth';
import type {
  RecoveryCodesResponse,
  SecondFactor,
  TwoFactorSetup,
  TwoFactorStatus,
} from '../../../shared/schemas/two-factor';
import { api } from '../../lib/api-client';
import { startSession } from '../auth/api/session';

/** Two-factor sign-in (decision 049): the sign-in's code step and a staff member's enrolment. */

export const twoFactorKey = ['two-factor'] as const;
// Every call shows its own message inline.
const quiet = { silent: true } as const;

/** POST /auth/login/two-factor: on success the session starts exactly as after a login. */
export function useCompleteLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { challenge: string } & SecondFactor) =>
      api.post<LoginResponse>('/auth/login/two-factor', input, quiet),
    onSuccess: (answer) => startSession(queryClient, answer.user),
  });
}

export const useTwoFactorStatus = (enabled = true) =>
  useQuery({
    queryKey: twoFactorKey,
    queryFn: ({ signal }) => api.get<TwoFactorStatus>('/auth/two-factor', { ...quiet, signal }),
    enabled,
    staleTime: 60_000,
  });

function useTwoFactorCall<Input, Output>(call: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSettled: () => queryClient.invalidateQueries({ queryKey: twoFactorKey }),
  });
}

export const useStartSetup = () =>
  useTwoFactorCall(() => api.post<TwoFactorSetup>('/auth/two-factor/setup', undefined, quiet));

export const useEnable = () =>
  useTwoFactorCall((code: string) =>
    api.post<RecoveryCodesResponse>('/auth/two-factor/enable', { code }, quiet),
  );

export const useRegenerateCodes = () =>
  useTwoFactorCall((factor: SecondFactor) =>
    api.post<RecoveryCodesResponse>('/auth/two-factor/recovery-codes', factor, quiet),
  );

export const useDisable = () =>
  useTwoFactorCall((input: SecondFactor & { password: string }) =>
    api.post<MessageResponse>('/auth/two-factor/disable', input, quiet),
  );
