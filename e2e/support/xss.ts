import { expect, type Page } from '@playwright/test';

/**
 * XSS payloads and the checks that prove none of them ran (issue 10). Every payload carries a
 * marker naming the field it was saved into, so a payload that does run says where it came from
 * (window.__xss collects the markers).
 */

const record = (marker: string) => `window.__xss=(window.__xss||[]).concat('${marker}')`;

/** Payloads that are HTML or template text; each fits where a plain text field is shown. */
export const HTML_PAYLOADS = {
  script: (m: string) => `<script>${record(m)}</script>`,
  img: (m: string) => `<img src=x onerror="${record(m)}">`,
  svg: (m: string) => `<svg onload="${record(m)}"></svg>`,
  iframe: (m: string) => `"><iframe srcdoc="<script>parent.__xss=['${m}']</script>">`,
  // Angular-style template injection; also what an i18next re-interpolation would evaluate.
  template: (_m: string) => `{{constructor.constructor('alert(1)')()}}`,
  // For short fields (a logo text, a tag): the same attack in fewer characters.
  imgShort: (m: string) => `<img src=x onerror=__xss=['${m}']>`,
} as const;
export type HtmlPayload = keyof typeof HTML_PAYLOADS;
const KINDS = Object.keys(HTML_PAYLOADS) as HtmlPayload[];

/** A script URL for link fields (notification links, video URLs, social links, Markdown links). */
export const jsUrl = (marker: string) => `javascript:${record(marker)}`;

/**
 * As many payloads as fit in `max` characters, space separated, starting with `first` so that
 * short fields (one payload) still cover every kind between them.
 */
export function xssText(marker: string, max = 1000, first: HtmlPayload = 'script'): string {
  const start = KINDS.indexOf(first);
  const ordered = [...KINDS.slice(start), ...KINDS.slice(0, start)];
  const parts: string[] = [];
  let length = 0;
  for (const kind of ordered) {
    const part = HTML_PAYLOADS[kind](marker);
    const added = part.length + (parts.length > 0 ? 1 : 0);
    if (length + added > max) continue;
    parts.push(part);
    length += added;
  }
  if (parts.length === 0) throw new Error(`no payload fits in ${max} characters`);
  return parts.join(' ');
}

/**
 * A Markdown body with raw HTML (escaped by the renderer, never inserted), script links in every
 * Markdown form, and a heading so the page has something that must render as HTML.
 */
export function xssMarkdown(marker: string): string {
  return [
    `## Heading ${marker} ${HTML_PAYLOADS.script(marker)}`,
    '',
    HTML_PAYLOADS.img(marker),
    '',
    `<a href="${jsUrl(marker)}">raw anchor ${marker}</a>`,
    '',
    `[markdown link ${marker}](${jsUrl(marker)})`,
    '',
    // The same scheme hidden behind an HTML entity and mixed case.
    `[entity link ${marker}](&#106;avascript:${record(marker)})`,
    '',
    `[case link ${marker}](JaVaScRiPt:${record(marker)})`,
    '',
    `![image ${marker}](javascript:${record(marker)})`,
    '',
    HTML_PAYLOADS.svg(marker),
    '',
    `${HTML_PAYLOADS.iframe(marker)} ${HTML_PAYLOADS.template(marker)}`,
  ].join('\n');
}

export interface XssWatch {
  dialogs: string[];
  cspReports: string[];
  pageErrors: string[];
}

/**
 * Fails on any dialog (alert, confirm, prompt: a payload that ran) and keeps console CSP
 * messages and page errors: a CSP block means a payload reached the DOM and the policy alone
 * stopped it, which the DOM check in expectNoXss reports as a failure too.
 */
export async function watchPage(page: Page): Promise<XssWatch> {
  const watch: XssWatch = { dialogs: [], cspReports: [], pageErrors: [] };
  // Where a blocked script came from: the console message alone names only the directive.
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      console.error(
        `CSP violation: ${event.violatedDirective} blocked ${event.blockedURI} from ${event.sourceFile}:${event.lineNumber}:${event.columnNumber}`,
      );
    });
  });
  page.on('dialog', (dialog) => {
    watch.dialogs.push(`${dialog.type()}: ${dialog.message()}`);
    void dialog.dismiss().catch(() => {});
  });
  page.on('console', (message) => {
    const text = message.text();
    if (/Content Security Policy|CSP violation|Refused to (execute|load|frame)/i.test(text)) {
      watch.cspReports.push(`${page.url()}: ${text}`);
    }
  });
  page.on('pageerror', (error) => watch.pageErrors.push(`${page.url()}: ${error.message}`));
  return watch;
}

/** What a payload would leave in the DOM had it been inserted as HTML instead of as text. */
interface DomFindings {
  xss: unknown;
  injected: string[];
  scriptLinks: string[];
  shown: string[];
}

async function inspect(page: Page, markers: string[], served?: string): Promise<DomFindings> {
  const literals = markers.flatMap((m) =>
    (['script', 'img', 'svg', 'imgShort'] as const).map((kind) => HTML_PAYLOADS[kind](m)),
  );
  return page.evaluate(
    ({ literals, served }) => {
      const scan = (doc: Document, prefix: string) => {
        const injected: string[] = [];
        for (const element of doc.querySelectorAll('*')) {
          const tag = element.tagName.toLowerCase();
          // React never writes inline event handler attributes; any such attribute is injected.
          for (const attr of element.attributes) {
            if (/^on/i.test(attr.name))
              injected.push(`${prefix}<${tag} ${attr.name}="${attr.value}">`);
          }
          if (tag === 'iframe' && element.hasAttribute('srcdoc')) {
            injected.push(`${prefix}<iframe srcdoc>`);
          }
          // JSON data blocks (the inlined site info, JSON-LD) hold the texts escaped, never run.
          const type = element.getAttribute('type') ?? '';
          const data = type === 'application/json' || type === 'application/ld+json';
          if (tag === 'script' && !data && element.textContent?.includes('__xss')) {
            injected.push(`${prefix}<script type="${type}">`);
          }
        }
        const scriptLinks = [...doc.querySelectorAll('a[href], area[href], iframe[src]')]
          .map((el) => el.getAttribute('href') ?? el.getAttribute('src') ?? '')
          .filter((href) => /^\s*(javascript|vbscript|data):/i.test(href))
          .map((href) => prefix + href);
        // A text pasted into the served head as markup would repeat the shell's own tags.
        const sources = [...doc.querySelectorAll('script[src]')].map((el) =>
          el.getAttribute('src'),
        );
        if (new Set(sources).size < sources.length) injected.push(`${prefix}a repeated <script>`);
        if (doc.querySelectorAll('title').length > 1) injected.push(`${prefix}a second <title>`);
        return { injected, scriptLinks };
      };
      const live = scan(document, '');
      // The HTML as the server sent it (server-rendered pages), before any script touched it.
      const sent = served
        ? scan(new DOMParser().parseFromString(served, 'text/html'), 'served: ')
        : { injected: [], scriptLinks: [] };
      // Shown as text: in the rendered page, or in a form field being edited.
      const text = [
        document.body.innerText,
        ...[...document.querySelectorAll('input, textarea')].map(
          (field) => (field as HTMLInputElement).value,
        ),
      ].join('\n');
      return {
        xss: (window as unknown as { __xss?: unknown }).__xss,
        injected: [...live.injected, ...sent.injected],
        scriptLinks: [...live.scriptLinks, ...sent.scriptLinks],
        shown: literals.filter((literal) => text.includes(literal)),
      };
    },
    { literals, served },
  );
}

/**
 * The page holds no trace of a payload that ran or was inserted as HTML, no script link, and
 * (unless `expectShown` is empty) at least one of the given fields' payloads as literal text.
 */
export async function expectNoXss(
  page: Page,
  watch: XssWatch,
  expectShown: string[],
  served?: string,
) {
  const where = page.url();
  if (expectShown.length > 0) {
    // Data arrives after the first paint: wait until one of the fields is on screen.
    await expect
      .poll(async () => (await inspect(page, expectShown)).shown.length, {
        message: `${where}: one of ${expectShown.join(', ')} shown as text`,
        timeout: 15_000,
      })
      .toBeGreaterThan(0);
  }
  // Handlers of broken images fire a little after they are inserted: give them that moment.
  await page.waitForTimeout(150);
  const found = await inspect(page, expectShown, served);
  expect(found.xss, `${where}: payloads that ran`).toBeUndefined();
  expect(found.injected, `${where}: payload elements in the DOM`).toEqual([]);
  expect(found.scriptLinks, `${where}: script links`).toEqual([]);
  expect(watch.dialogs, `${where}: dialogs`).toEqual([]);
}

/**
 * Hovers every visible link of the page whose text or target carries a payload marker (a post's
 * tag, a notification's link) and follows the first one of this site: neither may run anything.
 * Returns how many such links the page had.
 */
export async function followPayloadLinks(page: Page, watch: XssWatch, markers: string[]) {
  // Marked in the page itself: a re-render between finding and hovering would shift indexes.
  const carrying = await page.locator('a[href]').evaluateAll(
    (anchors, markers) =>
      anchors.flatMap((a) => {
        // A payload names its marker in quotes: bare markers can be parts of ordinary words.
        const quoted = markers.map((m) => `'${m}'`);
        const raw = a.getAttribute('href') ?? '';
        let href = raw;
        try {
          href = decodeURIComponent(raw);
        } catch {}
        const text = a.textContent ?? '';
        const box = a.getBoundingClientRect();
        if (box.width < 2 || box.height < 2) return [];
        if (!quoted.some((q) => href.includes(q) || text.includes(q))) return [];
        const id = `xss-link-${Math.random().toString(36).slice(2)}`;
        a.setAttribute('data-xss-link', id);
        return [{ id, local: raw.startsWith('/') && !raw.startsWith('//') }];
      }),
    markers,
  );
  const link = (id: string) => page.locator(`[data-xss-link="${id}"]`);
  for (const { id } of carrying) await link(id).hover();
  // Only this site's links are followed: a new tab to another host proves nothing here.
  const local = carrying.find((c) => c.local);
  if (local) {
    await link(local.id).click();
    await page.waitForLoadState();
    await expectNoXss(page, watch, []);
  }
  return carrying.length;
}
