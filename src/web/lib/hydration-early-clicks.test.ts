import { afterEach, describe, expect, it, vi } from 'vitest';
import { replayClicks, takeEarlyClicks } from './hydration-early-clicks';

type EarlyWindow = { __earlyClicks?: { clicks: Element[]; handedOver?: boolean } };

function button(onClick: () => void): HTMLButtonElement {
  const element = document.createElement('button');
  element.addEventListener('click', onClick);
  document.body.append(element);
  return element;
}

describe('taps made before the app listens (issue 26)', () => {
  afterEach(() => {
    delete (window as EarlyWindow).__earlyClicks;
    document.body.replaceChildren();
  });

  it('hands the kept taps over once, and tells main.tsx to keep no more', () => {
    const kept = button(() => undefined);
    (window as EarlyWindow).__earlyClicks = { clicks: [kept] };
    expect(takeEarlyClicks()).toEqual([kept]);
    expect((window as EarlyWindow).__earlyClicks?.handedOver).toBe(true);
    expect(takeEarlyClicks()).toEqual([]);
  });

  it('has nothing on a page main.tsx did not watch (not server-rendered)', () => {
    expect(takeEarlyClicks()).toEqual([]);
  });

  it('makes each tap again on its element, but not on one gone or disabled', () => {
    const added = vi.fn();
    const live = button(added);
    const disabled = button(added);
    disabled.disabled = true;
    const gone = button(added);
    gone.remove();
    replayClicks([live, disabled, gone, live]);
    expect(added).toHaveBeenCalledTimes(2);
  });
});
