import type { Plugin } from 'vite';

/**
 * The Cairo subsets the first paint needs in either language: Arabic text, and Latin for the
 * brand, numbers and the language switch. latin-ext is left to the CSS (rarely used).
 */
const FIRST_PAINT_FONTS = /(^|\/)cairo-(arabic|latin)-wght-normal-[\w-]+\.woff2$/;

/**
 * Adds `<link rel="preload" as="font" crossorigin>` for those subsets to the built index.html, so
 * the browser fetches them with the HTML instead of after the stylesheet (a round trip later):
 * the text swaps to Cairo sooner, and the swap shifts less (`font-display: swap` is already in
 * @fontsource's CSS). `crossorigin` is required: fonts are always fetched in CORS mode and a
 * preload without it is fetched twice.
 */
export function fontPreload(): Plugin {
  let base = '/';
  return {
    name: 'shop:font-preload',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler(_html, ctx) {
        const files = Object.keys(ctx.bundle ?? {})
          .filter((file) => FIRST_PAINT_FONTS.test(file))
          .sort();
        return files.map((file) => ({
          tag: 'link',
          attrs: {
            rel: 'preload',
            as: 'font',
            type: 'font/woff2',
            href: `${base}${file}`,
            crossorigin: '',
          },
          injectTo: 'head' as const,
        }));
      },
    },
  };
}
