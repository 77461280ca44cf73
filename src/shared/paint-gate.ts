/**
 * In the head before the page's content: the page (`#root`) takes no part in a layout until the
 * stylesheet is in. The parser reads the whole body meanwhile, in the task that reads the head,
 * while the stylesheet is on its way; a layout something asks for before then (the screen of an
 * emulated phone being applied, under Lighthouse) has nothing of the page to lay out unstyled.
 * The stylesheet shows the page again (index.css, outside any layer so that it outranks this
 * rule); the paint gate removes this element in case the stylesheet never comes
 * (docs/decisions/078-body-parsed-while-the-stylesheet-loads.md).
 */
export const ROOT_HIDDEN_CSS = '#root{display:none}';

/** The id of the `<style>` that holds ROOT_HIDDEN_CSS. */
export const ROOT_HIDDEN_ID = 'root-hidden';

/**
 * Set on `<html>` at the page's first scroll: a touch screen's scrollbar is hidden until then
 * (index.css; docs/decisions/079-touch-scrollbar-from-the-first-scroll.md).
 */
export const SCROLLED_ATTRIBUTE = 'data-scrolled';

/**
 * The storefront's one inline script, the first tag of the built index.html's `<head>`
 * (scripts/vite-head-gates.ts), allowed by its hash in the server's CSP (plugins/csp.ts). A
 * module script runs once the whole document is parsed and the stylesheet before it is in (or
 * has failed), and `blocking="render"` keeps the browser from painting before it has run. So a
 * server-rendered page is first painted whole, laid out once, instead of a frame (a style and
 * layout of everything parsed so far) each time the parser pauses: 4–6 layouts of a growing
 * page, each after the first paint, where they hold a tap back. The whole HTML comes in one round
 * trip anyway (the home page is 14 KB compressed). A browser without `blocking` (Firefox) paints
 * as before (docs/decisions/072-first-paint-of-the-whole-page.md). Before the app's entry module:
 * modules run in the order of the document, and the entry would otherwise hold the paint until
 * it has loaded.
 *
 * What it runs:
 * - the first reading of the cookies, the local and the session storage, which the entry makes
 *   as it starts (lib/start-on-demand.ts, whether the visitor has a state of their own). The
 *   first reading of each is a synchronous call to the browser's process (1–60 ms each here while
 *   the browser is busy loading the page); later ones are answered in the page. Made here, they
 *   wait while the paint is held anyway instead of in the first task after it, where a tap waits
 *   for them (docs/decisions/074-first-readings-before-the-paint.md). Storage that is off
 *   (privacy mode) throws and is left alone;
 * - the removal of the style that hides the page (ROOT_HIDDEN_ID), so that a page whose stylesheet failed still shows,
 *   unstyled (docs/decisions/078-body-parsed-while-the-stylesheet-loads.md);
 * - a listener for the first scroll, which marks the page (SCROLLED_ATTRIBUTE) so that a touch
 *   screen's scrollbar shows from then on (docs/decisions/079-touch-scrollbar-from-the-first-scroll.md).
 */
export const PAINT_GATE_SCRIPT = `try{document.cookie;localStorage.length;sessionStorage.length}catch{}document.getElementById('${ROOT_HIDDEN_ID}')?.remove();addEventListener('scroll',()=>document.documentElement.setAttribute('${SCROLLED_ATTRIBUTE}',''),{once:true,passive:true})`;
