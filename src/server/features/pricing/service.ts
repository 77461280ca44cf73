import type { SettingsService } from '../settings';
import { type Quote, type QuoteInput, type QuoteLineInput, quote } from './quote';

/**
 * `quote` under the rules in force now, as the settings service caches them: for displays (the
 * cart). The order does not use this: it prices inside its transaction with the rules that
 * transaction read (orders/service.ts), so a cached rule never reaches what is charged.
 */
export function createPricingService({ settings }: { settings: SettingsService }) {
  async function currentQuote<L extends QuoteLineInput>(
    input: Omit<QuoteInput<L>, 'shipping'>,
  ): Promise<Quote<L>> {
    return quote({ ...input, shipping: await settings.getShipping() });
  }
  return { currentQuote };
}

export type PricingService = ReturnType<typeof createPricingService>;
