// Whether the server's HTML of the page's islands belongs to the islands' own start (decision
// 080). They hydrate it with Preact before the app starts (islands/start.tsx); the app then
// leaves it to them on the page it hydrates, and renders an island itself anywhere else (a page
// it navigated to, a page it rendered afresh).

interface IslandsWindow {
  __islands?: { hydrated: boolean };
}

let firstPage = true;
let firstLocation: object | undefined;

/** Called by the islands' start once it has hydrated the page's islands. */
export function markIslandsHydrated(): void {
  (window as IslandsWindow).__islands = { hydrated: true };
}

/** Whether an island rendered now is one the islands own (read once, when it mounts). */
export function islandsOwnServerHtml(): boolean {
  return (
    typeof window !== 'undefined' &&
    firstPage &&
    (window as IslandsWindow).__islands?.hydrated === true
  );
}

/**
 * The app has left the page the server rendered (it navigated, or rendered the page afresh): an
 * island it mounts from now on is its own.
 */
export function leaveServerPage(): void {
  firstPage = false;
}

/**
 * The app's location as its root renders (app/root-shell.tsx): the first one is the server's
 * page, any other means the app has navigated. Read while rendering, before the new page's islands
 * mount, not from a router subscription: the router hands its first state to its first subscriber
 * only, which must be React Router's own provider (a subscriber here left a page on its loading
 * spinner now and then).
 */
export function noteLocation(location: object): void {
  if (typeof window === 'undefined') return; // the server renders each page afresh
  firstLocation ??= location;
  if (location !== firstLocation) leaveServerPage();
}
