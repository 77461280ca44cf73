import { afterEach, describe, expect, it, vi } from 'vitest';
import { EARLY_CLICK_READY, KEPT_CHOICE_ATTRIBUTE, KEPT_TAP_ATTRIBUTE } from './entry-marks';
import {
  type EarlyClicks,
  handOverClicks,
  replayClicks,
  replayMarkedClicksWhenReady,
  settleKeptChoices,
  takeEarlyClicks,
} from './hydration-early-clicks';

type EarlyWindow = { __earlyClicks?: EarlyClicks };

function button(onClick: () => void): HTMLButtonElement {
  const element = document.createElement('button');
  element.addEventListener('click', onClick);
  document.body.append(element);
  return element;
}

describe('taps made before the app answers them (issues 26, decision 067)', () => {
  afterEach(() => {
    delete (window as EarlyWindow).__earlyClicks;
    document.body.replaceChildren();
    vi.useRealTimers();
  });

  it('hands the page to React first (only marked taps kept), then gives the taps back once', () => {
    const kept = button(() => undefined);
    const early: EarlyClicks = { clicks: [kept], phase: 'page', islandClicks: [], islands: 'off' };
    (window as EarlyWindow).__earlyClicks = early;
    handOverClicks();
    expect(early.phase).toBe('react');
    expect(takeEarlyClicks()).toEqual([kept]);
    expect(early.phase).toBe('done');
    handOverClicks();
    expect(early.phase).toBe('done');
    expect(takeEarlyClicks()).toEqual([]);
  });

  it('has nothing on a page main.tsx did not watch (not server-rendered)', () => {
    handOverClicks();
    expect(takeEarlyClicks()).toEqual([]);
  });

  it('makes each tap again on its element, in order, but not on one that is gone', () => {
    const order: string[] = [];
    const first = button(() => order.push('first'));
    const gone = button(() => order.push('gone'));
    gone.remove();
    const second = button(() => order.push('second'));
    replayClicks([first, gone, second, first]);
    expect(order).toEqual(['first', 'second', 'first']);
  });

  it('waits for a disabled button to be enabled (a heart waiting for the session)', () => {
    vi.useFakeTimers();
    const order: string[] = [];
    const heart = button(() => order.push('heart'));
    heart.disabled = true;
    const after = button(() => order.push('after'));
    replayClicks([heart, after]);
    expect(order).toEqual([]);
    vi.advanceTimersByTime(200);
    heart.disabled = false;
    vi.advanceTimersByTime(50);
    expect(order).toEqual(['heart', 'after']);
  });

  it("waits for a marked button to be ready (a part whose code came after the visitor's parts were on)", () => {
    vi.useFakeTimers();
    const order: string[] = [];
    // Server HTML not hydrated yet: a click on it would reach no handler of the app.
    const card = button(() => order.push('card'));
    card.setAttribute('data-early-click', '');
    const after = button(() => order.push('after'));
    replayClicks([card, after]);
    vi.advanceTimersByTime(300);
    expect(order).toEqual([]);
    card.dataset.earlyClick = EARLY_CLICK_READY;
    vi.advanceTimersByTime(50);
    expect(order).toEqual(['card', 'after']);
  });

  it('drops a tap on a button that stays disabled, as a tap on it would be, and goes on', () => {
    vi.useFakeTimers();
    const order: string[] = [];
    const stuck = button(() => order.push('stuck'));
    stuck.disabled = true;
    const after = button(() => order.push('after'));
    replayClicks([stuck, after]);
    vi.advanceTimersByTime(4000);
    expect(order).toEqual([]);
    vi.advanceTimersByTime(1100);
    expect(order).toEqual(['after']);
  });

  it('takes the taken-and-busy marks off a button when its tap is made again or dropped', () => {
    vi.useFakeTimers();
    const kept = () => {
      const element = button(() => undefined);
      element.setAttribute(KEPT_TAP_ATTRIBUTE, '');
      element.setAttribute('aria-busy', 'true');
      return element;
    };
    const made = kept();
    const stuck = kept();
    stuck.disabled = true;
    replayClicks([made, stuck]);
    expect(made.hasAttribute(KEPT_TAP_ATTRIBUTE)).toBe(false);
    expect(made.hasAttribute('aria-busy')).toBe(false);
    expect(stuck.getAttribute('aria-busy')).toBe('true');
    vi.advanceTimersByTime(5100);
    expect(stuck.hasAttribute(KEPT_TAP_ATTRIBUTE)).toBe(false);
    expect(stuck.hasAttribute('aria-busy')).toBe(false);
  });

  it('leaves a busy mark it did not put there (the app shows its own progress)', () => {
    const own = button(() => undefined);
    own.setAttribute('aria-busy', 'true');
    replayClicks([own]);
    expect(own.getAttribute('aria-busy')).toBe('true');
  });

  it('takes the "updating" mark of a kept choice off at once on a page rendered afresh, else after the wait', () => {
    const marked = () => document.documentElement.hasAttribute(KEPT_CHOICE_ATTRIBUTE);
    document.documentElement.setAttribute(KEPT_CHOICE_ATTRIBUTE, '');
    settleKeptChoices(true);
    expect(marked()).toBe(false);

    vi.useFakeTimers();
    document.documentElement.setAttribute(KEPT_CHOICE_ATTRIBUTE, '');
    settleKeptChoices(false);
    // The parts that take their picks come first (lib/hydration.ts); this is for a pick none takes.
    vi.advanceTimersByTime(4000);
    expect(marked()).toBe(true);
    vi.advanceTimersByTime(1000);
    expect(marked()).toBe(false);
  });
});

describe('a kept tap on a marked button is made as soon as that button is ready (issue 26)', () => {
  afterEach(() => {
    delete (window as EarlyWindow).__earlyClicks;
    document.body.replaceChildren();
  });

  /** A button as the server renders Add to cart: marked, not ready; its tap kept and shown busy. */
  function keptMarked(onClick: () => void): HTMLButtonElement {
    const element = button(onClick);
    element.setAttribute('data-early-click', '');
    element.setAttribute(KEPT_TAP_ATTRIBUTE, '');
    element.setAttribute('aria-busy', 'true');
    return element;
  }

  function keep(...clicks: Element[]): EarlyClicks {
    const early: EarlyClicks = { clicks, phase: 'react', islandClicks: [], islands: 'off' };
    (window as EarlyWindow).__earlyClicks = early;
    return early;
  }

  /** The observer's records are delivered (a microtask), then this test goes on. */
  const aTaskLater = () => new Promise((resolve) => setTimeout(resolve, 5));

  it("makes the tap once its button turns ready, before the visitor's parts are on", async () => {
    const order: string[] = [];
    const cart = keptMarked(() => order.push('cart'));
    const early = keep(cart);
    const stop = replayMarkedClicksWhenReady(document.body);
    await aTaskLater();
    expect(order).toEqual([]);
    cart.dataset.earlyClick = EARLY_CLICK_READY;
    await aTaskLater();
    expect(order).toEqual(['cart']);
    expect(cart.hasAttribute(KEPT_TAP_ATTRIBUTE)).toBe(false);
    expect(cart.hasAttribute('aria-busy')).toBe(false);
    // Taken: not made a second time when the visitor's parts are on.
    expect(early.clicks).toEqual([]);
    expect(early.phase).toBe('react');
    stop();
  });

  it('keeps the order: an earlier tap on an unmarked button holds the later ones for the parts', async () => {
    const order: string[] = [];
    const search = button(() => order.push('search'));
    const cart = keptMarked(() => order.push('cart'));
    const early = keep(search, cart);
    const stop = replayMarkedClicksWhenReady(document.body);
    cart.dataset.earlyClick = EARLY_CLICK_READY;
    await aTaskLater();
    expect(order).toEqual([]);
    expect(early.clicks).toEqual([search, cart]);
    stop();
  });

  it('waits for a ready button to be enabled (a heart waiting for the session), drops one gone', async () => {
    const order: string[] = [];
    const gone = keptMarked(() => order.push('gone'));
    const heart = keptMarked(() => order.push('heart'));
    const cart = keptMarked(() => order.push('cart'));
    heart.disabled = true;
    const early = keep(gone, heart, cart);
    const stop = replayMarkedClicksWhenReady(document.body);
    gone.remove();
    heart.dataset.earlyClick = EARLY_CLICK_READY;
    cart.dataset.earlyClick = EARLY_CLICK_READY;
    await aTaskLater();
    expect(order).toEqual([]);
    expect(early.clicks).toEqual([heart, cart]);
    heart.disabled = false;
    await aTaskLater();
    expect(order).toEqual(['heart', 'cart']);
    stop();
  });

  it("the islands' kept taps: made once their button is ready, for as long as the islands run", async () => {
    const order: string[] = [];
    const card = keptMarked(() => order.push('card'));
    const compare = keptMarked(() => order.push('compare'));
    const filter = keptMarked(() => order.push('filter'));
    const early: EarlyClicks = {
      clicks: [filter],
      phase: 'page',
      islandClicks: [card, compare],
      islands: 'pending',
    };
    (window as EarlyWindow).__earlyClicks = early;
    const stop = replayMarkedClicksWhenReady(document.body, 'islands');
    // The app's kept tap is not the islands' to make, ready or not.
    filter.dataset.earlyClick = EARLY_CLICK_READY;
    card.dataset.earlyClick = EARLY_CLICK_READY;
    await aTaskLater();
    expect(order).toEqual(['card']);
    expect(early.islandClicks).toEqual([compare]);
    expect(early.clicks).toEqual([filter]);
    // After they took the rest (islands/start.tsx, their parts on): an island hydrated as it
    // comes near turns ready later, and a tap kept on it meanwhile is made then.
    early.islands = 'on';
    compare.dataset.earlyClick = EARLY_CLICK_READY;
    await aTaskLater();
    expect(order).toEqual(['card', 'compare']);
    // Not once the islands are off: the app hydrates them and makes their taps.
    const late = keptMarked(() => order.push('late'));
    early.islandClicks.push(late);
    early.islands = 'off';
    late.dataset.earlyClick = EARLY_CLICK_READY;
    await aTaskLater();
    expect(order).toEqual(['card', 'compare']);
    stop();
  });

  it('makes nothing once stopped or once the kept taps are taken', async () => {
    const order: string[] = [];
    const cart = keptMarked(() => order.push('cart'));
    const heart = keptMarked(() => order.push('heart'));
    const early = keep(cart);
    const stop = replayMarkedClicksWhenReady(document.body);
    stop();
    cart.dataset.earlyClick = EARLY_CLICK_READY;
    await aTaskLater();
    expect(order).toEqual([]);

    early.clicks.push(heart);
    const stopAgain = replayMarkedClicksWhenReady(document.body);
    takeEarlyClicks();
    heart.dataset.earlyClick = EARLY_CLICK_READY;
    await aTaskLater();
    expect(order).toEqual([]);
    stopAgain();
  });
});
