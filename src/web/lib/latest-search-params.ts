import { useRef } from 'react';
import { type NavigateOptions, useSearchParams } from 'react-router';

/**
 * What a new change builds on. `trail` is what the page showed when the first of the changes not
 * yet on screen was made, then each of those changes: while the page still shows an entry of the
 * trail other than its last, the changes are on their way and the last is built on; otherwise
 * (none made, all shown, or the address changed some other way) what is shown is.
 */
export function toBuildOn(trail: readonly string[], shown: string): string {
  const last = trail.at(-1);
  return last !== undefined && last !== shown && trail.includes(shown) ? last : shown;
}

/**
 * `useSearchParams`, but an update builds on the address as the last update left it. A change of
 * the address reaches the page a render later (the router's navigation is a transition, slow on a
 * phone), and react-router hands an updater the address the page last rendered: a second change
 * made before then (a quick second tap, or two picks made before the app took over, made again
 * one after the other) undid the first (24 V, then 200 Ah, gave 12 V / 200 Ah). The updater gets
 * a copy of its own to change and return; one that returns `null` changes nothing.
 */
export function useLatestSearchParams() {
  const [params, setParams] = useSearchParams();
  const trail = useRef<string[]>([]);
  const update = (
    change: (latest: URLSearchParams) => URLSearchParams | null,
    options?: NavigateOptions,
  ) => {
    const shown = params.toString();
    const base = toBuildOn(trail.current, shown);
    const next = change(new URLSearchParams(base));
    if (!next) return;
    trail.current = base === shown ? [shown, next.toString()] : [...trail.current, next.toString()];
    setParams(next, options);
  };
  return [params, update] as const;
}
