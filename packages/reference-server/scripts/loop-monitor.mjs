// Preloaded into the benchmarked server (`node --import scripts/loop-monitor.mjs dist/main.js`) by the
// load case of scripts/bench.mjs: measures, inside the server, how long its event loop was blocked and
// how long garbage collection paused it, so that a slow request seen by the client can be told apart
// from a server that could not answer ("no request waits seconds behind others"). Nothing of
// the server is changed. On exit the figures go, as JSON, to the file named by BENCH_LOOP_REPORT.
import fs from 'node:fs';
import { monitorEventLoopDelay, PerformanceObserver } from 'node:perf_hooks';

const reportFile = process.env.BENCH_LOOP_REPORT;
if (reportFile) {
  // The delay of every loop turn, sampled every 10 ms (a turn that blocks 300 ms is recorded as ~300 ms).
  const histogram = monitorEventLoopDelay({ resolution: 10 });
  histogram.enable();

  // Each blocked stretch of 50 ms or more, with its wall-clock time, to match with the client's slow requests.
  const STALL_MS = 50;
  const TICK_MS = 10;
  const stalls = [];
  let last = performance.now();
  const ticker = setInterval(() => {
    const now = performance.now();
    const late = now - last - TICK_MS;
    if (late >= STALL_MS) stalls.push({ at: Date.now() - Math.round(late), ms: Math.round(late) });
    last = now;
  }, TICK_MS);
  ticker.unref();

  const gc = { count: 0, totalMs: 0, maxMs: 0, over50: 0 };
  const observer = new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      gc.count += 1;
      gc.totalMs += entry.duration;
      gc.maxMs = Math.max(gc.maxMs, entry.duration);
      if (entry.duration >= 50) gc.over50 += 1;
    }
  });
  observer.observe({ entryTypes: ['gc'] });

  const ms = (ns) => Math.round(ns / 1e4) / 100;
  process.once('exit', () => {
    histogram.disable();
    fs.writeFileSync(
      reportFile,
      JSON.stringify({
        delay: { p50: ms(histogram.percentile(50)), p99: ms(histogram.percentile(99)), max: ms(histogram.max), mean: ms(histogram.mean) },
        stalls,
        gc: { ...gc, totalMs: Math.round(gc.totalMs), maxMs: Math.round(gc.maxMs * 10) / 10 },
      }),
    );
  });
}
