import { describe, expect, it } from 'vitest';
import { withInstallable } from './installable';

const page = (lang: string) =>
  `<!doctype html>\n<html lang="${lang}" dir="rtl">\n  <head>\n    <title>x</title>\n  </head>\n  <body>\n    <div id="root">a</div>\n  </body>\n</html>`;

describe('withInstallable', () => {
  it('adds the Apple touch icon once, in the head, and no manifest link nor script', () => {
    const html = withInstallable(page('ar'));
    expect(
      html.match(/<link rel="apple-touch-icon" href="\/icons\/apple-touch-icon.png">/g),
    ).toHaveLength(1);
    expect(html.indexOf('apple-touch-icon')).toBeLessThan(html.indexOf('</head>'));
    // The app or its islands link the manifest once they run (decisions 073, 086): not the
    // server's HTML, and no script of its own (decision 086).
    expect(html).not.toContain('manifest');
    expect(html).not.toContain('<script');
  });

  it('gives an English page the same tags (the app reads the page language)', () => {
    expect(withInstallable(page('en'))).toBe(withInstallable(page('ar')).replace('"ar"', '"en"'));
  });
});
