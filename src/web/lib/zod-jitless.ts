/**
 * Runs before any schema is built (index.html loads it ahead of main.tsx). zod compiles object
 * parsers with `new Function` and probes for it while building the first object schema; the
 * shop's CSP has no 'unsafe-eval', so that probe is reported as a CSP violation (an Issues-panel
 * entry that Lighthouse's best-practices score counts). The browser parses few payloads: the
 * interpreter is fast enough, and nothing asks for eval any more.
 *
 * zod reads its configuration from `globalThis.__zod_globalConfig` (shared by every copy of zod
 * on the page); setting it here instead of calling `z.config()` keeps zod itself out of the entry
 * chunk. zod-jitless.test.ts checks that zod still picks it up.
 */
const scope = globalThis as { __zod_globalConfig?: Record<string, unknown> };
scope.__zod_globalConfig ??= {};
scope.__zod_globalConfig.jitless = true;

export {};
