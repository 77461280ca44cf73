/**
 * Imported by start.tsx right after React DOM, whose module body alone takes 50–80 ms at 4×
 * slowdown (measured between user-timing marks, without a profiler attached, which hides it):
 * it gets a task of its own, the router the next one and the app's modules the one after (see
 * yield-before-react-dom.ts and yield-after-router.ts). Nothing is imported from here.
 */
await new Promise<void>((resolve) => setTimeout(resolve, 0));

export {};
