import type { buildApp } from '../src/app.js';

type AppConfig = NonNullable<Parameters<typeof buildApp>[0]>['config'];

/**
 * The API as the benches run it: loopback, no demo data, silent, rate limits raised so that the
 * load generator measures the search and not the limiter. BENCH_PRODUCTION_LIMITS=1 keeps the
 * per-account profile write limit at its default: the skill storm (bench/skill-storm.ts)
 * measures what it does.
 */
export function benchAppConfig(port: number): AppConfig {
  const productionLimits = process.env.BENCH_PRODUCTION_LIMITS === '1';
  return {
    ...(productionLimits ? {} : { rateLimitProfileWritesMax: 1_000_000_000 }),
    port,
    host: '127.0.0.1',
    seedDemo: false,
    logLevel: 'silent',
    rateLimitGlobalMax: 1_000_000_000,
    rateLimitAuthIpMax: 1_000_000_000,
    rateLimitAuthAccountMax: 1_000_000_000,
    rateLimitMessagesMax: 1_000_000_000,
  };
}
