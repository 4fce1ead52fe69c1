// Open-loop load for the fixed-rate scenarios of bench/run.ts: requests start on a fixed schedule
// (one every 1/rate s), whatever the earlier ones are doing. autocannon's own rate limit sends each
// connection's quota for the second in one burst and then waits for the next second, so its
// latencies at a "rate" describe bursts of 20 at once, not a steady stream of searches.
import http from 'node:http';

export interface PacedOptions {
  port: number;
  /** Request paths, taken in turn. */
  paths: readonly string[];
  /** Index in paths of the first request (a measurement continues where its warm-up stopped). */
  first?: number;
  /** Requests per second offered. */
  rate: number;
  seconds: number;
  /** Keep-alive connections at most; a request due while all are busy waits for one. */
  connections: number;
}

export interface PacedResult {
  /** Responses per second, over the run or until the last answer when that came later (overload). */
  rps: number;
  /** Responses received. */
  requests: number;
  /** Latency from when each request was due (so a wait for a connection counts: no coordinated omission). */
  p50: number;
  p99: number;
  non2xx: number;
  /** Failed requests and requests still unanswered after the grace period. */
  errors: number;
}

/** How long answers to requests sent in the last moments of a run are awaited. */
const GRACE_MS = 5_000;

function percentile(sorted: readonly number[], share: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))]!;
}

function send(agent: http.Agent, port: number, path: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const request = http.get({ host: '127.0.0.1', port, path, agent }, (response) => {
      response.on('data', () => undefined);
      response.on('end', () => resolve(response.statusCode ?? 0));
      response.on('error', reject);
    });
    request.on('error', reject);
  });
}

export async function pacedLoad(options: PacedOptions): Promise<PacedResult> {
  const { port, paths, rate, seconds, connections, first = 0 } = options;
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  const latencies: number[] = [];
  let non2xx = 0;
  let lastAnswer = 0;
  const total = Math.round(rate * seconds);
  const pending: Array<Promise<void>> = [];
  const started = performance.now();
  let sent = 0;
  // Each tick sends every request whose time has come, stamped with the time it was due: timers
  // fire late by a millisecond or more, the schedule does not drift with them.
  while (sent < total) {
    const due = Math.min(total, Math.floor(((performance.now() - started) * rate) / 1000) + 1);
    for (; sent < due; sent += 1) {
      const dueAt = started + (sent * 1000) / rate;
      pending.push(
        send(agent, port, paths[(first + sent) % paths.length]!).then(
          (status) => {
            lastAnswer = performance.now();
            latencies.push(lastAnswer - dueAt);
            if (status < 200 || status >= 300) non2xx += 1;
          },
          () => undefined,
        ),
      );
    }
    await new Promise((resolve) => setTimeout(resolve, 1));
  }
  const grace = new Promise<'late'>((resolve) => setTimeout(() => resolve('late'), GRACE_MS));
  await Promise.race([Promise.allSettled(pending), grace]);
  const answered = latencies.length;
  agent.destroy();
  const sorted = [...latencies].sort((a, b) => a - b);
  return {
    rps: answered / Math.max(seconds, (lastAnswer - started) / 1000),
    requests: answered,
    p50: percentile(sorted, 0.5),
    p99: percentile(sorted, 0.99),
    non2xx,
    errors: total - answered,
  };
}
