/**
 * HTML built by a tagged template that escapes every interpolated value unless it is already
 * `Html` (made by `html` itself or, for markup the code wrote, `raw`): a customer's name or an
 * address can never become markup on a printed document.
 */
export class Html {
  constructor(readonly value: string) {}
  toString(): string {
    return this.value;
  }
}

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export const escapeHtml = (value: string): string => value.replace(/[&<>"']/g, (c) => ESCAPES[c]);

type Part = Html | string | number | null | undefined | false | Part[];

function render(part: Part): string {
  if (part === null || part === undefined || part === false) return '';
  if (Array.isArray(part)) return part.map(render).join('');
  if (part instanceof Html) return part.value;
  return escapeHtml(String(part));
}

export function html(strings: TemplateStringsArray, ...parts: Part[]): Html {
  let out = strings[0];
  parts.forEach((part, index) => {
    out += render(part) + strings[index + 1];
  });
  return new Html(out);
}

/** Markup the code itself wrote (a generated SVG, the stylesheet): never user text. */
export const raw = (value: string): Html => new Html(value);

/** User text, isolated from the surrounding direction (an English name on an Arabic page). */
export const bdi = (value: string | null | undefined): Html =>
  value ? html`<bdi>${value}</bdi>` : raw('');
