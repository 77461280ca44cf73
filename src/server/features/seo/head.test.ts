import { describe, expect, it } from 'vitest';
import { injectHead } from './head';

const SHELL =
  '<!doctype html><html lang="ar"><head><meta charset="UTF-8" /><title>Shop</title>' +
  '<meta name="description" content="old" />' +
  '<script type="module" src="/assets/index.js"></script></head><body><div id="root"></div></body></html>';

const meta = (title: string, description: string) => ({
  lang: 'en' as const,
  title,
  description,
  canonical: 'https://shop.example/products/1?lng=en',
  alternates: {
    ar: 'https://shop.example/products/1',
    en: 'https://shop.example/products/1?lng=en',
  },
});

describe('injectHead', () => {
  it('puts an admin text with replacement patterns ($`, $&) in as written, escaped', () => {
    // Written into a replacement string, $` pasted the whole shell (its script tag too) into
    // the title and the meta tags, and $& the matched </head>.
    const html = injectHead(SHELL, meta('Panel $` 100W $&', 'Cells $& <b> $` "fast"'));
    expect(html).toContain('<title>Panel $` 100W $&amp;</title>');
    expect(html).toContain(
      '<meta name="description" content="Cells $&amp; &lt;b&gt; $` &quot;fast&quot;">',
    );
    expect(html.match(/<script type="module"/g)).toHaveLength(1);
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html.match(/<\/head>/g)).toHaveLength(1);
    expect(html.match(/<html /g)).toHaveLength(1);
  });

  it('escapes markup in the title and description', () => {
    const html = injectHead(SHELL, meta('<script>x()</script>', '"><img src=x onerror=y()>'));
    expect(html).toContain('<title>&lt;script&gt;x()&lt;/script&gt;</title>');
    expect(html).toContain('content="&quot;&gt;&lt;img src=x onerror=y()&gt;"');
    expect(html).not.toContain('<img');
  });
});
