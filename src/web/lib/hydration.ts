import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { KEPT_CHOICE_ATTRIBUTE } from './entry-marks';
import { useHydrated } from './hydration-state';

export { beginHydration, useHydrated, useHydrationEnd } from './hydration-state';

/** What the visitor has typed into the page's field with this id, if it is a text field. */
function fieldText(id: string): string | undefined {
  if (typeof document === 'undefined') return undefined;
  const field = document.getElementById(id);
  return field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement
    ? field.value
    : undefined;
}

/**
 * Gives back the text a visitor typed into a server-rendered field (found by its id) before the
 * app took it over: hydration keeps the field as the server rendered it (it must match the HTML),
 * so a fast typist on a slow phone would lose what they typed. Read when the hydrated field is
 * committed, not while rendering: the page part hydrates in slices (main-layout.tsx), and text
 * typed between its render and its commit would be put back to the server's value at the next
 * render. Nothing happens on a page the app rendered itself.
 */
export function useTypedBeforeHydration(id: string, keep: (typed: string) => void): void {
  // Whether this field came from the server's HTML: decided by its first render, read at commit.
  const [fromServerHtml] = useState(!useHydrated());
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, when the field is committed
  useLayoutEffect(() => {
    const typed = fromServerHtml ? fieldText(id) : undefined;
    if (typed) keep(typed);
  }, []);
}

const earlyChoices = () =>
  (window as { __earlyChoices?: Record<string, string> }).__earlyChoices ?? {};

/** Parts handed picks made before hydration that do not show them yet. */
let partsShowingEarlierChoice = 0;

/**
 * What follows the kept picks (the price, the list) stops showing that it waits once none does:
 * every pick taken by its part, and every part that took some showing them (decision 069).
 */
function settleIfNoChoiceWaits(): void {
  if (partsShowingEarlierChoice === 0 && Object.keys(earlyChoices()).length === 0) {
    document.documentElement.removeAttribute(KEPT_CHOICE_ATTRIBUTE);
  }
}

/**
 * Gives back the options a visitor picked in server-rendered selects (by their `name`) before the
 * app took them over (issue 24 item 5): main.tsx keeps each change from the first paint on, and
 * hydration would otherwise put the selects back to the server's values. Called with the picks
 * (only those that differ from `rendered`, the values the part shows) once the hydrated page is
 * committed — in a passive effect: `keep` navigates, and the router ignores a navigation from a
 * layout effect that runs before its own (a child's run first). Each pick is used once. Nothing
 * happens on a page the app rendered itself. Once the part renders the picks (a navigation may
 * take a render or more), what follows them stops showing that it waits; a part that never does
 * (a pick refused, the part gone) is left to lib/hydration-early-clicks.ts settleKeptChoices.
 */
export function useChosenBeforeHydration(
  rendered: Record<string, string>,
  keep: (chosen: Record<string, string>) => void,
): void {
  const [fromServerHtml] = useState(!useHydrated());
  const handed = useRef<Record<string, string> | null>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, when the selects are committed
  useEffect(() => {
    if (!fromServerHtml) return;
    const early = earlyChoices();
    const chosen: Record<string, string> = {};
    for (const name of Object.keys(rendered)) {
      const value = early[name];
      delete early[name];
      if (value !== undefined && value !== rendered[name]) chosen[name] = value;
    }
    if (Object.keys(chosen).length > 0) {
      handed.current = chosen;
      partsShowingEarlierChoice++;
      keep(chosen);
    }
    settleIfNoChoiceWaits();
  }, []);
  // After every commit: does the part show the picks it was handed yet?
  useEffect(() => {
    const picks = handed.current;
    if (!picks || Object.entries(picks).some(([name, value]) => rendered[name] !== value)) return;
    handed.current = null;
    partsShowingEarlierChoice--;
    settleIfNoChoiceWaits();
  });
}
