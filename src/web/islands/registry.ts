import type { ComponentType } from 'react';
import { AccountActions } from '../app/layouts/header/account-actions';
import { SiteMenu } from '../app/layouts/header/site-menu';
import { CardAddToCart } from '../features/cart/components/card-add-to-cart';
import { CartButton } from '../features/cart/components/cart-button';
import { CardToggles } from '../features/catalog/components/card-toggles';
import { HeaderBell } from '../features/notifications/components/header-bell';
import { HeaderSearch } from '../features/search';

/**
 * The islands a server-rendered page may name (components/island.tsx), by the name it gives:
 * the same components the server renders with React, hydrated here with Preact (decision 080).
 * Such a component takes a ref through `forwardRef`, not as a prop, and uses no `use` or
 * `useOptimistic` (Preact's compat layer has neither); its `react-router` is islands/router.tsx
 * (links and the address, no routes); and it names its form fields itself, not with `useId` (an
 * island's ids are Preact's, not those in the server's HTML). Its props are JSON: the page's data
 * it shows (a product) it reads from the query cache, filled from the server's answers.
 */
// biome-ignore lint/suspicious/noExplicitAny: each island's props are its own, read from JSON
type IslandComponent = ComponentType<any>;

/**
 * Each island's component, by name. One that only some pages have is a file of its own, loaded
 * when the page names it: the other pages' first input does not compile it (bench/README.md,
 * session 38: the product's article in the bundle made the cards' start 10–25 % slower).
 */
export const ISLANDS: Record<string, () => IslandComponent | Promise<IslandComponent>> = {
  'account-actions': () => AccountActions,
  'card-add-to-cart': () => CardAddToCart,
  'card-toggles': () => CardToggles,
  'cart-button': () => CartButton,
  'notification-bell': () => HeaderBell,
  'site-menu': () => SiteMenu,
  'site-search': () => HeaderSearch,
  'product-article': () =>
    import('../features/catalog/details/product-article').then((module) => module.ProductArticle),
};

/**
 * The islands whose view is the server's for a guest (main.tsx starts the islands for a guest
 * with no comparison): a card's Add to cart, heart and compare toggle, the header's menu, search,
 * guest links and (empty) bell. For a guest only the one tapped or focused hydrates on the first
 * input; the others when pressed or focused (islands/when-near.ts), not as they come near:
 * hydrated with the page or as they came near, a card's heart and compare toggle made the first
 * tap on Add to cart slower (bench/README.md, session 40).
 */
export const HYDRATED_ON_INPUT: ReadonlySet<string> = new Set([
  'account-actions',
  'card-add-to-cart',
  'card-toggles',
  'notification-bell',
  'site-menu',
  'site-search',
]);

/**
 * The islands whose view for a signed-in visitor is not the server's (decision 084): the header's
 * name and bell, hydrated with the page for them, and a card's heart, as it comes near. (A guest
 * signs in on a page without the header, which the app then renders afresh with its islands.)
 */
export const SIGNED_IN_VIEW: ReadonlySet<string> = new Set([
  'account-actions',
  'card-toggles',
  'notification-bell',
]);

/** Of those, the header's: on the screen whenever the page is, the bell with no box till it rings. */
export const IN_THE_HEADER: ReadonlySet<string> = new Set(['account-actions', 'notification-bell']);
