import net from 'node:net';

/**
 * A TCP proxy on 127.0.0.1 that a drill can cut and reopen on the same port, so the app keeps
 * its configuration (pool URL, SMTP URL) while the service behind it vanishes and comes back.
 */
export interface TcpProxy {
  port: number;
  /** Stops listening (new connections are refused) and destroys every open connection. */
  cut(): Promise<void>;
  /** Listens again on the same port. */
  reopen(): Promise<void>;
  /** Keeps accepting connections but forwards nothing: a peer that hangs. */
  blackhole(on: boolean): void;
  /** Forwards requests at once but holds every answer back this long: a slow peer. */
  delayAnswers(ms: number): void;
  /** Connections open now (both halves counted once). */
  openConnections(): number;
  close(): Promise<void>;
}

/**
 * @param target where to forward; a function so the upstream may appear later (e.g. an SMTP
 *   server started only when the drill wants it up).
 * @param port a fixed port, or 0 for a free one (kept for reopen).
 */
export async function startTcpProxy(
  target: () => { host: string; port: number } | null,
  port = 0,
): Promise<TcpProxy> {
  const sockets = new Set<net.Socket>();
  let hang = false;
  let answerDelayMs = 0;
  let server: net.Server | undefined;

  const onConnection = (client: net.Socket) => {
    sockets.add(client);
    client.on('close', () => sockets.delete(client));
    client.on('error', () => client.destroy());
    const upstreamAt = target();
    if (hang || !upstreamAt) return; // accepted, never answered
    const upstream = net.connect(upstreamAt.port, upstreamAt.host);
    sockets.add(upstream);
    upstream.on('close', () => {
      sockets.delete(upstream);
      client.destroy();
    });
    upstream.on('error', () => upstream.destroy());
    client.on('close', () => upstream.destroy());
    client.pipe(upstream);
    upstream.on('data', (chunk: Buffer) => {
      // Every chunk waits as long, so their order is kept.
      if (answerDelayMs === 0) client.write(chunk);
      else setTimeout(() => client.writable && client.write(chunk), answerDelayMs);
    });
  };

  const listen = () =>
    new Promise<void>((resolve, reject) => {
      const next = net.createServer(onConnection);
      next.once('error', reject);
      next.listen(port, '127.0.0.1', () => {
        port = (next.address() as net.AddressInfo).port;
        server = next;
        resolve();
      });
    });

  const cut = async () => {
    const closing = server;
    server = undefined;
    for (const socket of sockets) socket.destroy();
    sockets.clear();
    if (closing) await new Promise<void>((resolve) => closing.close(() => resolve()));
  };

  await listen();
  return {
    get port() {
      return port;
    },
    cut,
    reopen: async () => {
      if (!server) await listen();
    },
    blackhole: (on) => {
      hang = on;
    },
    delayAnswers: (ms) => {
      answerDelayMs = ms;
    },
    openConnections: () => sockets.size,
    close: cut,
  };
}

/** A port nothing listens on right now (taken from the OS, then released). */
export async function freePort(): Promise<number> {
  const probe = net.createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as net.AddressInfo;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}
