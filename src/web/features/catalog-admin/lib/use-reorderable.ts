import { useRef, useState } from 'react';
import { moveItem } from '../../../lib/reorder';

interface ReorderableOptions {
  /** Sends every id in the new order; the cache follows the server's answer on success. */
  save: (ids: string[]) => Promise<unknown>;
  onError: (error: unknown) => void;
  /** What a screen reader hears after a move (position is 1-based). */
  describe: (position: number, total: number) => string;
}

/**
 * A list shown in its new order at once while the order is saved; it falls back to the server's
 * order when the last pending save settles (so a failed save puts things back).
 */
export function useReorderable<T extends { id: string }>(items: T[], options: ReorderableOptions) {
  const [pending, setPending] = useState<T[] | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const inFlight = useRef(0);
  const list = pending ?? items;

  const move = (from: number, to: number) => {
    if (to < 0 || to >= list.length || from === to) return;
    const next = moveItem(list, from, to);
    setPending(next);
    setAnnouncement(options.describe(to + 1, next.length));
    inFlight.current += 1;
    options
      .save(next.map((item) => item.id))
      .catch(options.onError)
      .finally(() => {
        inFlight.current -= 1;
        if (inFlight.current === 0) setPending(null);
      });
  };

  return { list, move, announcement, saving: pending !== null };
}
