import { type PointerEvent, useCallback, useRef } from 'react';

/** A horizontal move shorter than this is a tap, not a swipe (CSS pixels). */
const SWIPE_THRESHOLD = 40;

interface SwipeOptions {
  onNext: () => void;
  onPrevious: () => void;
  /** In right-to-left reading, swiping to the right brings the next image. */
  rtl: boolean;
  enabled?: boolean;
}

/**
 * Swipe with pointer events (touch, pen and mouse alike). The element needs `touch-action: pan-y`
 * so the browser keeps vertical scrolling but leaves horizontal moves to us. `wasSwipe()` tells a
 * click handler that the click ending a swipe must be ignored.
 */
export function useSwipe({ onNext, onPrevious, rtl, enabled = true }: SwipeOptions) {
  const start = useRef<{ x: number; y: number; id: number } | null>(null);
  const swiped = useRef(false);

  const onPointerDown = useCallback(
    (event: PointerEvent) => {
      swiped.current = false;
      if (!enabled || (event.pointerType === 'mouse' && event.button !== 0)) return;
      start.current = { x: event.clientX, y: event.clientY, id: event.pointerId };
    },
    [enabled],
  );

  const onPointerUp = useCallback(
    (event: PointerEvent) => {
      const from = start.current;
      start.current = null;
      if (!from || from.id !== event.pointerId) return;
      const dx = event.clientX - from.x;
      const dy = event.clientY - from.y;
      if (Math.abs(dx) < SWIPE_THRESHOLD || Math.abs(dx) <= Math.abs(dy)) return;
      swiped.current = true;
      const forward = rtl ? dx > 0 : dx < 0;
      if (forward) onNext();
      else onPrevious();
    },
    [onNext, onPrevious, rtl],
  );

  const onPointerCancel = useCallback(() => {
    start.current = null;
  }, []);

  const wasSwipe = useCallback(() => {
    const value = swiped.current;
    swiped.current = false;
    return value;
  }, []);

  return { handlers: { onPointerDown, onPointerUp, onPointerCancel }, wasSwipe };
}
