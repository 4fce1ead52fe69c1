// The part of autocannon's API the benchmark uses (the package ships no types).
declare module 'autocannon' {
  interface Options {
    url: string;
    method?: string;
    connections?: number;
    duration?: number;
    body?: string;
    headers?: Record<string, string>;
    requests?: Array<{ setupRequest?: (request: { path: string }) => { path: string } }>;
  }
  interface Histogram {
    average: number;
    p50: number;
    p99: number;
    [key: string]: number;
  }
  interface Result {
    requests: Histogram;
    latency: Histogram;
    non2xx: number;
    errors: number;
    timeouts: number;
  }
  function autocannon(options: Options): Promise<Result>;
  export default autocannon;
}
