import type { Plugin } from 'vite';
import { PAINT_GATE_SCRIPT, ROOT_HIDDEN_CSS, ROOT_HIDDEN_ID } from '../src/shared/paint-gate';

/**
 * The built index.html's head starts with the paint gate (src/shared/paint-gate.ts): a
 * render-blocking inline module that holds the first paint until the document is parsed, before
 * the app's entry module so it runs first (the server's CSP allows it by its hash), then the
 * style that keeps the page out of any layout until the stylesheet is in.
 */
export function headGates(): Plugin {
  return {
    name: 'shop:head-gates',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler: () => [
        {
          tag: 'script',
          attrs: { type: 'module', blocking: 'render' },
          children: PAINT_GATE_SCRIPT,
          injectTo: 'head-prepend',
        },
        {
          tag: 'style',
          attrs: { id: ROOT_HIDDEN_ID },
          children: ROOT_HIDDEN_CSS,
          injectTo: 'head-prepend',
        },
      ],
    },
  };
}
