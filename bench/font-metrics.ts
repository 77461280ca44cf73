/**
 * npm run bench:font-metrics — the numbers of src/web/font-fallbacks.css (decision 077): how
 * much each system font a page is drawn in before Cairo arrives must be scaled to take Cairo's
 * widths, and the line metrics that keep its lines where Cairo's are.
 *
 * Measured in Chromium itself (shaping included, Arabic joining forms too), over the shop's own
 * texts: every English string of locales/en.json for Latin, every Arabic one of ar.json for
 * Arabic, at weights 400 and 700. Cairo comes from @fontsource-variable/cairo, DejaVu Sans and
 * Liberation Sans (Arial's widths) from this machine. Android's fonts are not installed here;
 * unpack Debian's packages to a folder and name it:
 *
 *   apt-get download fonts-roboto-unhinted fonts-noto-ui-core
 *   for f in *.deb; do dpkg-deb -x "$f" /tmp/fonts; done
 *   npm run bench:font-metrics -- --extra=/tmp/fonts
 *
 * Prints, per font, weight and sample (letters, digits), size-adjust = Cairo's mean advance /
 * the font's, and Cairo's ascent and descent divided by it (size-adjust scales the overrides
 * too).
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../scripts/chromium';
import { arg } from './lib/args';

const root = path.resolve(import.meta.dirname, '..');
const extra = arg('extra') ?? '/tmp/fonts';
const cairo = path.join(root, 'node_modules/@fontsource-variable/cairo/files');

type Script = 'latin' | 'arabic';
type Sample = 'letters' | 'digits';
/** The system fonts of font-fallbacks.css, each with the script it stands in for. */
const FALLBACKS: { name: string; script: Script; files: Record<400 | 700, string> }[] = [
  {
    name: 'Noto Naskh Arabic UI (Android)',
    script: 'arabic',
    files: {
      400: `${extra}/usr/share/fonts/truetype/noto/NotoNaskhArabicUI-Regular.ttf`,
      700: `${extra}/usr/share/fonts/truetype/noto/NotoNaskhArabicUI-Bold.ttf`,
    },
  },
  {
    name: 'DejaVu Sans (Linux), Arabic',
    script: 'arabic',
    files: {
      400: '/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf',
      700: '/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf',
    },
  },
  {
    name: 'Roboto (Android)',
    script: 'latin',
    files: {
      400: `${extra}/usr/share/fonts/truetype/roboto/unhinted/RobotoTTF/Roboto-Regular.ttf`,
      700: `${extra}/usr/share/fonts/truetype/roboto/unhinted/RobotoTTF/Roboto-Bold.ttf`,
    },
  },
  {
    name: 'Liberation Sans (Arial, Helvetica)',
    script: 'latin',
    files: {
      400: '/usr/share/fonts/truetype/liberation/LiberationSans-Regular.ttf',
      700: '/usr/share/fonts/truetype/liberation/LiberationSans-Bold.ttf',
    },
  },
];

const strings = (value: unknown): string[] =>
  typeof value === 'string' ? [value] : Object.values(value as object).flatMap(strings);
const texts = (file: string) =>
  strings(JSON.parse(readFileSync(path.join(root, 'src/web/locales', file), 'utf8')))
    .filter((text) => !text.includes('{{'))
    .join(' ');
const DIGITS = /[0-9\u0660-\u0669]/g;
/**
 * The letters: the shop's texts without digits. The digits get faces of their own (a 13-digit
 * number, wider in Cairo than in a fallback sized on letters, wrapped a news title: decision
 * 077), each script's own: Latin 0-9, and the Arabic-Indic digits Arabic prices are written in.
 */
const SAMPLES: Record<Script, Record<Sample, string>> = {
  latin: { letters: texts('en.json').replace(DIGITS, ''), digits: '0123456789' },
  // Only the Arabic letters: Latin words inside Arabic strings take the Latin fallback.
  arabic: {
    letters: texts('ar.json')
      .replace(/[A-Za-z]/g, '')
      .replace(DIGITS, ''),
    digits: '٠١٢٣٤٥٦٧٨٩',
  },
};

const fonts = new Map<string, string>([
  ['cairo-latin', path.join(cairo, 'cairo-latin-wght-normal.woff2')],
  ['cairo-arabic', path.join(cairo, 'cairo-arabic-wght-normal.woff2')],
]);
for (const [index, fallback] of FALLBACKS.entries()) {
  for (const weight of [400, 700] as const)
    fonts.set(`f${index}-${weight}`, fallback.files[weight]);
}
const missing = [...fonts.values()].filter((file) => !existsSync(file));
if (missing.length > 0)
  throw new Error(`missing font files (see the header): ${missing.join(', ')}`);

const css = [
  '@font-face{font-family:Cairo;src:url(/f/cairo-latin);font-weight:200 1000;unicode-range:U+0000-00FF,U+2000-206F}',
  '@font-face{font-family:Cairo;src:url(/f/cairo-arabic);font-weight:200 1000;unicode-range:U+0600-06FF,U+0750-077F,U+08A0-08FF,U+FB50-FDFF,U+FE70-FEFF}',
  ...[...fonts.keys()]
    .filter((key) => key.startsWith('f'))
    .map((key) => `@font-face{font-family:"${key}";src:url(/f/${key})}`),
].join('\n');

const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
try {
  const page = await browser.newPage();
  await page.route('http://fonts.test/**', (route) => {
    const { pathname } = new URL(route.request().url());
    const file = pathname.startsWith('/f/') ? fonts.get(pathname.slice(3)) : undefined;
    return file
      ? route.fulfill({ body: readFileSync(file) })
      : route.fulfill({ body: `<style>${css}</style>x`, contentType: 'text/html' });
  });
  await page.goto('http://fonts.test/');

  /** Mean advance per character and the ascent and descent, in em, of `family` on `text`. */
  const measure = (family: string, weight: number, text: string) =>
    page.evaluate(
      async ({ family, weight, text }) => {
        await document.fonts.load(`${weight} 100px "${family}"`, text.slice(0, 200));
        const context = document.createElement('canvas').getContext('2d')!;
        context.font = `${weight} 100px "${family}"`;
        const metrics = context.measureText(text);
        return {
          advance: metrics.width / text.length / 100,
          ascent: metrics.fontBoundingBoxAscent / 100,
          descent: metrics.fontBoundingBoxDescent / 100,
        };
      },
      { family, weight, text },
    );

  const percent = (value: number) => `${(value * 100).toFixed(1)}%`;
  for (const [index, fallback] of FALLBACKS.entries()) {
    for (const weight of [400, 700] as const) {
      for (const [sample, text] of Object.entries(SAMPLES[fallback.script])) {
        const target = await measure('Cairo', weight, text);
        const font = await measure(`f${index}-${weight}`, 400, text);
        const sizeAdjust = target.advance / font.advance;
        console.log(
          `${fallback.name}, ${weight}, ${sample}: size-adjust ${percent(sizeAdjust)}; ` +
            `ascent-override ${percent(target.ascent / sizeAdjust)}; ` +
            `descent-override ${percent(target.descent / sizeAdjust)}`,
        );
      }
    }
  }
} finally {
  await browser.close();
}
