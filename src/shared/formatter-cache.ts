/**
 * Builds each locale-and-options formatter once. Building an Intl formatter costs far more than
 * using one (a list page formats hundreds of numbers and prices while it hydrates on a phone).
 */
export function cachedFormatter<T, O extends object>(
  make: (locale: string, options?: O) => T,
): (locale: string, options?: O) => T {
  const made = new Map<string, T>();
  return (locale, options) => {
    const key = `${locale}|${JSON.stringify(options ?? {})}`;
    let formatter = made.get(key);
    if (!formatter) {
      formatter = make(locale, options);
      made.set(key, formatter);
    }
    return formatter;
  };
}

/** Number and currency formatters, shared by prices (money.ts) and the web's number formatting. */
export const numberFormat = cachedFormatter(
  (locale, options?: Intl.NumberFormatOptions) => new Intl.NumberFormat(locale, options),
);
