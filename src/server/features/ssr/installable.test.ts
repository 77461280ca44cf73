import { describe, expect, it } from 'vitest';
import { withInstallable } from './installable';

const page = (lang: string) =>
  `<!doctype html>\n<html lang="${lang}" dir="rtl">\n  <head>\n    <title>x</title>\n  </head>\n  <body>\n    <div id="root">a</div>\n  </body>\n</html>`;

describe('withInstallable', () => {
  it('adds the Apple touch icon and the install script once, and no manifest link', () => {
    const html = withInstallable(page('ar'));
    expect(html).toContain('<link rel="apple-touch-icon" href="/icons/apple-touch-icon.png">');
    expect(html.match(/installable\.js/g)).toHaveLength(1);
    // The script links the manifest once the app runs (decision 073): not the server's HTML.
    expect(html).not.toContain('manifest');
    // In the head and at the end of the body, where they belong.
    expect(html.indexOf('apple-touch-icon')).toBeLessThan(html.indexOf('</head>'));
    expect(html.indexOf('installable.js')).toBeGreaterThan(html.indexOf('<div id="root">'));
  });

  it('gives an English page the same tags (the script reads the page language)', () => {
    expect(withInstallable(page('en'))).toBe(withInstallable(page('ar')).replace('"ar"', '"en"'));
  });
});
