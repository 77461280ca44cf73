import { describe, expect, it, vi } from 'vitest';
import { createLazyToast } from './toast';

type HotToast = typeof import('react-hot-toast').default;

/** A stand-in for react-hot-toast that records its calls, and a loader the test releases. */
function fakeLibrary() {
  const calls: unknown[][] = [];
  const record =
    (name: string) =>
    (...args: unknown[]) => {
      calls.push([name, ...args]);
      return `real-${calls.length}`;
    };
  const real = Object.assign(record('blank'), {
    success: record('success'),
    error: record('error'),
    loading: record('loading'),
    dismiss: record('dismiss'),
    remove: record('remove'),
  }) as unknown as HotToast;
  let release: (value: HotToast) => void = () => undefined;
  let fail: (error: Error) => void = () => undefined;
  const loader = vi.fn(
    () =>
      new Promise<HotToast>((resolve, reject) => {
        release = resolve;
        fail = reject;
      }),
  );
  return { calls, real, loader, release: () => release(real), fail: () => fail(new Error('x')) };
}

describe('lazy toast', () => {
  it('queues calls made before the library arrives and runs them in order once it does', async () => {
    const lib = fakeLibrary();
    const toast = createLazyToast(lib.loader);
    expect(lib.loader).not.toHaveBeenCalled(); // nothing loads until needed

    const first = toast.error('Network error');
    const second = toast.success('Saved', { id: 'saved', duration: 2000 });
    const third = toast('Note');
    toast.dismiss(first);
    expect(lib.loader).toHaveBeenCalledTimes(1); // one load for all of them
    expect(lib.calls).toEqual([]);
    expect(second).toBe('saved');
    expect(new Set([first, second, third]).size).toBe(3);

    lib.release();
    await toast.whenLoaded();
    expect(lib.calls).toEqual([
      ['error', 'Network error', { id: first }],
      ['success', 'Saved', { id: 'saved', duration: 2000 }],
      ['blank', 'Note', { id: third }],
      ['dismiss', first],
    ]);
  });

  it('calls the library directly, with the caller’s arguments, once it is in', async () => {
    const lib = fakeLibrary();
    const toast = createLazyToast(lib.loader);
    const loaded = toast.load();
    lib.release();
    await loaded;
    const render = () => 'content';
    expect(toast.success(render, { id: 'cart-added' })).toBe('real-1');
    expect(toast.loading('Wait')).toBe('real-2');
    toast.remove();
    expect(lib.calls).toEqual([
      ['success', render, { id: 'cart-added' }],
      ['loading', 'Wait', undefined],
      ['remove', undefined],
    ]);
    expect(lib.loader).toHaveBeenCalledTimes(1);
  });

  it('keeps the queue when the load fails and tries again with the next toast', async () => {
    const lib = fakeLibrary();
    const toast = createLazyToast(lib.loader);
    toast.error('Offline', { id: 'offline' });
    lib.fail();
    await vi.waitFor(() => expect(lib.loader).toHaveBeenCalledTimes(1));
    await Promise.resolve();

    toast.error('Still offline', { id: 'still' });
    expect(lib.loader).toHaveBeenCalledTimes(2);
    lib.release();
    await toast.whenLoaded();
    expect(lib.calls).toEqual([
      ['error', 'Offline', { id: 'offline' }],
      ['error', 'Still offline', { id: 'still' }],
    ]);
  });
});
