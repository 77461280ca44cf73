import type { Plugin } from 'vite';
import { STYLESHEET_GATE_SCRIPT } from '../src/shared/stylesheet-gate';

/**
 * Ends the built index.html's `<head>` with the stylesheet gate (src/shared/stylesheet-gate.ts):
 * a script in the HTML after the stylesheet, which holds the parser back until the stylesheet is
 * in. After every tag the build puts in the head (the stylesheet among them), as the last plugin.
 */
export function stylesheetGate(): Plugin {
  return {
    name: 'shop:stylesheet-gate',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler: () => [{ tag: 'script', children: STYLESHEET_GATE_SCRIPT, injectTo: 'head' }],
    },
  };
}
