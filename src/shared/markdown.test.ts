import { describe, expect, it } from 'vitest';
import { markdownToText, renderMarkdown } from './markdown';

describe('renderMarkdown', () => {
  it('escapes raw HTML instead of passing it through', () => {
    const html = renderMarkdown('<script>alert(1)</script>\n\n<img src=x onerror=alert(1)>');
    expect(html).not.toMatch(/<script|<img/);
    expect(html).toContain('&lt;script&gt;');
  });

  it.each([
    '[x](javascript:alert(1))',
    '[x](  JaVaScRiPt:alert(1))',
    '[x](vbscript:msgbox(1))',
    '[x](data:text/html;base64,PHNjcmlwdD4=)',
    '![x](javascript:alert(1))',
    '<javascript:alert(1)>',
  ])('never makes a live link or image of %s', (source) => {
    expect(renderMarkdown(source)).not.toMatch(/<(a|img)\b/);
  });

  it('opens other sites in a new tab without an opener, keeps own links as they are', () => {
    expect(renderMarkdown('[a](https://example.com) [b](/products) https://example.org/x')).toBe(
      '<p><a href="https://example.com" target="_blank" rel="noopener noreferrer">a</a> ' +
        '<a href="/products">b</a> ' +
        '<a href="https://example.org/x" target="_blank" rel="noopener noreferrer">https://example.org/x</a></p>\n',
    );
  });

  it('renders images lazily, tables in a scroll box, "#" as a section heading, line breaks', () => {
    const html = renderMarkdown('# Big\n\n![pic](/uploads/a.webp)\nnext\n\n| a |\n|---|\n| 1 |');
    expect(html).toContain('<h2>Big</h2>');
    expect(html).toContain(
      '<img src="/uploads/a.webp" alt="pic" loading="lazy" decoding="async"><br>',
    );
    expect(html).toContain('<div class="md-table"><table>');
  });
});

describe('markdownToText', () => {
  it('takes the first paragraphs as plain text and cuts at a word', () => {
    expect(markdownToText('## Heading\n\nSome **bold** text.\nMore [link](/x).')).toBe(
      'Some bold text. More link.',
    );
    const long = markdownToText('word '.repeat(100), 30);
    expect(long).toBe('word word word word word word…');
  });
});
