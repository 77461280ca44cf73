/**
 * A worker that builds the language's number, money, date and plural formatters once, then
 * ends. The browser loads a locale's data the first time a formatter asks for it (tens of
 * milliseconds on a phone, on the main thread) and keeps it for the whole page: loaded here, on
 * another thread while the app's code downloads, the main thread's first formatter finds it ready
 * (docs/decisions/031-paint-first.md).
 */
import { warmUpFormatters } from './format';

self.onmessage = (event: MessageEvent<string>) => {
  warmUpFormatters(event.data);
  // i18next picks plural forms with Intl.PluralRules (Arabic has six).
  new Intl.PluralRules(event.data).select(1);
  self.close();
};
