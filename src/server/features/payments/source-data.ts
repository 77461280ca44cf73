/**
 * What paid, as the transaction log keeps it (decision 041): the attempt's method, Paymob's
 * `source_data.type` and `source_data.sub_type` (the card brand, the wallet or instalment
 * provider) and, for cards only, the last 4 digits of `source_data.pan` (a wallet's pan is its
 * phone number, never kept here).
 */
export interface SourceDetails {
  method: string | null;
  sourceType: string | null;
  subType: string | null;
  cardLast4: string | null;
}

const text = (value: unknown, max = 60): string | null => {
  if (typeof value !== 'string' && typeof value !== 'number') return null;
  const trimmed = String(value).trim();
  return trimmed === '' ? null : trimmed.slice(0, max);
};

/** Methods whose source is a card (Apple Pay pays with one). */
const CARD_METHODS = new Set(['card', 'apple_pay']);

export function sourceDetails(obj: Record<string, unknown>, method: string | null): SourceDetails {
  const source = obj.source_data;
  const data =
    source !== null && typeof source === 'object' ? (source as Record<string, unknown>) : {};
  const sourceType = text(data.type);
  const isCard =
    sourceType?.toLowerCase() === 'card' || (method !== null && CARD_METHODS.has(method));
  const digits = typeof data.pan === 'string' ? data.pan.replace(/\D/g, '') : '';
  return {
    method,
    sourceType,
    subType: text(data.sub_type),
    cardLast4: isCard && digits.length >= 4 ? digits.slice(-4) : null,
  };
}
