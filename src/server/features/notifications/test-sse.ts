import http from 'node:http';
// Test helper (not loaded by the app): reads a Server-Sent Events stream over real HTTP.

export interface SseEvent {
  id?: string;
  event?: string;
  data?: string;
  retry?: number;
  /** A comment line (heartbeat). */
  comment?: string;
}

/** The Cookie header a browser would send, from createBrowser()'s jar. */
export const cookieHeader = (jar: Map<string, { value: string }>) =>
  [...jar].map(([name, cookie]) => `${name}=${cookie.value}`).join('; ');

function parseBlock(block: string): SseEvent[] {
  const event: SseEvent = {};
  const comments: SseEvent[] = [];
  for (const line of block.split('\n')) {
    if (line.startsWith(':')) comments.push({ comment: line.slice(1).trim() });
    const colon = line.indexOf(':');
    if (colon <= 0) continue;
    const field = line.slice(0, colon);
    const value = line.slice(colon + 1).replace(/^ /, '');
    if (field === 'id') event.id = value;
    if (field === 'event') event.event = value;
    if (field === 'data') event.data = event.data === undefined ? value : `${event.data}\n${value}`;
    if (field === 'retry') event.retry = Number(value);
  }
  return Object.keys(event).length > 0 ? [...comments, event] : comments;
}

/** The parts of the answer the tests look at. */
export interface SseResponse {
  status: number;
  headers: { get(name: string): string | null };
}

/**
 * Opens the stream on a connection of its own (node:http, no agent): fetch's pool would open a
 * spare keep-alive socket after an abort, which then holds the server's shutdown for seconds.
 * `next` waits for the first event matching `match`, consuming the ones before it.
 */
export async function openSse(url: string, headers: Record<string, string>) {
  const events: SseEvent[] = [];
  const waiters = new Set<() => void>();
  let ended = false;
  const finish = () => {
    ended = true;
    for (const wake of waiters) wake();
  };
  const { request, response } = await new Promise<{
    request: http.ClientRequest;
    response: http.IncomingMessage;
  }>((resolve, reject) => {
    const request = http.get(url, { headers, agent: false }, (response) =>
      resolve({ request, response }),
    );
    request.on('error', reject);
  });
  request.on('error', finish);
  let buffer = '';
  response.setEncoding('utf8');
  response.on('data', (chunk: string) => {
    buffer += chunk;
    let cut = buffer.indexOf('\n\n');
    while (cut >= 0) {
      events.push(...parseBlock(buffer.slice(0, cut)));
      buffer = buffer.slice(cut + 2);
      cut = buffer.indexOf('\n\n');
    }
    for (const wake of waiters) wake();
  });
  response.on('end', finish);
  response.on('close', finish);
  response.on('error', finish);

  async function next(match: (event: SseEvent) => boolean, timeoutMs = 5000): Promise<SseEvent> {
    const until = Date.now() + timeoutMs;
    for (;;) {
      const index = events.findIndex(match);
      if (index >= 0) return events.splice(0, index + 1)[index];
      if (ended) throw new Error('stream ended before the expected event');
      if (Date.now() > until) throw new Error('timed out waiting for a stream event');
      await new Promise<void>((resolve) => {
        const wake = () => {
          waiters.delete(wake);
          clearTimeout(timer);
          resolve();
        };
        const timer = setTimeout(wake, Math.max(10, until - Date.now()));
        waiters.add(wake);
      });
    }
  }

  return {
    response: {
      status: response.statusCode ?? 0,
      headers: {
        get: (name: string) => String(response.headers[name.toLowerCase()] ?? '') || null,
      },
    } satisfies SseResponse,
    /** The whole body, for answers that are not a stream (401). */
    text: async () => {
      await new Promise<void>((resolve) => (ended ? resolve() : response.once('close', resolve)));
      return buffer;
    },
    events,
    next,
    /** Resolves when the server ends the stream. */
    ended: async (timeoutMs = 5000) => {
      const until = Date.now() + timeoutMs;
      while (!ended) {
        if (Date.now() > until) throw new Error('stream still open');
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    },
    close: () => request.destroy(),
  };
}

export const isEvent = (name: string) => (event: SseEvent) => event.event === name;
export const dataOf = <T>(event: SseEvent): T => JSON.parse(event.data ?? 'null') as T;
