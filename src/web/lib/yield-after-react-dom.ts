/**
 * Imported by start.tsx right after React DOM, whose module body alone takes 50–80 ms at 4×
 * slowdown (measured between user-timing marks, without a profiler attached, which hides it):
 * it gets a task of its own, and the app's modules after it (the router, the start: 20–35 ms)
 * the next one (see yield-before-react-dom.ts). Nothing is imported from here.
 */
await new Promise<void>((resolve) => setTimeout(resolve, 0));

export {};
