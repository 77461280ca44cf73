import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef } from 'react';
import type { CartItem } from '../../../../shared/schemas/cart';
import { cartQueryKey } from '../../../lib/query-keys';
import { receiveCart } from '../api/cart';
import { normalizeCart, withQuantity } from '../api/cart-math';
import { patchCartItem } from '../api/cart-mutations';

/** Quiet time after the last click before the new quantity is sent. */
export const QUANTITY_DEBOUNCE_MS = 400;

/**
 * A cart line's quantity, changed optimistically: the page and the header badge show the new
 * number at once, one PATCH goes out when the clicking stops, and a refused change rolls the line
 * back to the last quantity the server accepted. A change still waiting when the line unmounts
 * (the user leaves for checkout) is sent right away rather than lost.
 */
export function useLineQuantity(item: Pick<CartItem, 'id' | 'quantity'>) {
  const queryClient = useQueryClient();
  const itemId = item.id;
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const waiting = useRef<number | null>(null);
  const inFlight = useRef(0);
  const sequence = useRef(0);
  /** The quantity the server last agreed to: where a failed change returns. */
  const confirmed = useRef(item.quantity);

  const setLine = useCallback(
    (quantity: number) =>
      queryClient.setQueryData(cartQueryKey, (cart: unknown) =>
        withQuantity(cart, itemId, quantity),
      ),
    [queryClient, itemId],
  );

  const send = useCallback(
    async (quantity: number) => {
      const mine = ++sequence.current;
      inFlight.current += 1;
      const latest = () => mine === sequence.current && waiting.current === null;
      try {
        const answer = await patchCartItem(itemId, quantity);
        if (latest()) {
          const cart = receiveCart(queryClient, answer);
          confirmed.current = cart.items.find((line) => line.id === itemId)?.quantity ?? quantity;
        }
      } catch {
        // The api client has shown why (e.g. 'Only 3 left in stock.'); undo the guess, re-read.
        if (latest()) {
          setLine(confirmed.current);
          void queryClient.invalidateQueries({ queryKey: cartQueryKey });
        }
      } finally {
        inFlight.current -= 1;
      }
    },
    [queryClient, itemId, setLine],
  );

  const flush = useCallback(() => {
    clearTimeout(timer.current);
    timer.current = undefined;
    const quantity = waiting.current;
    waiting.current = null;
    if (quantity !== null) void send(quantity);
  }, [send]);

  const change = useCallback(
    (quantity: number) => {
      if (waiting.current === null && inFlight.current === 0) {
        // A new burst of clicks: remember what the server holds now, for a rollback.
        const cart = normalizeCart(queryClient.getQueryData(cartQueryKey));
        confirmed.current = cart.items.find((line) => line.id === itemId)?.quantity ?? quantity;
      }
      waiting.current = quantity;
      // A cart read started before this change would bring the old number back.
      void queryClient.cancelQueries({ queryKey: cartQueryKey });
      setLine(quantity);
      clearTimeout(timer.current);
      timer.current = setTimeout(flush, QUANTITY_DEBOUNCE_MS);
    },
    [queryClient, itemId, setLine, flush],
  );

  useEffect(() => flush, [flush]);

  return { quantity: item.quantity, change, flush };
}
