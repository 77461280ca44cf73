/**
 * The storefront's second inline script, the first tag of the built index.html's `<head>`
 * (scripts/vite-head-gates.ts), allowed by its hash in the server's CSP (plugins/csp.ts). A
 * module script runs once the whole document is parsed, and `blocking="render"` keeps the browser
 * from painting before it has run. So a server-rendered page is first painted whole, laid out
 * once, instead of a frame (a style and layout of everything parsed so far) each time
 * the parser pauses: 4–6 layouts of a growing page, each after the first paint, where they hold
 * a tap back. The whole HTML comes in one round trip anyway (the home page is 12.5 KB compressed).
 * A browser without `blocking` (Firefox) paints as before; one whose CSP refused the script
 * paints once the parser is done (docs/decisions/072-first-paint-of-the-whole-page.md).
 * Before the app's entry module: modules run in the order of the document, and the entry would
 * otherwise hold the paint until it has loaded.
 *
 * What it runs: the first reading of the cookies, the local and the session storage, which the
 * entry makes as it starts (lib/start-on-demand.ts, whether the visitor has a state of their
 * own). The first reading of each is a synchronous call to the browser's process (1–60 ms each
 * here while the browser is busy loading the page); later ones are answered in the page. Made
 * here, they wait while the paint is held anyway instead of in the first task after it, where a
 * tap waits for them (docs/decisions/074-first-readings-before-the-paint.md). No logic: the
 * entry still reads and decides; storage that is off (privacy mode) throws and is left alone.
 */
export const PAINT_GATE_SCRIPT =
  'try{document.cookie;localStorage.length;sessionStorage.length}catch{}';
