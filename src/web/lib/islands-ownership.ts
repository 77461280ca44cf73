// Whether the server's HTML of the page's islands belongs to the islands' own start (decision
// 080). They hydrate it with Preact before the app starts (islands/start.tsx); the app then
// leaves it to them on the page it hydrates, and renders an island itself anywhere else (a page
// it navigated to, a page it rendered afresh).

interface IslandsWindow {
  __islands?: { hydrated: boolean };
}

let firstPage = true;

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
