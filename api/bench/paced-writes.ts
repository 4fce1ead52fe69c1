// Writes at a fixed rate beside a measured read load (the talent and job writers), with the
// latency and failures every writer reports. A write that fails to send counts as failed.

export interface WriterStats {
  writes: number;
  failed: number;
  /** Failed writes by HTTP status. */
  failedBy: Record<number, number>;
  /** The first answers of failed writes (request and body), to tell a bench bug from a product bug. */
  failureSamples: string[];
  p50: number;
  p99: number;
}

/** One write's answer, and how to name its request in a failure sample. */
export interface WriteAnswer {
  request: string;
  response: Response;
}

/** Starts `write` `rate` times a second until stop(), which waits for those in flight. */
export function startPacedWrites(
  rate: number,
  write: () => Promise<WriteAnswer>,
): { stop(): Promise<WriterStats> } {
  const latencies: number[] = [];
  let failed = 0;
  const failures = new Map<number, number>();
  const failureSamples: string[] = [];
  const inFlight = new Set<Promise<void>>();
  const timed = async () => {
    const started = performance.now();
    const { request, response } = await write();
    const body = await response.text();
    latencies.push(performance.now() - started);
    if (!response.ok) {
      if (failureSamples.length < 5)
        failureSamples.push(`${request} → ${response.status} ${body.slice(0, 200)}`);
      failed += 1;
      failures.set(response.status, (failures.get(response.status) ?? 0) + 1);
    }
  };
  // No writes at rate 0 (BENCH_WRITES=0): setInterval would take 1000 / 0 as 1 ms and write flat out.
  const timer =
    rate > 0
      ? setInterval(() => {
          const p = timed()
            .catch(() => {
              failed += 1;
            })
            .finally(() => inFlight.delete(p));
          inFlight.add(p);
        }, 1000 / rate)
      : undefined;
  return {
    async stop() {
      clearInterval(timer);
      await Promise.all(inFlight);
      const sorted = latencies.sort((a, b) => a - b);
      const at = (q: number) =>
        sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
      return {
        writes: latencies.length,
        failed,
        failedBy: Object.fromEntries(failures),
        failureSamples,
        p50: at(0.5),
        p99: at(0.99),
      };
    },
  };
}
