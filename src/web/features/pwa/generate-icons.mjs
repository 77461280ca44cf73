// Draws the app icons of the web app manifest (public/icons/*.png) from the logo mark of
// public/favicon.svg in Debian's Chromium: `node src/web/features/pwa/generate-icons.mjs`.
// Run again after the logo changes; the PNGs are committed (decision 062).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';

const root = path.resolve(import.meta.dirname, '../../../..');
const logo = readFileSync(path.join(root, 'public/favicon.svg'), 'utf8');
// The bolt of the logo, for the full-bleed icons drawn below.
const bolt = logo.match(/<path d="([^"]+)" fill="([^"]+)"/);
if (!bolt) throw new Error('no bolt path in favicon.svg');
const [, boltPath, boltFill] = bolt;
const green = logo.match(/<rect[^>]*fill="([^"]+)"/)?.[1] ?? '#166534';

/** Full-bleed square (maskable, Apple): the bolt inside the 80 % safe circle. */
const fullBleed = (scale) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" fill="${green}"/>` +
  `<g transform="translate(32 32) scale(${scale}) translate(-32 -32)"><path d="${boltPath}" fill="${boltFill}"/></g></svg>`;

const icons = [
  { file: 'icon-192.png', size: 192, svg: logo },
  { file: 'icon-512.png', size: 512, svg: logo },
  { file: 'icon-maskable-512.png', size: 512, svg: fullBleed(0.62) },
  { file: 'apple-touch-icon.png', size: 180, svg: fullBleed(0.8) },
];

const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu'],
});
try {
  for (const icon of icons) {
    const page = await browser.newPage({ viewport: { width: icon.size, height: icon.size } });
    const svg = icon.svg.replace('<svg ', `<svg width="${icon.size}" height="${icon.size}" `);
    await page.setContent(
      `<html><body style="margin:0;background:transparent">${svg}</body></html>`,
    );
    await page.screenshot({
      path: path.join(root, 'public/icons', icon.file),
      omitBackground: true,
      clip: { x: 0, y: 0, width: icon.size, height: icon.size },
    });
    await page.close();
    console.log('wrote', icon.file);
  }
} finally {
  await browser.close();
}
