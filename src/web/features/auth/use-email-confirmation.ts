import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { POST_CONFIRMATION_REDIRECT_MS } from '../../../shared/constants';
import { isApiError } from '../../lib/errors';
import { useTranslation } from '../../lib/translation';
import { confirmEmail, type EmailLink } from './api/account';
import { clearSessionData, endSession } from './api/session';

export type ConfirmationState =
  | { status: 'pending' }
  | { status: 'success'; message: string }
  /** The link was used before: the address is confirmed, the customer signs in (issue 24). */
  | { status: 'confirmed'; message: string }
  | { status: 'error'; message: string };

export const SIGNUP_SUCCESS_PATH = '/login?signupSuccess=true';

/**
 * SPEC §4: pending → success (message, logout call, /login?signupSuccess=true after 800 ms) or
 * error. A missing link is an error straight away, without asking the server.
 */
export function useEmailConfirmation(link: EmailLink | null): ConfirmationState {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [state, setState] = useState<ConfirmationState>(() =>
    link
      ? { status: 'pending' }
      : { status: 'error', message: t('auth.messages.invalidConfirmLink') },
  );
  const signedOut = useRef(false);
  const userId = link?.userId;
  const code = link?.code;

  useEffect(() => {
    if (!userId || !code) return;
    let active = true;
    // confirmEmail posts each link once, however often this effect runs (StrictMode).
    confirmEmail({ userId, code }).then(
      (answer) => {
        if (active) setState({ status: 'success', message: answer?.message || '' });
      },
      (error: unknown) => {
        if (!active) return;
        const http = isApiError(error) && error.kind === 'http';
        if (http && error.code === 'ALREADY_CONFIRMED') {
          setState({
            status: 'confirmed',
            message: error.serverMessage ?? t('auth.confirmEmail.alreadyConfirmed'),
          });
          return;
        }
        const message = http ? error.serverMessage : isApiError(error) ? error.message : undefined;
        setState({ status: 'error', message: message ?? t('auth.messages.invalidConfirmLink') });
      },
    );
    return () => {
      active = false;
    };
  }, [userId, code, t]);

  useEffect(() => {
    if (state.status !== 'success') return;
    if (!signedOut.current) {
      signedOut.current = true;
      // Whoever was signed in on this browser must now sign in as the confirmed account; the
      // local session goes at once so /login does not bounce a still-cached user away.
      clearSessionData(queryClient);
      void endSession(queryClient);
    }
    const timer = setTimeout(
      () => navigate(SIGNUP_SUCCESS_PATH, { replace: true }),
      POST_CONFIRMATION_REDIRECT_MS,
    );
    return () => clearTimeout(timer);
  }, [state.status, navigate, queryClient]);

  return state;
}
