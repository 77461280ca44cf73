import { randomUUID } from 'node:crypto';
import { statSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Language } from '../../../shared/constants';
import { matchPage } from '../../../shared/route-table';
import type { InProcessFetch, RenderInput, RenderOutput } from '../../../web/entry-server';
import { withInstallable } from './installable';

/**
 * Server rendering of the public storefront pages (docs/decisions/030-server-rendering.md): the
 * page's HTML and its data come with the first response, and the browser hydrates them instead of
 * rendering from nothing. Which pages: those the route table (shared/route-table.ts) marks `ssr`;
 * everything else (account, checkout, admin…) stays client-rendered.
 */
export const isServerRenderedPath = (pathname: string): boolean =>
  matchPage(pathname).route.ssr === true;

/**
 * A path no page of the shop has: rendered too, as the friendly not-found page with HTTP 404
 * (issue 24 item 8: crawlers and monitoring read the status). Never kept in the page cache.
 */
export const isUnknownPath = (pathname: string): boolean =>
  // The shell's own address is the app, not a page that is missing.
  pathname !== '/index.html' && matchPage(pathname).id === 'notFound';

// The renderer's API calls all come from this process: they must not use up a client's rate limit
// (one address for every visitor). A header only this process knows marks them.
const INTERNAL_HEADER = 'x-shop-ssr';
const INTERNAL_TOKEN = randomUUID();
export const isInternalRequest = (request: FastifyRequest): boolean =>
  request.headers[INTERNAL_HEADER] === INTERNAL_TOKEN;

/** The renderer's API calls, answered in-process (app.inject) in the page's language. */
export function inProcessFetch(app: FastifyInstance, lang: Language): InProcessFetch {
  return async (url, init) => {
    const method = init.method ?? 'GET';
    if (method !== 'GET') throw new Error(`${method} ${url} while rendering a page`);
    const response = await app.inject({
      method: 'GET',
      url,
      headers: {
        accept: 'application/json',
        'accept-language': lang,
        [INTERNAL_HEADER]: INTERNAL_TOKEN,
      },
    });
    const empty = response.statusCode === 204 || response.statusCode === 304;
    return new Response(empty ? null : response.body, {
      status: response.statusCode,
      headers: { 'content-type': String(response.headers['content-type'] ?? '') },
    });
  };
}

interface EntryModule {
  render(input: RenderInput): Promise<RenderOutput | null>;
}

const escapeScriptJson = (json: string) =>
  json
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

/** The shell with the rendered app inside #root (replacing the static header placeholder). */
export function injectApp(shell: string, output: RenderOutput): string {
  const state = `<script type="application/json" id="ssr-state">${escapeScriptJson(output.state)}</script>`;
  // Replacer functions: `$` in a product name must not be read as a replacement pattern.
  const page = shell.replace(/<div id="root">[\s\S]*<\/div>(\s*<\/body>)/, (_, end: string) =>
    [`<div id="root">${output.html}</div>`, state, end.trimStart()].join('\n    '),
  );
  return withInstallable(page); // manifest and service worker (decision 062)
}

/**
 * Loads the SSR bundle built into `ssrRoot` (`npm run build` writes dist-ssr/ beside dist/) and
 * renders pages with it; `render` resolves null when the page is not server-rendered or the
 * bundle is missing, and on any failure (logged), so the caller sends the client-rendered shell.
 */
export function createSsrRenderer(app: FastifyInstance, ssrRoot: string) {
  const entryFile = path.join(ssrRoot, 'entry-server.js');
  let loaded: { mtimeMs: number; module: Promise<EntryModule> } | undefined;

  /** The bundle, re-imported after a rebuild (as the shell is re-read) without a restart. */
  function entry(): Promise<EntryModule> | undefined {
    const mtimeMs = statSync(entryFile, { throwIfNoEntry: false })?.mtimeMs;
    if (mtimeMs === undefined) return undefined;
    if (loaded?.mtimeMs !== mtimeMs) {
      const url = `${pathToFileURL(entryFile).href}?v=${mtimeMs}`;
      loaded = { mtimeMs, module: import(url) as Promise<EntryModule> };
    }
    return loaded.module;
  }

  return {
    async render(request: FastifyRequest, lang: Language): Promise<RenderOutput | null> {
      if (!app.ctx.config.ssr || request.method !== 'GET') return null;
      const pathname = request.url.split('?')[0];
      if (!isServerRenderedPath(pathname) && !isUnknownPath(pathname)) return null;
      try {
        const module = entry();
        if (!module) return null;
        const output = await (await module).render({
          url: request.url,
          lang,
          fetch: inProcessFetch(app, lang),
          origin: app.ctx.config.appUrl,
        });
        if (output?.missing.length) {
          // Rendered loading here, fetched by the browser: the page's loader should fetch them.
          request.log.warn({ queries: output.missing }, 'page rendered without some of its data');
        }
        return output;
      } catch (error) {
        request.log.error({ err: error }, 'server rendering failed; sending the client shell');
        return null;
      }
    },
  };
}
