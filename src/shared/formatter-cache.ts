/**
 * Builds each locale-and-options formatter once. Building an Intl formatter costs far more than
 * using one (a list page formats hundreds of numbers and prices while it hydrates on a phone).
 * `keyOf` names the options in the cache; a hot caller passes a cheaper one than the JSON default.
 */
export function cachedFormatter<T, O>(
  make: (locale: string, options?: O) => T,
  keyOf: (options?: O) => string = (options) => JSON.stringify(options ?? {}),
): (locale: string, options?: O) => T {
  const made = new Map<string, T>();
  return (locale, options) => {
    const key = `${locale}|${keyOf(options)}`;
    let formatter = made.get(key);
    if (!formatter) {
      formatter = make(locale, options);
      made.set(key, formatter);
    }
    return formatter;
  };
}
