import type { Language } from '../../shared/constants';
import { localDigits } from '../../shared/digits';
import { acceptedLanguages, chooseLanguage } from '../../shared/language';
import { formatEgp } from '../../shared/money';
import { type MessageKey, messages } from './messages';

export type { MessageKey };

/**
 * The language of an API answer: the Accept-Language header (the app sends its page's language)
 * ranked by q-values, through the shop's one chooser (shared/language.ts); Arabic when it names
 * neither language.
 */
export function pickLanguage(header: string | undefined): Language {
  const accepted = acceptedLanguages(header);
  return chooseLanguage((source) => (source === 'navigator' ? accepted : undefined));
}

/** A placeholder's value: text, a number, or an amount in EGP (written the caller's way). */
export type MessageParam = string | number | { egp: number };
export type MessageParams = Record<string, MessageParam>;

// Numbers in the language's digits (decision 054: "only ٣ left" on an Arabic page); text
// (a code, a file name, what someone typed) as it is.
const paramText = (value: MessageParam, language: Language): string =>
  typeof value === 'object'
    ? formatEgp(value.egp, language)
    : typeof value === 'number'
      ? localDigits(String(value), language)
      : value;

/** Server-side message in the caller's language, with {name} placeholders filled in. */
export function translate(language: Language, key: MessageKey, params: MessageParams = {}): string {
  const template = messages[key][language];
  return template.replace(/\{(\w+)\}/g, (_, name: string) =>
    name in params ? paramText(params[name], language) : `{${name}}`,
  );
}

export function isMessageKey(value: string): value is MessageKey {
  return Object.hasOwn(messages, value);
}
