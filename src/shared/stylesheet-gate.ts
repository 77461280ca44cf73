/**
 * One of the storefront's two inline scripts (the other: paint-gate.ts), the last tag of the
 * built index.html's `<head>` (scripts/vite-head-gates.ts; the server's own head tags, such as the
 * page's files, follow it), allowed by its hash in the server's CSP (plugins/csp.ts). It runs
 * nothing: a script in the HTML waits for the stylesheets before it, and the parser waits for the
 * script, so the body is parsed once the stylesheet is in. The page is painted only then anyway; what it saves is a
 * layout of the whole page unstyled (every element shown, at the window's width) when something
 * asks for the page's layout in between: under the phone emulation Lighthouse uses, 12 of 30
 * traced loads had one, 15–25 ms of the main thread each
 * (docs/decisions/070-body-after-the-stylesheet.md).
 */
export const STYLESHEET_GATE_SCRIPT = '/* the body after the stylesheet: decision 070 */';
