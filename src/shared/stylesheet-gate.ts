/**
 * The storefront's one inline script, the last thing in every page's `<head>`
 * (scripts/vite-stylesheet-gate.ts), allowed by its hash in the server's CSP (plugins/csp.ts). It
 * runs nothing: a script in the HTML waits for the stylesheets before it, and the parser waits
 * for the script, so the body is parsed once the stylesheet is in. The page is painted only then
 * anyway; what it saves is a layout of the whole page unstyled (every element shown, at the
 * window's width) whenever something asks the page's layout in between, a phone's screen being
 * set up for it, say: 15–25 ms of a phone's main thread, in half the loads measured
 * (docs/decisions/070-body-after-the-stylesheet.md).
 */
export const STYLESHEET_GATE_SCRIPT = '/* the body after the stylesheet: decision 070 */';
