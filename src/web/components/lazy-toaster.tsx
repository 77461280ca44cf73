import { type ComponentType, useEffect, useState } from 'react';
import toast from '../lib/toast';

let loadedToaster: ComponentType | undefined;

/** The `<Toaster>` module (the same chunk as react-hot-toast); tests load it up front. */
export async function loadToaster(): Promise<ComponentType> {
  await toast.load();
  const { AppToaster } = await import('./app-toaster');
  loadedToaster = AppToaster;
  return AppToaster;
}

/** Waits for the browser to be idle (at most 2 s) before `run`; returns a cancel function. */
function whenIdle(run: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(run, { timeout: 2000 });
    return () => window.cancelIdleCallback(handle);
  }
  const timer = setTimeout(run, 200);
  return () => clearTimeout(timer);
}

/**
 * AppToaster, off the first load (issue 9): mounted once the toast library is in, which happens
 * when the browser is first idle after the first render, or earlier if something toasts
 * (lib/toast.ts queues that toast and shows it once the library and this toaster are in).
 */
export function LazyToaster() {
  const [Toaster, setToaster] = useState<ComponentType | undefined>(() => loadedToaster);

  useEffect(() => {
    if (Toaster) return;
    let live = true;
    const mount = () =>
      loadToaster().then(
        (component) => live && setToaster(() => component),
        () => undefined, // offline: the next toast loads it again and mounts it then
      );
    void toast.whenLoaded().then(mount);
    const cancel = whenIdle(() => void toast.load().catch(() => undefined));
    return () => {
      live = false;
      cancel();
    };
  }, [Toaster]);

  return Toaster ? <Toaster /> : null;
}
