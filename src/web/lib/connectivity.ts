import { useCallback, useEffect, useRef, useState } from 'react';
import {
  CONNECTIVITY_CHECK_INTERVAL_MS,
  CONNECTIVITY_CHECK_TIMEOUT_MS,
} from '../../shared/constants';

export type ConnectivityStatus = 'online' | 'checking' | 'offline';

/** SPEC §7: HEAD the favicon, never from cache, giving up after 5 s. */
export async function probeConnectivity(
  timeoutMs: number = CONNECTIVITY_CHECK_TIMEOUT_MS,
): Promise<boolean> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  try {
    const response = await globalThis.fetch('/favicon.svg', {
      method: 'HEAD',
      cache: 'no-store',
      signal: controller.signal,
    });
    return response.ok;
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}

/** Checks on load, on the `online` event and every 30 s; `offline` events flip at once. */
export function useConnectivity() {
  const [status, setStatus] = useState<ConnectivityStatus>('online');
  const running = useRef(false);

  const check = useCallback(async () => {
    if (running.current) return;
    running.current = true;
    // Only show "checking" when we were offline: a routine probe must not flash the banner.
    setStatus((current) => (current === 'offline' ? 'checking' : current));
    const reachable = await probeConnectivity();
    running.current = false;
    setStatus(reachable ? 'online' : 'offline');
  }, []);

  useEffect(() => {
    void check();
    const onOnline = () => void check();
    const onOffline = () => setStatus('offline');
    window.addEventListener('online', onOnline);
    window.addEventListener('offline', onOffline);
    const interval = setInterval(() => void check(), CONNECTIVITY_CHECK_INTERVAL_MS);
    return () => {
      window.removeEventListener('online', onOnline);
      window.removeEventListener('offline', onOffline);
      clearInterval(interval);
    };
  }, [check]);

  return { status, retry: check };
}
