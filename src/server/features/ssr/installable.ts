/**
 * The installable app's tag on a server-rendered page (docs/decisions/062-installable-app.md,
 * 073-install-after-the-app.md, 086-install-from-the-start.md): the home-screen icon for iOS,
 * which reads it only when the visitor adds the page to the home screen. The manifest is not in
 * the HTML, nor a script of its own: the app or its islands link it and register the service
 * worker once they have taken the page over (src/web/lib/installable.ts). A browser that finds a
 * manifest checks the app and shows its install button while the page is still starting, on the
 * same cores.
 */
export function withInstallable(html: string): string {
  return html.replace(
    '</head>',
    () => '  <link rel="apple-touch-icon" href="/icons/apple-touch-icon.png">\n  </head>',
  );
}
