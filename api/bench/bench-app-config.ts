import type { buildApp } from '../src/app.js';

type AppConfig = NonNullable<Parameters<typeof buildApp>[0]>['config'];

/**
 * The API as the benches run it: loopback, no demo data, silent, rate limits raised so that the
 * load generator measures the search and not the limiter.
 */
export function benchAppConfig(port: number): AppConfig {
  return {
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
