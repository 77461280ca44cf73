import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';

/**
 * Drives app.inject like a browser: keeps cookies (honouring paths and deletion) and echoes the
 * XSRF-TOKEN cookie in X-XSRF-TOKEN on state-changing calls, as the web client does.
 */
export function createBrowser(app: FastifyInstance, lang = 'en') {
  const jar = new Map<string, { value: string; path: string }>();

  function remember(res: LightMyRequestResponse) {
    for (const cookie of res.cookies) {
      const expired =
        cookie.maxAge === 0 || (cookie.expires && cookie.expires.getTime() <= Date.now());
      if (expired || cookie.value === '') jar.delete(cookie.name);
      else jar.set(cookie.name, { value: cookie.value, path: cookie.path ?? '/' });
    }
  }

  async function request(options: InjectOptions & { url: string; xsrf?: boolean }) {
    const pathname = options.url.split('?')[0];
    const cookies = Object.fromEntries(
      [...jar].filter(([, c]) => pathname.startsWith(c.path)).map(([name, c]) => [name, c.value]),
    );
    const unsafe = options.method && !['GET', 'HEAD'].includes(String(options.method));
    const headers: Record<string, string> = {
      'accept-language': lang,
      ...(options.headers as Record<string, string>),
    };
    if (unsafe && options.xsrf !== false && jar.has('XSRF-TOKEN'))
      headers['x-xsrf-token'] = jar.get('XSRF-TOKEN')!.value;
    const res = await app.inject({
      ...options,
      headers,
      cookies: { ...cookies, ...(options.cookies ?? {}) },
    });
    remember(res);
    return res;
  }

  return {
    jar,
    cookie: (name: string) => jar.get(name)?.value,
    request,
    get: (url: string) => request({ method: 'GET', url }),
    post: (url: string, payload?: unknown) =>
      request({ method: 'POST', url, payload: payload as InjectOptions['payload'] }),
    patch: (url: string, payload?: unknown) =>
      request({ method: 'PATCH', url, payload: payload as InjectOptions['payload'] }),
  };
}
