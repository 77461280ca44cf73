import type { PaymentProvider } from './types';

/**
 * Cash on delivery: the courier collects the money, so there is nothing to start, no callback
 * to verify, nobody to ask and no refund to send (the admin marks the order paid by hand,
 * decision 037, and records a refund by hand, decision 042). Always available.
 */
export const codProvider: PaymentProvider = {
  key: 'cod',
  isOnline: false,
  configured: true,
  available: () => ({ available: true }),
  start: async () => ({ ok: false, reason: 'not_supported' }),
  verifyCallback: () => false,
  inquire: async () => ({ status: 'not_supported' }),
  refunds: { via: 'manual', reason: 'cod' },
  refund: async () => ({ ok: false, reason: 'not_supported' }),
  void: async () => ({ ok: false, reason: 'not_supported' }),
};
