import type { Plugin } from 'vite';
import { PAINT_GATE_SCRIPT } from '../src/shared/paint-gate';
import { STYLESHEET_GATE_SCRIPT } from '../src/shared/stylesheet-gate';

/**
 * The built index.html's two inline scripts, which run nothing (the server's CSP allows each by
 * its hash):
 * - the paint gate (src/shared/paint-gate.ts) starts the head: a render-blocking module that holds
 *   the first paint until the document is parsed, before the app's entry module so it runs first;
 * - the stylesheet gate (src/shared/stylesheet-gate.ts) ends it: a script after the stylesheet,
 *   which holds the parser back until the stylesheet is in. After every tag the build puts in the
 *   head, as the last plugin.
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
        { tag: 'script', children: STYLESHEET_GATE_SCRIPT, injectTo: 'head' },
      ],
    },
  };
}
