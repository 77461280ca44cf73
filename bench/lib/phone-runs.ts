/**
 * What the phone benchmarks (bench/main-thread.ts, first-tap.ts, language-switch.ts,
 * list-pick.ts) share: the storefront under test (bench/lib/storefront.ts) and one Chromium,
 * a number of runs per page and language (`--runs=`), each on a freshly warmed page, and the
 * clean-up whatever happens.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { type Browser, chromium } from 'playwright-core';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../../scripts/chromium';
import { arg } from './args';
import { median } from './report';
import { inLanguage, type Lang, storefrontUnderTest, warmPage } from './storefront';

export interface MeasuredPage {
  name: string;
  lang: Lang;
  /** The shop's address (`http://127.0.0.1:<port>`). */
  base: string;
  /** The page's address in its language. */
  url: string;
}

interface PhoneRuns<Run> {
  /** The temporary directory's name (the build, when not `--dist=`, and the database). */
  name: string;
  defaultRuns: number;
  /** The pages and languages to measure, once the shop answers: [name, path][], languages. */
  pages: (base: string) => Promise<{ pages: [string, string][]; langs: readonly Lang[] }>;
  run: (browser: Browser, page: MeasuredPage) => Promise<Run>;
  /** Each page's runs, as soon as they are made (to print them as they come). */
  measured: (page: MeasuredPage, runs: Run[]) => void;
}

/** Runs `run` `--runs=` times on each page in each language. Returns how many times it ran. */
export async function phoneRunsPerPage<Run>(bench: PhoneRuns<Run>): Promise<number> {
  const runCount = Math.max(1, Number(arg('runs') ?? bench.defaultRuns) || 1);
  const tmp = await mkdtemp(path.join(os.tmpdir(), `shop-bench-${bench.name}-`));
  let app: Awaited<ReturnType<typeof storefrontUnderTest>> | undefined;
  let browser: Browser | undefined;
  try {
    app = await storefrontUnderTest(tmp);
    browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
    const { pages, langs } = await bench.pages(app.base);
    for (const [name, pagePath] of pages) {
      for (const lang of langs) {
        const page = {
          name,
          lang,
          base: app.base,
          url: `${app.base}${inLanguage(pagePath, lang)}`,
        };
        const runs: Run[] = [];
        for (let run = 0; run < runCount; run++) {
          await warmPage(page.url);
          runs.push(await bench.run(browser, page));
        }
        bench.measured(page, runs);
      }
    }
  } finally {
    await browser?.close();
    await app?.stop();
    await rm(tmp, { recursive: true, force: true });
  }
  return runCount;
}

/** The runs' median, rounded; NaN if none was measured. */
export const roundedMedian = (values: number[]) => Math.round(median(values));

/** A table cell: the runs' median alone ("412"); – if none. */
export function medianCell(values: number[]): string {
  const middle = roundedMedian(values);
  return Number.isNaN(middle) ? '–' : String(middle);
}

/** A table cell: the runs' median, and each run in brackets ("412 (398 412 530)"); – if none. */
export function medianOfRuns(values: number[]): string {
  const middle = medianCell(values);
  if (middle === '–') return middle;
  return `${middle} (${values.map((value) => Math.round(value)).join(' ')})`;
}
