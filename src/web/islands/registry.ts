import type { ComponentType } from 'react';
import { CardAddToCart } from '../features/cart/components/card-add-to-cart';
import { CartButton } from '../features/cart/components/cart-button';

/**
 * The islands a server-rendered page may name (components/island.tsx), by the name it gives:
 * the same components the server renders with React, hydrated here with Preact (decision 080).
 * Such a component takes a ref through `forwardRef`, not as a prop, and uses no `use` or
 * `useOptimistic` (Preact's compat layer has neither).
 */
// biome-ignore lint/suspicious/noExplicitAny: each island's props are its own, read from JSON
export const ISLANDS: Record<string, ComponentType<any>> = {
  'card-add-to-cart': CardAddToCart,
  'cart-button': CartButton,
};
