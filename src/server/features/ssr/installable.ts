/**
 * The installable app's tags on a server-rendered page (docs/decisions/062-installable-app.md):
 * the web app manifest in the page's language (Arabic, the default, or English), the home-screen
 * icon for iOS, and the small script that registers the service worker once the page is idle
 * (public/sw-register.js: a file of its own, not part of the storefront's JavaScript budget, and
 * a file because the CSP allows no inline script).
 */
export function withInstallable(html: string): string {
  const english = /<html[^>]*\blang="en"/.test(html);
  const head = [
    `<link rel="manifest" href="/manifest${english ? '.en' : ''}.webmanifest">`,
    '<link rel="apple-touch-icon" href="/icons/apple-touch-icon.png">',
  ].join('\n    ');
  return html
    .replace('</head>', () => `  ${head}\n  </head>`)
    .replace('</body>', () => '  <script src="/sw-register.js" defer></script>\n  </body>');
}
