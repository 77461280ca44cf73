/** Props for each island of islands/registry.ts, as a page would give them (islands.test.tsx). */
export const ISLAND_EXAMPLES: Record<string, object> = {
  'card-add-to-cart': {
    productId: '7c02fa83-5545-4e21-852a-7ba99cc3ab86',
    name: { en: 'Anderson SB175 Battery Connector Kit', ar: 'طقم موصلات أندرسون SB175' },
  },
  'cart-button': {},
};
