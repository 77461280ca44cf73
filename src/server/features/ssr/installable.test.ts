import { describe, expect, it } from 'vitest';
import { withInstallable } from './installable';

const page = (lang: string) =>
  `<!doctype html>\n<html lang="${lang}" dir="rtl">\n  <head>\n    <title>x</title>\n  </head>\n  <body>\n    <div id="root">a</div>\n  </body>\n</html>`;

describe('withInstallable', () => {
  it('links the Arabic manifest on an Arabic page, and the worker registration once', () => {
    const html = withInstallable(page('ar'));
    expect(html).toContain('<link rel="manifest" href="/manifest.webmanifest">');
    expect(html).toContain('<link rel="apple-touch-icon" href="/icons/apple-touch-icon.png">');
    expect(html.match(/sw-register\.js/g)).toHaveLength(1);
    // In the head and at the end of the body, where they belong.
    expect(html.indexOf('rel="manifest"')).toBeLessThan(html.indexOf('</head>'));
    expect(html.indexOf('sw-register.js')).toBeGreaterThan(html.indexOf('<div id="root">'));
  });

  it('links the English manifest on an English page', () => {
    expect(withInstallable(page('en'))).toContain('href="/manifest.en.webmanifest"');
  });
});
