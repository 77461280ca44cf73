/**
 * The shop's digits (docs/decisions/054-digits.md): Arabic pages write numbers in Arabic-Indic
 * digits (٠١٢٣٤٥٦٧٨٩) — prices, counts, dates, hours, stock, the server's messages and toasts —
 * and English pages in Latin digits. What a customer copies or types exactly (phone numbers,
 * e-mails, coupon codes, tracking and card numbers, SKUs, web addresses) keeps its own digits.
 */
const ARABIC_INDIC = '٠١٢٣٤٥٦٧٨٩';

/**
 * Free text the shop itself wrote with Latin digits (business hours typed in the settings),
 * shown in the language's digits: Arabic gets Arabic-Indic digits, English is unchanged.
 */
export const localDigits = (text: string, language: string): string =>
  language.startsWith('ar') ? text.replace(/[0-9]/g, (d) => ARABIC_INDIC[Number(d)]) : text;
