/**
 * A browser-like API client over fetch: keeps the cookies it is given and echoes XSRF-TOKEN in
 * X-XSRF-TOKEN on state-changing calls, as the web client does (plugins/csrf.ts).
 */
export interface Answer {
  status: number;
  body: unknown;
  ms: number;
}

export class Session {
  readonly jar = new Map<string, string>();

  constructor(
    public base: string,
    readonly lang: 'ar' | 'en' = 'en',
  ) {}

  cookieHeader(): string {
    return [...this.jar].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  /** The same session against another address (another instance, the proxy). */
  at(base: string): Session {
    const other = new Session(base, this.lang);
    for (const [name, value] of this.jar) other.jar.set(name, value);
    return other;
  }

  async request(
    method: string,
    path: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ): Promise<Answer> {
    const all: Record<string, string> = { 'accept-language': this.lang, ...headers };
    if (this.jar.size) all.cookie = this.cookieHeader();
    if (body !== undefined) all['content-type'] = 'application/json';
    const xsrf = this.jar.get('XSRF-TOKEN');
    if (method !== 'GET' && xsrf) all['x-xsrf-token'] = xsrf;
    const start = performance.now();
    const res = await fetch(this.base + path, {
      method,
      headers: all,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await res.text();
    const ms = performance.now() - start;
    for (const cookie of res.headers.getSetCookie()) {
      const [pair, ...attributes] = cookie.split(';');
      const eq = pair.indexOf('=');
      const name = pair.slice(0, eq).trim();
      const value = pair.slice(eq + 1).trim();
      const expired = attributes.some((a) => /^\s*max-age=0\s*$/i.test(a)) || value === '';
      if (expired) this.jar.delete(name);
      else this.jar.set(name, value);
    }
    let parsed: unknown = text;
    try {
      parsed = text ? JSON.parse(text) : null;
    } catch {}
    return { status: res.status, body: parsed, ms };
  }

  get = (path: string) => this.request('GET', path);
  post = (path: string, body?: unknown, headers?: Record<string, string>) =>
    this.request('POST', path, body, headers);

  /** Signs in; throws unless the answer is 200. */
  async login(email: string, password: string): Promise<void> {
    const res = await this.post('/api/auth/login', { email, password });
    if (res.status !== 200) throw new Error(`login of ${email} answered ${res.status}`);
  }
}

export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

/** Runs `task` over `items` with at most `limit` at a time. */
export async function inParallel<T>(
  items: T[],
  limit: number,
  task: (item: T, index: number) => Promise<void>,
): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const i = next++;
      await task(items[i], i);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}
