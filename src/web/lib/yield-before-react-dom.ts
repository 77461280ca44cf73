/**
 * Imported first by start.tsx. Nothing in the app's module graph waits, so the browser evaluated
 * all of it in one task after the first paint: 80–120 ms at 4× slowdown, the longest task of
 * every storefront page (issue 26, bench:main-thread). A top-level `await` ends the task here,
 * after the `core` chunk (~10 ms): the browser handles input and paints, and the modules after
 * this one run in the next task. Nothing is imported from here. See yield-after-react-dom.ts.
 */
await new Promise<void>((resolve) => setTimeout(resolve, 0));

export {};
