import type { Renderable, Toast, ToastOptions, ValueOrFunction } from 'react-hot-toast';

/**
 * react-hot-toast without its 4 KB on the first load (issue 9): the same call shapes as its
 * `toast` (`toast(…)`, `toast.success/error/loading(…)`, `toast.dismiss/remove(id)`). The library
 * and the `<Toaster>` arrive together in one chunk, loaded when the browser is idle after the
 * first render (LazyToaster) or by the first toast, whichever comes first; calls made before it
 * arrives wait in order and run as soon as it is in. A toast shown early returns its id at once
 * (the caller's `id`, or one made here), so `dismiss(id)` works before and after.
 */
type HotToast = typeof import('react-hot-toast').default;
type Message = ValueOrFunction<Renderable, Toast>;
type Loader = () => Promise<HotToast>;

export interface LazyToast {
  (message: Message, options?: ToastOptions): string;
  success: (message: Message, options?: ToastOptions) => string;
  error: (message: Message, options?: ToastOptions) => string;
  loading: (message: Message, options?: ToastOptions) => string;
  dismiss: (id?: string) => void;
  remove: (id?: string) => void;
  /** Starts loading the library (once); resolves when queued calls have run. */
  load: () => Promise<HotToast>;
  /** Resolves once the library is in, without starting the load. */
  whenLoaded: () => Promise<HotToast>;
}

/** A `toast` that loads the real one with `load` (exported for its tests). */
export function createLazyToast(loader: Loader): LazyToast {
  let library: HotToast | undefined;
  let loading: Promise<HotToast> | undefined;
  const queue: ((real: HotToast) => void)[] = [];
  let counter = 0;
  let arrived: (real: HotToast) => void = () => undefined;
  const loaded = new Promise<HotToast>((resolve) => {
    arrived = resolve;
  });

  const load = (): Promise<HotToast> => {
    loading ??= loader().then(
      (real) => {
        library = real;
        for (const call of queue.splice(0)) call(real);
        arrived(real);
        return real;
      },
      (error: unknown) => {
        loading = undefined; // offline: the next toast tries again, the queue is kept
        throw error;
      },
    );
    return loading;
  };

  const later = (call: (real: HotToast) => void) => {
    queue.push(call);
    load().catch(() => undefined);
  };

  const show =
    (pick: (real: HotToast) => (message: Message, options?: ToastOptions) => string) =>
    (message: Message, options?: ToastOptions): string => {
      if (library) return pick(library)(message, options);
      counter += 1;
      const id = options?.id ?? `toast-early-${counter}`;
      later((real) => pick(real)(message, { ...options, id }));
      return id;
    };

  const toast = show((real) => real) as LazyToast;
  toast.success = show((real) => real.success);
  toast.error = show((real) => real.error);
  toast.loading = show((real) => real.loading);
  toast.dismiss = (id) => (library ? library.dismiss(id) : later((real) => real.dismiss(id)));
  toast.remove = (id) => (library ? library.remove(id) : later((real) => real.remove(id)));
  toast.load = load;
  toast.whenLoaded = () => loaded;
  return toast;
}

const toast = createLazyToast(() =>
  import('../components/app-toaster').then((module) => module.hotToast),
);

export default toast;
