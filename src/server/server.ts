import { bootstrap, StartupError } from './bootstrap';
import { ConfigError, loadConfig } from './config';

// listen + graceful shutdown only; everything else lives in bootstrap.ts and app.ts.
async function main(): Promise<void> {
  let app: Awaited<ReturnType<typeof bootstrap>>;
  try {
    const config = loadConfig();
    app = await bootstrap(config);
    await app.listen({ port: config.port, host: config.host });
  } catch (error) {
    if (error instanceof ConfigError || error instanceof StartupError) {
      console.error(error.message);
    } else {
      console.error('Failed to start:', error);
    }
    process.exit(1);
  }

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down: finishing in-flight requests');
    // A stuck request must not keep the process alive forever.
    const timer = setTimeout(() => {
      app.log.error('shutdown timed out');
      process.exit(1);
    }, 10_000);
    timer.unref();
    try {
      await app.close(); // stops accepting, waits for in-flight requests, closes the database
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'error during shutdown');
      process.exit(1);
    }
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
}

void main();
