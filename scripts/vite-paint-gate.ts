import type { Plugin } from 'vite';
import { PAINT_GATE_SCRIPT } from '../src/shared/paint-gate';

/**
 * Starts the built index.html's `<head>` with the paint gate (src/shared/paint-gate.ts): an inline
 * module script that holds the first paint until the document is parsed, before the app's entry
 * module so that it runs first.
 */
export function paintGate(): Plugin {
  return {
    name: 'shop:paint-gate',
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
      ],
    },
  };
}
