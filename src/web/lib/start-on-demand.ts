import { readCookie } from './cookies';
import {
  COMPARE_STORAGE_KEY,
  GUEST_CART_MARK_COOKIE,
  ISLANDS_META,
  ISLANDS_TEXTS_META,
  LANGUAGE_COOKIE,
  LANGUAGE_STORAGE_KEY,
  PERSONAL_PART_ATTRIBUTE,
} from './entry-marks';
import { hasLoggedInMarker, storedValue } from './logged-in-marker';

// When a server-rendered storefront page starts the app (docs/decisions/067-start-on-demand.md).
// Part of the entry (main.tsx): nothing here may import the app's modules.

/**
 * What of their own a visitor has for a server-rendered page, which its HTML (the same for every
 * visitor) cannot show:
 * - `more`: products chosen for comparison, a language kept in storage that the server could not
 *   see and the page is not in, or a session on a page with a part the app fills in for them (the
 *   contact form). Their page starts the app at once;
 * - `a session`: a signed-in visitor. Their name, bell, cart's count and hearts are islands: their
 *   page starts its islands at once (decision 084);
 * - `a cart`: a guest's cart, from its readable mark. All the page shows of it is the header's
 *   count, an island: their page starts its islands at once (decision 080, step 5);
 * - `nothing`: the page is complete as the server sent it.
 */
export type VisitorsOwn = 'nothing' | 'a cart' | 'a session' | 'more';

export function visitorsOwn(): VisitorsOwn {
  const compared = storedValue('localStorage', COMPARE_STORAGE_KEY);
  if (compared && compared !== '[]') return 'more';
  // The language cookie, when there, is what the server rendered the page in and what the
  // browser reads before storage (shared/language.ts): a language stored beside it is not read.
  const pageLanguage = document.documentElement.lang;
  const otherLanguage =
    !readCookie(LANGUAGE_COOKIE) &&
    (['localStorage', 'sessionStorage'] as const).some((storage) => {
      const language = storedValue(storage, LANGUAGE_STORAGE_KEY);
      return Boolean(language) && language?.slice(0, 2).toLowerCase() !== pageLanguage;
    });
  if (otherLanguage) return 'more';
  if (hasLoggedInMarker()) {
    return document.querySelector(`[${PERSONAL_PART_ATTRIBUTE}]`) ? 'more' : 'a session';
  }
  return readCookie(GUEST_CART_MARK_COOKIE) === '1' ? 'a cart' : 'nothing';
}

/**
 * The first signs of a visitor at the page: a touch (a scroll starts with one), a press, the mouse
 * moving or its wheel turning, a key, the focus coming in, a field changed (a pick in a list made
 * without a pointer, autofill). Lighthouse gives none of them.
 */
const FIRST_INPUT = [
  'touchstart',
  'pointerdown',
  'pointermove',
  'wheel',
  'keydown',
  'focusin',
  'input',
  'change',
];

/**
 * Calls `start` once, on the visitor's first input anywhere on the page, with that input (main.tsx
 * starts the islands first or not by what it was on); or, given `on`, on the first input `on`
 * accepts (once the islands run, the app starts on an input on its own parts). Until then the
 * page is the server's HTML: links are links, and main.tsx keeps taps on buttons and picks in
 * selects for the app to make again.
 */
export function startOnFirstInput(
  start: (input: Event) => void,
  on: (input: Event) => boolean = () => true,
): void {
  const options = { capture: true, passive: true };
  let started = false;
  const once = (event: Event) => {
    if (started || !on(event)) return;
    started = true;
    for (const type of FIRST_INPUT) window.removeEventListener(type, once, options);
    start(event);
  };
  for (const type of FIRST_INPUT) window.addEventListener(type, once, options);
}

/** What the page's `<meta name=…>` says: the files the build and the server named. */
const metaContent = (name: string) =>
  document.querySelector<HTMLMetaElement>(`meta[name="${name}"]`)?.content;

/**
 * The file of the page's language among `<meta name="app-texts">` ("ar:/assets/ar-….json en:…"),
 * or the islands' (`islands-texts`): the app and the islands fetch it before they render anything
 * (lib/i18n.ts), a round trip after the tap that starts them on a phone's connection if it were
 * not already here.
 */
function pageTexts(meta: string): string[] {
  const texts = metaContent(meta) ?? '';
  const prefix = `${document.documentElement.lang}:`;
  return texts
    .split(' ')
    .filter((pair) => pair.startsWith(prefix))
    .map((pair) => pair.slice(prefix.length));
}

/** How long one idle task may spend adding prefetch links (ms). */
const PREFETCH_SLICE_MS = 2;
/**
 * The page's own code comes a while after the app's files (ms): twenty-odd more requests while
 * the page itself still loads (its pictures) slowed it, in Lighthouse on this machine (bench/README.md).
 */
const PAGE_FILES_AFTER_MS = 2000;

/**
 * Fetches the app's files into the HTTP cache once the page has loaded and the browser is idle,
 * so that the first input waits for their evaluation only, not for a weak connection. A
 * `prefetch` is a download at the lowest priority: nothing is parsed or run. The files are named
 * by the build in `<meta name="app-files">` (scripts/vite-app-files.ts), the page's own code by
 * the server in `<meta name="page-files">` (features/ssr/page-files.ts).
 */
export function prefetchAppWhenIdle(): void {
  const files = metaContent('app-files');
  if (!files) return;
  // The islands' files first: the first input starts them before the app (decision 080).
  const islands = [
    ...(metaContent(ISLANDS_META)?.split(' ') ?? []),
    ...pageTexts(ISLANDS_TEXTS_META),
  ];
  // A visitor saving data (their browser's Save-Data) gets the islands' files only: a guest's
  // page may never start the app (decision 080, step 4), and it is fetched when it does.
  const saving = (navigator as { connection?: { saveData?: boolean } }).connection?.saveData;
  const first = saving ? islands : [...islands, ...files.split(' '), ...pageTexts('app-texts')];
  // The page's own code, named by the server (features/ssr/page-files.ts), may repeat a file.
  const later = saving
    ? []
    : (metaContent('page-files')?.split(' ') ?? []).filter((href) => !first.includes(href));
  const queue = [...new Set(first)];
  // Each link starts a request, a third of a millisecond on this machine: thirty at once were one
  // long task on a phone. A few at a time, each time the browser is idle.
  const prefetch = () => {
    const until = performance.now() + PREFETCH_SLICE_MS;
    while (queue.length > 0 && performance.now() < until) {
      const link = document.createElement('link');
      link.rel = 'prefetch';
      link.href = queue.shift()!;
      // As the app's import() asks for them (CORS mode), or the cached copy would not be used.
      link.crossOrigin = 'anonymous';
      document.head.append(link);
    }
    if (queue.length > 0) whenIdle();
    else if (later.length > 0) {
      queue.push(...later.splice(0));
      setTimeout(whenIdle, PAGE_FILES_AFTER_MS);
    }
  };
  const whenIdle = () =>
    'requestIdleCallback' in window ? requestIdleCallback(prefetch) : setTimeout(prefetch, 0);
  if (document.readyState === 'complete') whenIdle();
  else window.addEventListener('load', whenIdle, { once: true });
}
