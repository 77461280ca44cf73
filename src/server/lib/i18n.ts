import type { Language } from '../../shared/constants';
import { type MessageKey, messages } from './messages';

export type { MessageKey };

/** Picks ar or en from an Accept-Language header by its q-values; Arabic when nothing matches. */
export function pickLanguage(header: string | undefined): Language {
  if (!header) return 'ar';
  const ranked = header
    .split(',')
    .map((part, index) => {
      const [tag, ...params] = part.trim().toLowerCase().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      return { tag, q: q ? Number(q.slice(2)) || 0 : 1, index };
    })
    .filter((entry) => entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  for (const { tag } of ranked) {
    if (tag.startsWith('ar')) return 'ar';
    if (tag.startsWith('en')) return 'en';
  }
  return 'ar';
}

/** Server-side message in the caller's language, with {name} placeholders filled in. */
export function translate(
  language: Language,
  key: MessageKey,
  params: Record<string, string | number> = {},
): string {
  const template = messages[key][language];
  return template.replace(/\{(\w+)\}/g, (_, name: string) =>
    name in params ? String(params[name]) : `{${name}}`,
  );
}

export function isMessageKey(value: string): value is MessageKey {
  return Object.hasOwn(messages, value);
}
