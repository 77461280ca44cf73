/**
 * The storefront's second inline script, the first tag of the built index.html's `<head>`
 * (scripts/vite-head-gates.ts), allowed by its hash in the server's CSP (plugins/csp.ts). It runs
 * nothing: a module script runs once the whole document is parsed, and `blocking="render"` keeps
 * the browser from painting before it has run. So a server-rendered page is first painted whole,
 * laid out once, instead of a frame (a style and layout of everything parsed so far) each time
 * the parser pauses: 4–6 layouts of a growing page, each after the first paint, where they hold
 * a tap back. The whole HTML comes in one round trip anyway (the home page is 12.5 KB compressed).
 * A browser without `blocking` (Firefox) paints as before; one whose CSP refused the script
 * paints once the parser is done (docs/decisions/072-first-paint-of-the-whole-page.md).
 * Before the app's entry module: modules run in the order of the document, and the entry would
 * otherwise hold the paint until it has loaded.
 */
export const PAINT_GATE_SCRIPT = '/* the first paint after the whole body: decision 072 */';
