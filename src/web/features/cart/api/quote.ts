import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { PaymentMethod } from '../../../../shared/constants';
import type { CartQuote, CartQuoteInput } from '../../../../shared/schemas/cart';
import { api } from '../../../lib/api-client';
import { cartQueryKey } from '../../../lib/query-keys';

/**
 * Under the cart's key: whatever re-reads the cart (a change, signing in or out, an order placed)
 * re-asks the quotes too.
 */
export const cartQuoteKey = [...cartQueryKey, 'quote'] as const;

/** The checkout's choices that change the amounts; absent: not chosen (yet). */
export interface QuoteChoices {
  /** A governorate code of src/shared/egypt.ts: its shipping zone and delivery estimate. */
  governorate?: string;
  paymentMethod?: PaymentMethod;
}

export const cartQuoteQuery = ({ governorate, paymentMethod }: QuoteChoices) => {
  const body: CartQuoteInput = { governorate, paymentMethod };
  return queryOptions({
    queryKey: [...cartQuoteKey, governorate ?? null, paymentMethod ?? null],
    // A POST that only reads (the coupon code does not belong in a URL); the cart's code applies.
    queryFn: ({ signal }) => api.post<CartQuote>('/cart/quote', body, { signal, silent: true }),
    // Prices may have changed since the last look: always asked again, shown meanwhile.
    staleTime: 0,
  });
};

/**
 * POST /api/cart/quote: every amount of the checkout summary, for the chosen governorate and
 * payment method. The previous answer stays on screen while a new choice is being priced.
 */
export const useCartQuote = (choices: QuoteChoices) =>
  useQuery({ ...cartQuoteQuery(choices), placeholderData: keepPreviousData });
