import type { Language } from '../../../shared/constants';

/** What crawlers and link previews read from a page's <head>. */
export interface PageMeta {
  lang: Language;
  title: string;
  description: string;
  /** Absolute URL of this page in this language. */
  canonical: string;
  /** Absolute URL per language (hreflang); x-default is the Arabic one. */
  alternates: Record<Language, string>;
  image?: string | null;
  ogType?: 'website' | 'product' | 'article';
  /** Private pages (cart, checkout, account, admin): never indexed. */
  noindex?: boolean;
  jsonLd?: object[];
  /**
   * The page's likely LCP images, preloaded from the head so the browser fetches them alongside
   * the app's code instead of after it has run and asked the API (srcset/sizes as the <img> has).
   */
  preloadImages?: PreloadImage[];
  /**
   * GET /api/site's answer, inlined for the app's first render (header, hero, footer): one API
   * round trip less before the page's main content can show (LCP).
   */
  siteInfo?: object | null;
}

export interface PreloadImage {
  href: string;
  srcset?: string;
  sizes?: string;
}

const escapeAttr = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

/** JSON inside <script>: `</script>` or `<!--` in a product name must not end the element. */
const jsonForScript = (value: object) =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

/** Cuts plain text to a meta description's length on a word boundary. */
export function summarize(text: string, max = 160): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

function headTags(meta: PageMeta): string {
  const tag = (name: string, attrs: Record<string, string>) =>
    `<${name} ${Object.entries(attrs)
      .map(([k, v]) => `${k}="${escapeAttr(v)}"`)
      .join(' ')}>`;
  const tags = [
    tag('meta', { name: 'description', content: meta.description }),
    tag('link', { rel: 'canonical', href: meta.canonical }),
    tag('link', { rel: 'alternate', hreflang: 'ar', href: meta.alternates.ar }),
    tag('link', { rel: 'alternate', hreflang: 'en', href: meta.alternates.en }),
    tag('link', { rel: 'alternate', hreflang: 'x-default', href: meta.alternates.ar }),
    tag('meta', { property: 'og:type', content: meta.ogType ?? 'website' }),
    tag('meta', { property: 'og:title', content: meta.title }),
    tag('meta', { property: 'og:description', content: meta.description }),
    tag('meta', { property: 'og:url', content: meta.canonical }),
    tag('meta', { property: 'og:locale', content: meta.lang === 'ar' ? 'ar_EG' : 'en_US' }),
    tag('meta', { name: 'twitter:card', content: meta.image ? 'summary_large_image' : 'summary' }),
    tag('meta', { name: 'twitter:title', content: meta.title }),
    tag('meta', { name: 'twitter:description', content: meta.description }),
  ];
  if (meta.image) {
    tags.push(tag('meta', { property: 'og:image', content: meta.image }));
    tags.push(tag('meta', { name: 'twitter:image', content: meta.image }));
  }
  for (const image of meta.preloadImages ?? []) {
    tags.push(
      tag('link', {
        rel: 'preload',
        as: 'image',
        href: image.href,
        ...(image.srcset ? { imagesrcset: image.srcset, imagesizes: image.sizes ?? '100vw' } : {}),
        // As the <img> itself has it: a Low preload would be the LCP request's priority.
        fetchpriority: 'high',
      }),
    );
  }
  if (meta.noindex) tags.push(tag('meta', { name: 'robots', content: 'noindex, nofollow' }));
  if (meta.siteInfo) {
    // A data block, never executed: the CSP (no inline scripts) does not apply to it.
    tags.push(
      `<script type="application/json" id="site-info">${jsonForScript(meta.siteInfo)}</script>`,
    );
  }
  for (const doc of meta.jsonLd ?? []) {
    tags.push(`<script type="application/ld+json">${jsonForScript(doc)}</script>`);
  }
  return tags.join('\n    ');
}

/**
 * The SPA's index.html with this page's head: language and direction on <html>, its title, and
 * the description, canonical, hreflang, Open Graph / Twitter and JSON-LD tags.
 */
export function injectHead(shell: string, meta: PageMeta): string {
  const dir = meta.lang === 'ar' ? 'rtl' : 'ltr';
  // Replacer functions, not strings: in a replacement string `$&` and `$\`` (which escapeAttr
  // leaves alone) would paste the matched tag or the whole shell into a product's title.
  return shell
    .replace(/<html[^>]*>/, () => `<html lang="${meta.lang}" dir="${dir}">`)
    .replace(/<title>[\s\S]*?<\/title>/, () => `<title>${escapeAttr(meta.title)}</title>`)
    .replace(/\s*<meta name="description"[^>]*>/, '')
    .replace('</head>', () => `    ${headTags(meta)}\n  </head>`);
}
