/**
 * wa.me wants the full international number, digits only. The store profile holds an Egyptian
 * mobile ("+20 100 123 4567", "0100 123 4567", "00201001234567"): the same "201001234567" from
 * each. Empty when no number is set. In the `core` chunk (vite.config.ts): the floating button
 * (every page's layout) and the product page's "Ask on WhatsApp" share it without a chunk of
 * its own on the first load.
 */
export function whatsappDigits(number: string | undefined): string {
  const local = (number ?? '')
    .replace(/\D/g, '')
    .replace(/^(00)?20/, '')
    .replace(/^0/, '');
  return local && `20${local}`;
}
