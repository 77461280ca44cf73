import '@fontsource-variable/cairo';
import './index.css';
import {
  EARLY_CLICK_READY,
  ISLAND_ATTRIBUTE,
  ISLANDS_META,
  KEPT_CHOICE_ATTRIBUTE,
  KEPT_TAP_ATTRIBUTE,
  LANGUAGE_SWITCH_ATTRIBUTE,
  SSR_STATE_ID,
} from './lib/entry-marks';
import type { EarlyClicks } from './lib/hydration-early-clicks';
import { prefetchAppWhenIdle, startOnFirstInput, visitorsOwn } from './lib/start-on-demand';

/**
 * The entry: a few hundred bytes beside the stylesheet. The app itself (React, the router, the
 * page's code) is its own chunk, loaded by `start` below (docs/decisions/031-paint-first.md).
 *
 * A server-rendered page is complete HTML: the browser paints it first and only then fetches and
 * runs the app that makes it interactive, so on a slow phone connection the app's ~140 KB do not
 * compete with the stylesheet and the fonts for the first paint, and its start-up work does not
 * hold that paint back. Its links work before then (they are plain links). Every other page (the
 * account, checkout, the admin area) is empty until the app runs, so it loads at once.
 */
function start(): void {
  // Where the app's own work begins, for bench/main-thread.ts (lib/hydration-state.ts markStep).
  performance.mark('app:load');
  void import('./start').then((app) => app.start());
  warmUpFormatters();
}

/**
 * A server-rendered page's islands (decision 080), a fraction of the app's start, so a tap kept
 * on one (Add to cart) is answered before the app starts. They start on a guest's first input
 * (`firstInput`), or after the paint (null) for a guest with a cart, whose count is theirs, and
 * for a signed-in visitor, whose name, bell, count and hearts are (decision 084).
 * The app starts after them only when the visitor needs it (step 4): an input on a part only the
 * app answers (a filter, the sort, a form, the mouse on the language switch), or the islands
 * asking for it (a comparison made, whose bar is the app's; a page rendered long ago, whose data
 * and clock the app refreshes). Until then the page
 * is the islands on the server's HTML, and its links are page loads. When the first input was on
 * a part of the app that is not an island, the app alone starts, as before islands, so that part
 * does not wait for them; and it hydrates the islands too. So it does when they cannot start
 * (their file did not come, the visitor's language is not the page's): the taps kept for them are
 * then the app's to make.
 */
function startIslandsThenApp(early: EarlyClicks, firstInput: Event | null): void {
  const entry = document
    .querySelector<HTMLMetaElement>(`meta[name="${ISLANDS_META}"]`)
    ?.content.split(' ')[0];
  const islandsOff = () => {
    early.islands = 'off';
    early.clicks.push(...early.islandClicks.splice(0));
  };
  if (!entry || (firstInput && onTheAppsOwnPart(firstInput))) {
    islandsOff();
    start();
    return;
  }
  warmUpFormatters();
  let wantApp!: () => void;
  const appWanted = new Promise<void>((resolve) => {
    wantApp = resolve;
  });
  // From now on: an input there while the islands start is answered once they have. A tap there
  // already kept (made since the input that started the islands, a frame ago) wants it too.
  startOnFirstInput(() => wantApp(), onTheAppsOwnPart);
  if (early.clicks.length > 0) wantApp();
  import(/* @vite-ignore */ entry)
    .then((islands: IslandsStart) => islands.startIslands(wantApp))
    .then(
      (started) => (started ? appWanted : islandsOff()),
      () => islandsOff(),
    )
    .finally(() => afterNextPaint(start));
}

/** What the islands' entry (islands/start.tsx) offers the page. */
interface IslandsStart {
  startIslands: (wantApp: () => void) => Promise<boolean>;
}

/**
 * Whether an input was on something the app answers that is not an island's. The language switch
 * is a link to the page in the other language: a tap there loads that page, so a touch does not
 * start the app; the mouse coming over it or the focus does, and the app, up by the click on a
 * computer, switches in place (a click before that is the page load).
 */
function onTheAppsOwnPart(input: Event): boolean {
  const { target, type } = input;
  if (!(target instanceof Element) || target.closest(`[${ISLAND_ATTRIBUTE}]`)) return false;
  if (target.closest(`[${LANGUAGE_SWITCH_ATTRIBUTE}]`)) {
    return type === 'focusin' || (input as PointerEvent).pointerType === 'mouse';
  }
  return Boolean(target.closest('#root :is(button, input, select, textarea, label, summary)'));
}

let formattersWarming = false;

/**
 * The locale's data for numbers and dates, loaded on another thread (lib/intl-warm-up.worker),
 * once: for the islands or the app, whichever starts first. Without it the islands' first price
 * or count (a product's article, the header's cart) loaded it on the main thread, ~100 ms of
 * their start at 4× (bench/README.md, session 38).
 */
function warmUpFormatters(): void {
  if (formattersWarming) return;
  formattersWarming = true;
  try {
    const worker = new Worker(new URL('./lib/intl-warm-up.worker.ts', import.meta.url), {
      type: 'module',
    });
    worker.postMessage(document.documentElement.lang);
  } catch {
    // No workers here: the first formatter loads the data itself, as it would anyway.
  }
}

/** After the next frame is on screen: `requestAnimationFrame` runs just before it is painted. */
function afterNextPaint(run: () => void): void {
  let done = false;
  const once = () => {
    if (done) return;
    done = true;
    run();
  };
  requestAnimationFrame(() => setTimeout(once, 0));
  // A page opened in a background tab gets no frames until it is shown: do not wait for them.
  setTimeout(once, 1000);
}

/**
 * A choice made in a server-rendered list (sort, category) or group of radios (a product's
 * voltage) before the app has taken over: kept by the field's name until the page's part reads
 * it (lib/hydration.ts useChosenBeforeHydration), since hydration puts the field back to the
 * server's value (issue 24 item 5). Until then what follows the choice (a product's price, the
 * products list) shows that it is being updated: the radio shows the pick at once, the price only
 * once the app runs, seconds later on a slow phone.
 */
function keepEarlyChoices(early: EarlyClicks): void {
  const choices: Record<string, string> = {};
  (window as { __earlyChoices?: Record<string, string> }).__earlyChoices = choices;
  document.addEventListener(
    'change',
    (event) => {
      const field = event.target;
      const picked =
        field instanceof HTMLSelectElement ||
        (field instanceof HTMLInputElement && field.type === 'radio');
      if (!picked || !field.name) return;
      choices[field.name] = field.value;
      // Once React listens, a pick is its own to answer (a part not yet hydrated hydrates first).
      if (early.phase === 'page') document.documentElement.setAttribute(KEPT_CHOICE_ATTRIBUTE, '');
    },
    true,
  );
}

/**
 * A tap on a button before the app answers it: nothing would, so it is kept and made again once
 * the app can answer it (lib/hydration-early-clicks). Until React listens (start.tsx hands the
 * page over just before it hydrates) every button's tap is kept; from then on React answers taps
 * itself, except on buttons marked `data-early-click` (Add to cart, a heart, a compare toggle)
 * that are not ready yet: their answer depends on the visitor (signed in or not, what is chosen),
 * which a button knows once it has re-rendered with the hydrated flag up (marked `ready`). Links
 * stay links (a full page load before the app runs).
 */
function keepEarlyClicks(early: EarlyClicks): void {
  (window as { __earlyClicks?: EarlyClicks }).__earlyClicks = early;
  document.addEventListener(
    'click',
    (event) => {
      if (!(event.target instanceof Element) || keptForIslands(early, event)) return;
      if (early.phase === 'done') return;
      // Tapped again while its first tap waits (nothing seemed to happen): the same request. Made
      // twice, a toggle (the phone's search icon) would open and close again; and once React
      // listens, it would answer this tap and the kept one would undo it.
      if (event.target.closest(`[${KEPT_TAP_ATTRIBUTE}]`)) {
        event.preventDefault();
        event.stopPropagation();
        return;
      }
      const button = event.target.closest(
        early.phase === 'page'
          ? '#root button, [data-early-click]'
          : `[data-early-click]:not([data-early-click="${EARLY_CLICK_READY}"])`,
      );
      if (!button) return;
      event.preventDefault();
      event.stopPropagation();
      early.clicks.push(button);
      // Taken at once, not answered: the button says so until the app answers it (a phone may
      // take a second or more to start the app after the tap that started it).
      button.setAttribute(KEPT_TAP_ATTRIBUTE, '');
      button.setAttribute('aria-busy', 'true');
    },
    true,
  );
}

/**
 * A tap inside an island (decision 080) is the islands' to answer: one on a button they have not
 * made ready yet is kept for them (islands/start.tsx makes it again), anything else there goes
 * through. Returns whether the tap was theirs; once they are off, none is.
 */
function keptForIslands(early: EarlyClicks, event: Event): boolean {
  const target = event.target as Element;
  if (early.islands === 'off' || !target.closest(`[${ISLAND_ATTRIBUTE}]`)) return false;
  if (target.closest(`[${KEPT_TAP_ATTRIBUTE}]`)) {
    event.preventDefault();
    event.stopPropagation();
    return true;
  }
  const button = target.closest(
    early.islands === 'pending'
      ? `button:not([data-early-click="${EARLY_CLICK_READY}"])`
      : `[data-early-click]:not([data-early-click="${EARLY_CLICK_READY}"])`,
  );
  if (!button) return true;
  event.preventDefault();
  event.stopPropagation();
  early.islandClicks.push(button);
  button.setAttribute(KEPT_TAP_ATTRIBUTE, '');
  button.setAttribute('aria-busy', 'true');
  return true;
}

if (document.getElementById(SSR_STATE_ID)) {
  const early: EarlyClicks = { clicks: [], phase: 'page', islandClicks: [], islands: 'pending' };

  keepEarlyChoices(early);
  keepEarlyClicks(early);
  // A guest's page is complete as the server sent it: its islands start when they first touch,
  // press, point or type, and the app when they need it, its files fetched beforehand (decisions
  // 067 and 080). A guest's cart is the header's count, an island's: their page starts its
  // islands after the paint (step 5), and so does a signed-in visitor's, whose name, bell, count
  // and hearts are islands too (decision 084). A visitor with more of their own to show (a
  // comparison, another language, a form filled in for them) gets the app after the paint, and
  // it hydrates the islands.
  const own = visitorsOwn();
  if (own === 'more') {
    early.islands = 'off';
    afterNextPaint(start);
  } else {
    // What a guest sees before their page starts (a header's guest links): theirs for certain.
    if (own !== 'a session') document.documentElement.dataset.guest = '';
    // A frame first: the tap that starts the app is kept and its button marked busy (below), and
    // that mark is painted before the app's first long task (its modules' evaluation) begins.
    if (own === 'nothing') {
      startOnFirstInput((input) => afterNextPaint(() => startIslandsThenApp(early, input)));
    } else afterNextPaint(() => startIslandsThenApp(early, null));
    prefetchAppWhenIdle();
  }
} else start();
