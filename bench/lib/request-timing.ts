/**
 * Loaded into the benchmarked app with `--import` (startApp's `timing` option): times every HTTP
 * request on the server, from Node's 'request' event (the request has been read and parsed) to
 * the answer handed to the kernel ('finish'). That is the time a request spends in the app,
 * waiting for the event loop included; what a load generator reports adds the time before Node
 * reads the request and the client's own time.
 *
 * On SIGUSR2 the app prints `BENCH_SERVER_TIME {"n":…,"p50":…,"p99":…,"max":…}` (ms) for the
 * requests since the last report, then starts afresh: one report per measured run.
 */
import http from 'node:http';
import { createHistogram } from 'node:perf_hooks';

let histogram = createHistogram();

const emit = http.Server.prototype.emit;
http.Server.prototype.emit = function (this: http.Server, event: string, ...args: unknown[]) {
  if (event === 'request') {
    const started = performance.now();
    (args[1] as http.ServerResponse).once('finish', () => {
      // In microseconds: the histogram records integers of at least 1.
      histogram.record(Math.max(1, Math.round((performance.now() - started) * 1000)));
    });
  }
  return emit.apply(this, [event, ...args] as Parameters<typeof emit>);
} as typeof emit;

process.on('SIGUSR2', () => {
  const ms = (us: number) => Math.round(us) / 1000;
  const report = {
    n: histogram.count,
    p50: ms(histogram.percentile(50)),
    p99: ms(histogram.percentile(99)),
    max: ms(histogram.max),
  };
  histogram = createHistogram();
  process.stdout.write(`BENCH_SERVER_TIME ${JSON.stringify(report)}\n`);
});
