import { defineConfig } from '@playwright/test';
import {
  CHROMIUM,
  CHROMIUM_ARGS,
  E2E_RATE_LIMITS,
  e2eDataDir,
  e2ePort,
} from './support/environment';

// Journeys in Debian's Chromium against the product as `npm start` serves it: one port, built
// frontends, a fresh database. An existing up-to-date build is reused (start.mjs checks).
// E2E_BASE_URL runs the specs against a product that is already running instead.
const external = process.env.E2E_BASE_URL;
const baseURL = external ?? `http://127.0.0.1:${e2ePort()}`;

export default defineConfig({
  testDir: './tests',
  outputDir: './test-results',
  timeout: 120_000,
  expect: { timeout: 20_000 },
  fullyParallel: false,
  workers: 2,
  // One more try for a journey that fails: `npm test` runs on shared 2-core machines where a
  // loaded moment can outlast an expect time-out. A defect fails both tries (the run is red);
  // a journey that passes only on its second try is listed as "flaky" in the report, to be fixed.
  retries: 1,
  reporter: [['list']],
  use: {
    baseURL,
    // The browser's language decides the page's (issue 29). Stated, not left to Playwright's
    // default: the journeys read the English texts; i18n-languages.spec.ts sets id-ID itself.
    locale: 'en-US',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: { executablePath: CHROMIUM, args: CHROMIUM_ARGS },
  },
  projects: [
    {
      name: 'desktop',
      use: { browserName: 'chromium', viewport: { width: 1366, height: 900 } },
    },
    {
      // Only the journeys tagged @mobile: most specs set their own viewport per describe.
      name: 'mobile',
      grep: /@mobile/,
      use: { browserName: 'chromium', viewport: { width: 390, height: 844 }, hasTouch: true },
    },
  ],
  webServer: external
    ? undefined
    : {
        command: 'node support/start-product.mjs',
        url: `${baseURL}/api/health`,
        // A first run builds the four frontends; on a busy 2-core machine that takes minutes.
        timeout: 15 * 60_000,
        reuseExistingServer: false,
        // SIGTERM lets start-product.mjs drop the run's PostgreSQL database.
        gracefulShutdown: { signal: 'SIGTERM', timeout: 15_000 },
        stdout: 'pipe',
        stderr: 'pipe',
        env: {
          ...E2E_RATE_LIMITS,
          PORT: String(e2ePort()),
          HOST: '127.0.0.1',
          DATA_DIR: e2eDataDir(),
          LOG_LEVEL: 'warn',
        },
      },
});
