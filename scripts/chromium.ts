/**
 * Debian's Chromium and the flags that work on this machine (STACK.md): headless as root, and
 * no background connections, which the closed network refuses many at a time. Used by the
 * end-to-end tests and the Lighthouse bench.
 */
export const CHROMIUM_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';

export const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
