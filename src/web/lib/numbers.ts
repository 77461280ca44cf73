/** Arabic-Indic (٠-٩) and Persian (۰-۹) digits and the Arabic decimal separator → ASCII. */
export function latinDigits(text: string): string {
  return text
    .replace(/[\u0660-\u0669]/g, (d) => String(d.charCodeAt(0) - 0x0660))
    .replace(/[\u06f0-\u06f9]/g, (d) => String(d.charCodeAt(0) - 0x06f0))
    .replace(/\u066b/g, '.')
    .replace(/[\u066c,\s]/g, '');
}

/**
 * Text input → number for react-hook-form's setValueAs. Empty gives `empty` (undefined or null);
 * anything unreadable gives NaN, which the shared schema refuses with its own message.
 */
export const parseNumberInput =
  <E extends undefined | null>(empty: E) =>
  (value: unknown): number | E => {
    if (typeof value === 'number') return value;
    if (value === null || value === undefined) return empty;
    const text = latinDigits(String(value)).trim();
    if (!text) return empty;
    return /^-?\d+(\.\d+)?$/.test(text) ? Number(text) : Number.NaN;
  };
