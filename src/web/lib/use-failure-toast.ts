import { useEffect, useRef } from 'react';
import { toastFailure } from './failure-toast';

/** A failed query's SPEC §8 toast, once per failure (not again on every render). */
export function useFailureToast(error: unknown, failedAt: number, text: string): void {
  const shown = useRef(0);
  useEffect(() => {
    if (!error || failedAt === shown.current) return;
    shown.current = failedAt;
    toastFailure(text, error);
  }, [error, failedAt, text]);
}
