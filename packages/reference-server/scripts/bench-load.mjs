// The load case of the benchmark: many connections for a
// minute on a mix of lists, details, searches and submissions weighted like real traffic, each request
// timed on its own so that a single one that waits seconds is seen (a percentile would hide it).
import autocannon from 'autocannon';

/** Requests slower than this are counted one by one (none may wait over 2 s). */
export const SLOW_MS = 2000;
/** autocannon's own timeout; longer than its 10 s default so that a long wait is measured, not cut off. */
const CLIENT_TIMEOUT_S = 30;

/** Percentile (nearest rank) of sorted numbers. */
export const percentile = (sorted, p) =>
  sorted.length === 0 ? NaN : sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

/**
 * The order in which the mix's cases are asked: each case `weight` times in every 100 (or however many
 * the weights add up to) requests, spread through them rather than in runs, the same in every run.
 */
function schedule(mix) {
  const slots = mix.flatMap((c) => Array.from({ length: c.weight }, () => c));
  const stride = 7919; // prime: walks every slot once per round whatever the number of slots
  return (n) => slots[(n * stride) % slots.length];
}

/**
 * Runs the mix against `url` with `connections` connections for `duration` seconds. Every answer is
 * timed (autocannon's per-response time, from the request's first byte written to the answer's last
 * byte read) and attributed to its case; an answer is good when it is HTTP 2xx with envelope code 200.
 */
export async function runLoad({ url, mix, connections, duration }) {
  const next = schedule(mix);
  const perCase = new Map(mix.map((c) => [c.id, { latencies: [], non2xx: 0, notOk: 0, asked: 0 }]));
  const all = [];
  const slow = [];
  let n = 0;
  const startedAt = Date.now();
  const instance = autocannon({
    url,
    connections,
    duration,
    timeout: CLIENT_TIMEOUT_S,
    requests: [
      {
        setupRequest: (request, context) => {
          const bench = next(n++);
          const counts = perCase.get(bench.id);
          counts.asked += 1;
          // One request in flight per connection: the case of the answer that comes next is this one.
          context.caseId = bench.id;
          return { ...request, ...bench.request(counts.asked) };
        },
        onResponse: (status, body, context) => {
          // Cheap on purpose (the client shares the machine's cores with the server): the envelope's code
          // is the answer's first field.
          if (status >= 200 && status < 300 && !body.startsWith('{"code":200')) perCase.get(context.caseId).notOk += 1;
        },
      },
    ],
  });
  instance.on('response', (client, status, _bytes, responseTime) => {
    const caseId = client.requestIterator.context.caseId;
    const counts = perCase.get(caseId);
    counts.latencies.push(responseTime);
    all.push(responseTime);
    if (status < 200 || status >= 300) counts.non2xx += 1;
    if (responseTime > SLOW_MS) slow.push({ caseId, ms: Math.round(responseTime), at: Date.now() - Math.round(responseTime) });
  });
  const result = await instance;
  all.sort((a, b) => a - b);
  const summary = (latencies) => {
    latencies.sort((a, b) => a - b);
    return {
      count: latencies.length,
      p50: percentile(latencies, 50),
      p95: percentile(latencies, 95),
      p99: percentile(latencies, 99),
      max: latencies.length ? latencies[latencies.length - 1] : NaN,
    };
  };
  return {
    connections,
    duration,
    startedAt,
    requests: result.requests.total,
    rps: result.requests.average,
    ...summary(all),
    over2s: all.filter((ms) => ms > SLOW_MS).length,
    slow,
    errors: result.errors,
    timeouts: result.timeouts,
    non2xx: result.non2xx,
    notOk: [...perCase.values()].reduce((sum, c) => sum + c.notOk, 0),
    cases: mix.map((c) => {
      const counts = perCase.get(c.id);
      return { id: c.id, name: c.name, kind: c.kind, weight: c.weight, non2xx: counts.non2xx, notOk: counts.notOk, ...summary(counts.latencies) };
    }),
  };
}
