/**
 * The installable app's tags on a server-rendered page (docs/decisions/062-installable-app.md,
 * 073-install-after-the-app.md): the home-screen icon for iOS, and the small script that links
 * the web app manifest in the page's language and registers the service worker once the app has
 * taken the page over (public/installable.js: a file of its own, not part of the storefront's
 * JavaScript budget, and a file because the CSP allows no inline script). The manifest is not in
 * the HTML: a browser that finds one checks the app and shows its install button while the page
 * is still starting, on the same cores.
 */
export function withInstallable(html: string): string {
  return html
    .replace(
      '</head>',
      () => '  <link rel="apple-touch-icon" href="/icons/apple-touch-icon.png">\n  </head>',
    )
    .replace('</body>', () => '  <script src="/installable.js" defer></script>\n  </body>');
}
